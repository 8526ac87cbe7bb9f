import { describe, expect, it } from 'vitest';
import { adminMessages as messages } from './messages.js';
import { mayEditDictionary, mayEditDownloadEntry } from './national-settings-policy.js';

// demo_admin at 总部 (01) reaches every org; demo_admin_js at 江苏 (02) reaches 02 and its city 03.
const HQ = { orgCodes: new Set(['01', '02', '03', '04']), manageSuppliers: true };
const JIANGSU = { orgCodes: new Set(['02', '03']), manageSuppliers: false };

const ALLOWED = { allowed: true };
const forbidden = (message: string) => ({ allowed: false, code: 'forbidden', message });

describe('national settings policy', () => {
  it.each([
    { case: '总部', scope: HQ, expected: ALLOWED },
    { case: 'Jiangsu', scope: JIANGSU, expected: forbidden(messages.dictionaryNational) },
  ])('dictionary groups: $case', ({ scope, expected }) => {
    expect(mayEditDictionary(scope)).toEqual(expected);
  });

  it.each([
    { case: '总部, a national file', scope: HQ, orgCode: null, expected: ALLOWED },
    { case: '总部, a Jiangsu file', scope: HQ, orgCode: '02', expected: ALLOWED },
    {
      case: 'Jiangsu, a national file',
      scope: JIANGSU,
      orgCode: null,
      expected: forbidden(messages.downloadNational),
    },
    { case: 'Jiangsu, its own file', scope: JIANGSU, orgCode: '02', expected: ALLOWED },
    { case: 'Jiangsu, its city’s file', scope: JIANGSU, orgCode: '03', expected: ALLOWED },
    {
      case: 'Jiangsu, another province’s file',
      scope: JIANGSU,
      orgCode: '04',
      expected: forbidden(messages.downloadOutsideScope),
    },
  ])('download files: $case', ({ scope, orgCode, expected }) => {
    expect(mayEditDownloadEntry(scope, { orgCode })).toEqual(expected);
  });
});
