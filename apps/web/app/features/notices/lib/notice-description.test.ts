import { describe, expect, it } from 'vitest';
import { NOTICE_DESCRIPTION_MAX_CHARS, noticeDescription } from './notice-description';

describe('noticeDescription', () => {
  it('is the first sentence of the body as plain text', () => {
    expect(
      noticeDescription(
        '<h2>项目概况</h2><p>江苏公司&nbsp;就<strong>铁塔维护</strong>项目进行公开招标，欢迎&lt;合格&gt;供应商参加。</p><p>二、其他</p>',
      ),
    ).toBe('项目概况 江苏公司 就铁塔维护项目进行公开招标，欢迎<合格>供应商参加。');
    expect(noticeDescription('<p>Tender for towers. Deadline soon.</p>')).toBe('Tender for towers.');
  });

  it('cuts a long sentence with an ellipsis and gives none for a body without text', () => {
    const long = noticeDescription(`<p>${'铁塔'.repeat(200)}</p>`) ?? '';
    expect([...long]).toHaveLength(NOTICE_DESCRIPTION_MAX_CHARS);
    expect(long.endsWith('…')).toBe(true);
    expect(noticeDescription('<p> </p><img src="a.png">')).toBeUndefined();
  });
});
