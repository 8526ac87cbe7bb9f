import { describe, expect, it } from 'vitest';
import { statisticsCsv } from './statistics-csv';
import { noticesByMonthAndType, shortUnitName } from './statistics-rows';

describe('the rows behind the statistics charts', () => {
  it('lays notices out per month of the period, one column per type, empty months as 0', () => {
    const { rows, types } = noticesByMonthAndType({ fromMonth: '2026-11', toMonth: '2027-01' }, [
      { month: '2026-11', purchaseNoticeType: '2', typeName: '结果公示', published: 3 },
      { month: '2027-01', purchaseNoticeType: '1', typeName: '采购公告', published: 5 },
      { month: '2027-01', purchaseNoticeType: '2', typeName: '结果公示', published: 1 },
    ]);
    expect(types.map((type) => type.name)).toEqual(['采购公告', '结果公示']);
    expect(rows).toEqual([
      { month: '2026-11', 'type:1': 0, 'type:2': 3, total: 3 },
      { month: '2026-12', 'type:1': 0, 'type:2': 0, total: 0 },
      { month: '2027-01', 'type:1': 5, 'type:2': 1, total: 6 },
    ]);
  });

  it('writes the CSV of exactly the rows, quoting what needs it and keeping formulas as text', () => {
    const csv = statisticsCsv(
      [
        { key: 'keyword', title: '关键字' },
        { key: 'searches', title: '次数' },
      ],
      [
        { keyword: '光缆,铁塔', searches: 2 },
        { keyword: '=1+1', searches: 1 },
      ],
    );
    expect(csv).toBe('\uFEFF关键字,次数\r\n"光缆,铁塔",2\r\n\'=1+1,1\r\n');
  });

  it('shortens a unit name to what follows the company name', () => {
    expect(shortUnitName('通信铁塔股份有限公司江苏省分公司')).toBe('江苏省分公司');
    expect(shortUnitName('其他3个单位')).toBe('其他3个单位');
  });
});
