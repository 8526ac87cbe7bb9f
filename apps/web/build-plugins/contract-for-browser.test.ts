import { describe, expect, it } from 'vitest';
import { contractModuleForBrowser } from './contract-for-browser.js';

/** Evaluates a transformed module (no imports) and returns its exports. */
const evaluate = async (code: string) =>
  (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>;

const MODULE = `
let built = 0;
const schema = (name) => { built += 1; return { name }; };
const defineEndpoint = (method, path, options) => ({ ...options, method, tag: 'records', path: (options.prefix ?? '/v1') + path });
export const ZRecord = schema('record');
export const ZQuery = schema('query');
export const LABELS = { a: '甲' };
export const queryRecords = defineEndpoint('GET', '/records', {
  summary: '记录',
  access: 'session',
  query: ZQuery,
  data: ZRecord,
});
export const builtCount = () => built;
`;

describe('contractModuleForBrowser', () => {
  it('keeps a call’s method and path and leaves out its schemas, summary and access', async () => {
    const transformed = contractModuleForBrowser(MODULE);
    const exported = await evaluate(transformed?.code ?? '');
    expect(exported.queryRecords).toEqual({
      method: 'GET',
      path: '/v1/records',
      summary: undefined,
      tag: 'records',
      access: undefined,
      query: undefined,
      data: undefined,
    });
    // Schemas a page imports itself are still built, as they were.
    expect(exported.ZQuery).toEqual({ name: 'query' });
  });

  it('marks every computed constant pure, so the bundler can drop the ones no page imports', () => {
    const code = contractModuleForBrowser(MODULE)?.code ?? '';
    expect(code).toContain("export const ZRecord = /* @__PURE__ */ (() => (schema('record')))();");
    expect(code).toContain('export const LABELS = /* @__PURE__ */');
    // Functions and literals have nothing to evaluate and are left alone.
    expect(code).toContain('const schema = (name) =>');
    expect(code).toContain('let built = 0;');
  });

  it('leaves a module with nothing to rewrite untouched', () => {
    expect(
      contractModuleForBrowser("export const PREFIX = '/v1';\nexport const id = (x) => x;\n"),
    ).toBeNull();
  });
});
