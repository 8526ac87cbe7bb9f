import type { TNegativeBehaviour } from '@supportal/contract';
import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../lib/dayjs';
import {
  provinceCodeOfCity,
  regionFieldOf,
  toNegativeBehaviourFields,
  toNegativeBehaviourFormValues,
  type TNegativeBehaviourFormValues,
} from './negative-behaviour-values';

const filled: TNegativeBehaviourFormValues = {
  supplierCode: 'SUP100001',
  matterDescription: '  投标文件中提供虚假业绩证明 ',
  reasonName: '提供虚假材料',
  severity: '2',
  restrictedAreaName: '本地市范围',
  provinceCode: '320000',
  cityCode: '320100',
  effectTime: dayjs('2026-12-01'),
  invalidTime: null,
};

describe('negative behaviour form values', () => {
  it('sends the region the black-list type asks for: none nationwide, the province or the city', () => {
    expect(toNegativeBehaviourFields(filled)).toEqual({
      supplierCode: 'SUP100001',
      matterDescription: '投标文件中提供虚假业绩证明',
      reasonName: '提供虚假材料',
      severity: '2',
      restrictedAreaName: '本地市范围',
      regionCode: '320100',
      effectTime: '2026-12-01',
      invalidTime: undefined,
    });
    expect(toNegativeBehaviourFields({ ...filled, restrictedAreaName: '本省范围' }).regionCode).toBe(
      '320000',
    );
    expect(
      toNegativeBehaviourFields({ ...filled, restrictedAreaName: '全国范围' }).regionCode,
    ).toBeUndefined();
    expect(toNegativeBehaviourFields({ ...filled, invalidTime: dayjs('2027-11-30') }).invalidTime).toBe(
      '2027-11-30',
    );
  });

  it('opens a recorded city-wide behaviour with its province chosen and a permanent one without end', () => {
    const record: TNegativeBehaviour = {
      id: '7',
      supplierCode: 'SUP100001',
      supplierName: '华信通信设备有限公司',
      matterDescription: '投标文件中提供虚假业绩证明',
      reasonName: '提供虚假材料',
      severity: '2',
      severityName: '严重',
      restrictedAreaName: '本地市范围',
      regionCode: '320100',
      regionName: '南京市',
      effectTime: '2026-12-01',
      invalidTime: null,
      orgName: '南京分公司',
      recorderName: '周斌',
      status: 'editing',
      noticeId: null,
    };
    const values = toNegativeBehaviourFormValues(record);
    expect(values).toMatchObject({ provinceCode: '320000', cityCode: '320100', invalidTime: null });
    expect(values.effectTime.format('YYYY-MM-DD')).toBe('2026-12-01');
    expect(
      toNegativeBehaviourFormValues({ ...record, restrictedAreaName: '本省范围', regionCode: '320000' }),
    ).toMatchObject({ provinceCode: '320000', cityCode: undefined });
  });

  it('knows which field holds the region of each type', () => {
    expect(regionFieldOf('全国范围')).toBeNull();
    expect(regionFieldOf('本省范围')).toBe('provinceCode');
    expect(regionFieldOf('本地市范围')).toBe('cityCode');
    expect(provinceCodeOfCity('510700')).toBe('510000');
  });
});
