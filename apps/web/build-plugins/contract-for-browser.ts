import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/** The contract's call builders (`contractArea` in packages/contract/src/common/endpoint.ts). */
const ENDPOINT_BUILDERS = new Set(['defineEndpoint', 'defineDownload', 'defineUpload']);
/**
 * All the browser reads of a call's options: method and path lead the call, and `prefix` mounts the
 * path. Schemas, summary and access (the server's and the OpenAPI document's) are left out.
 */
const BROWSER_KEYS = new Set(['prefix']);
/** Initialisers with nothing to evaluate, left as they are. */
const INERT_INITIALISERS = new Set([
  'Literal',
  'Identifier',
  'ArrowFunctionExpression',
  'FunctionExpression',
]);

type TNode = { type: string; start: number; end: number; [key: string]: unknown };

const isContractSource = (id: string) =>
  /[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id) && !/\.test\.ts$/.test(id.split('?')[0] ?? '');

/**
 * Rewrites one contract module for the browser:
 * - a call built with defineEndpoint/defineDownload/defineUpload keeps its method and path only (its
 *   schemas, summary and access become undefined);
 * - every other top-level constant is marked pure, so the bundler drops the ones no page uses.
 * Schemas a page does use (a filter parsed from the address, the error envelope) stay as they are.
 * Returns null when the module has nothing to rewrite.
 */
export const contractModuleForBrowser = (
  code: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null => {
  const program = parseAst(code) as unknown as { body: TNode[] };
  const out = new MagicString(code);

  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as TNode | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as TNode[]) {
      const init = declarator.init as TNode | null;
      if (!init || INERT_INITIALISERS.has(init.type)) continue;
      if (isEndpointBuilderCall(init)) keepBrowserKeys(init, out);
      out.prependRight(init.start, '/* @__PURE__ */ (() => (');
      out.appendLeft(init.end, '))()');
    }
  }
  if (!out.hasChanged()) return null;
  return { code: out.toString(), map: out.generateMap({ hires: 'boundary' }) };
};

const isEndpointBuilderCall = (node: TNode) => {
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee as TNode;
  return callee.type === 'Identifier' && ENDPOINT_BUILDERS.has(callee.name as string);
};

const keepBrowserKeys = (call: TNode, out: MagicString) => {
  // The options come last, after the method and the path.
  const options = (call.arguments as TNode[]).at(-1);
  if (options?.type !== 'ObjectExpression') return;
  for (const property of options.properties as TNode[]) {
    if (property.type !== 'Property' || property.computed) continue;
    const key = property.key as TNode;
    if (key.type !== 'Identifier' || BROWSER_KEYS.has(key.name as string)) continue;
    out.overwrite(property.start, property.end, `${key.name as string}: undefined`);
  }
};

/**
 * The browser build of the contract: the pages send method and path and let the server validate, so
 * the zod schemas of the calls are not built on a phone at page load (~460 ms at 4× on the home page).
 * The server-side render keeps the whole contract.
 */
export const contractForBrowser = (): Plugin => ({
  name: 'supportal:contract-for-browser',
  applyToEnvironment: (environment) => environment.name === 'client',
  transform(code, id) {
    return isContractSource(id) ? contractModuleForBrowser(code) : null;
  },
});
