import { describe, expect, it } from 'vitest';
import { noticeListTitle, NO_PURCHASE_MODE_LABELS, type TPurchaseModeLabels } from './notice-title';

const labels: TPurchaseModeLabels = {
  purMode: new Map([['1', '公开招标']]),
  purModeLevel1: new Map([['10', '招标采购']]),
};

const notice = (fields: Partial<Parameters<typeof noticeListTitle>[0]>) => ({
  noticeTitle: '基站电源采购',
  purchaseNoticeType: '2',
  purMode: null,
  purModeLevel1: null,
  noticeType: null,
  ...fields,
});

describe('noticeListTitle', () => {
  it('prefixes level-1 mode and mode for purchase types', () => {
    expect(noticeListTitle(notice({ purMode: '1', purModeLevel1: '10' }), labels)).toBe(
      '【招标采购/公开招标】基站电源采购',
    );
    expect(noticeListTitle(notice({ purchaseNoticeType: '45', purMode: '1' }), labels)).toBe(
      '【公开招标】基站电源采购',
    );
  });

  it('shows unknown mode codes as they are', () => {
    expect(noticeListTitle(notice({ purMode: '9' }), NO_PURCHASE_MODE_LABELS)).toBe('【9】基站电源采购');
  });

  it('prefixes the notice type label for supplier negative behaviour', () => {
    expect(noticeListTitle(notice({ purchaseNoticeType: '3', noticeType: '一般不良行为' }), labels)).toBe(
      '【一般不良行为】基站电源采购',
    );
  });

  it('leaves other titles plain', () => {
    expect(noticeListTitle(notice({ purchaseNoticeType: '16', purMode: '1' }), labels)).toBe('基站电源采购');
    expect(noticeListTitle(notice({}), labels)).toBe('基站电源采购');
  });
});
