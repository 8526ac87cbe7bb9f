import { hasControlCharacter, ORG_IMPORT_COLUMNS, ORG_IMPORT_MAX_LINES } from '@supportal/contract';
import { mayChangeOrg, mayPlaceOrgUnder } from './org-admin-policy.js';

/** The cells of each line of a CSV text (RFC 4180: quoted cells may hold commas, quotes and breaks). */
export const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index += 1) {
    const character = source[index];
    if (quoted) {
      if (character === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"' && cell === '') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && source[index + 1] === '\n') index += 1;
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else cell += character;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
};

type TExistingOrg = {
  code: string;
  name: string;
  level: number;
  parentCode: string | null;
  provAdmCode: string | null;
  enabled: boolean;
};

export type TOrgImportPlan = {
  errors: { line: number; message: string }[];
  inserts: {
    code: string;
    name: string;
    level: number;
    parentCode: string;
    provAdmCode: string;
    sort: number;
  }[];
  updates: { code: string; name: string; parentCode: string; provAdmCode: string; renamed: boolean }[];
  areas: { code: string; name: string }[];
};

const CODE = /^[A-Za-z0-9_-]{1,32}$/;
const AREA_CODE = /^\d{6}$/;
const LEVELS: Readonly<Record<string, number>> = { '2': 2, '02': 2, 省分: 2, '3': 3, '03': 3, 地市: 3 };

/**
 * What an import would do, or every line that is wrong. A line names a unit below 总部 (省分, level 2,
 * under the top unit; 地市, level 3, under a 省分), its parent (existing, or on an earlier line) and the
 * code of its province's administrative area (a 地市's is its 省分's); an area not yet known needs its
 * name and is registered. An existing code is renamed, moved or re-areaed, never changes level.
 */
export const planOrgImport = (input: {
  csv: string;
  orgs: readonly TExistingOrg[];
  areaCodes: ReadonlySet<string>;
  scope: { orgCodes: ReadonlySet<string> };
}): TOrgImportPlan => {
  const plan: TOrgImportPlan = { errors: [], inserts: [], updates: [], areas: [] };
  const lines = parseCsv(input.csv);
  const header = (lines[0] ?? []).map((cell) => cell.trim());
  if (ORG_IMPORT_COLUMNS.some((column, index) => header[index] !== column)) {
    plan.errors.push({ line: 1, message: `表头应为：${ORG_IMPORT_COLUMNS.join(',')}` });
    return plan;
  }
  if (lines.length - 1 > ORG_IMPORT_MAX_LINES) {
    plan.errors.push({ line: ORG_IMPORT_MAX_LINES + 2, message: `一次最多导入 ${ORG_IMPORT_MAX_LINES} 行` });
    return plan;
  }
  const existing = new Map(input.orgs.map((org) => [org.code, org]));
  // The tree as the import leaves it, line by line: later lines see earlier ones.
  const after = new Map<
    string,
    { name: string; level: number; provAdmCode: string | null; enabled: boolean }
  >(input.orgs.map((org) => [org.code, org]));
  const inScope = new Set(input.scope.orgCodes);
  const areaCodes = new Set(input.areaCodes);
  const seen = new Set<string>();
  lines.slice(1).forEach((cells, index) => {
    const line = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    const [code = '', name = '', levelText = '', parentCode = '', areaCode = '', areaName = ''] = cells.map(
      (cell) => cell.trim(),
    );
    const fail = (message: string) => plan.errors.push({ line, message });
    if (!CODE.test(code)) return fail(`单位编码“${code}”应为 1–32 位字母、数字、_ 或 -`);
    if (seen.has(code)) return fail(`单位编码“${code}”在文件中重复`);
    seen.add(code);
    if (!name || name.length > 100 || hasControlCharacter(name))
      return fail('单位名称应为 1–100 个字符，不含控制字符');
    const level = LEVELS[levelText];
    if (level === undefined)
      return fail(
        levelText === '1' || levelText === '总部'
          ? '总部只能有一个，由 create-admin 创建，不能导入'
          : `层级“${levelText}”应为 2（省分）或 3（地市）`,
      );
    const parent = after.get(parentCode);
    if (!parent) return fail(`上级单位“${parentCode}”不存在（须已存在或在本行之前）`);
    if (parent.level !== level - 1) return fail(level === 2 ? '省分的上级须为总部' : '地市的上级须为省分');
    if (!parent.enabled) return fail(`上级单位“${parentCode}”已停用，不能在其下导入单位`);
    const place = mayPlaceOrgUnder({ orgCodes: inScope }, parentCode);
    if (!place.allowed) return fail(place.message ?? '');
    if (!AREA_CODE.test(areaCode)) return fail(`省份区划代码“${areaCode}”应为 6 位数字`);
    if (level === 3 && parent.provAdmCode !== areaCode)
      return fail(`地市的省份区划代码须与上级省分相同（${parent.provAdmCode ?? '未设置'}）`);
    if (!areaCodes.has(areaCode)) {
      if (!areaName || areaName.length > 50 || hasControlCharacter(areaName))
        return fail(`省份区划代码“${areaCode}”尚未登记，请填写省份名称`);
      areaCodes.add(areaCode);
      plan.areas.push({ code: areaCode, name: areaName });
    }
    const current = existing.get(code);
    if (current) {
      const change = mayChangeOrg(input.scope, current);
      if (!change.allowed) return fail(change.message ?? '');
      if (current.level !== level) return fail(`已有单位“${code}”的层级不能修改`);
      plan.updates.push({ code, name, parentCode, provAdmCode: areaCode, renamed: current.name !== name });
    } else {
      plan.inserts.push({ code, name, level, parentCode, provAdmCode: areaCode, sort: line });
    }
    after.set(code, { name, level, provAdmCode: areaCode, enabled: current?.enabled ?? true });
    inScope.add(code);
  });
  return plan;
};
