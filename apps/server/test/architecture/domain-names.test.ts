import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One word per domain in every layer: the server's module folders are the canonical names, and the
 * contract's folders and the web's feature folders use the same words, so a newcomer finds a domain's
 * schemas, handlers and screens under one name.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const CONTRACT = path.join(ROOT, 'packages/contract/src');
const MODULES = path.join(ROOT, 'apps/server/src/modules');
const FEATURES = path.join(ROOT, 'apps/web/app/features');

const foldersIn = (folder: string) =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const sourceFilesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));

/** Contract folders that belong to no one domain: every endpoint of every module uses them. */
const CROSS_CUTTING_CONTRACT = new Set([
  // defineEndpoint, the envelope, shared field rules and the spec's constants.
  'common',
  // The permission keys and the browser-session shape every endpoint's `access` refers to.
  'access',
]);

/** Web features that call no endpoint of their own, so no server module could lend them a name. */
const SERVERLESS_FEATURES = new Set([
  // The front page's static furniture (banner, quick links, company introduction, customer service);
  // its notice boxes come from features/notices.
  'home',
]);

const serverModules = new Set(foldersIn(MODULES));

describe('one name per domain in contract, server and web', () => {
  it('names every contract folder after a server module', () => {
    const strays = foldersIn(CONTRACT).filter(
      (folder) => !CROSS_CUTTING_CONTRACT.has(folder) && !serverModules.has(folder),
    );
    expect(strays).toEqual([]);
  });

  it('names every web feature folder after a server module', () => {
    const strays = foldersIn(FEATURES).filter(
      (folder) => !SERVERLESS_FEATURES.has(folder) && !serverModules.has(folder),
    );
    expect(strays).toEqual([]);
  });

  it('keeps the features without a server module free of endpoint calls', () => {
    for (const feature of SERVERLESS_FEATURES) {
      expect(foldersIn(path.join(FEATURES, feature))).not.toContain('api');
    }
  });

  it('binds each endpoint in the module named like the contract folder that defines it', () => {
    const definedIn = new Map<string, string>();
    for (const file of sourceFilesUnder(CONTRACT)) {
      const folder = path.relative(CONTRACT, file).split(path.sep)[0] ?? '';
      for (const [, name] of readFileSync(file, 'utf8').matchAll(/export const (\w+) = define\w*\(/g)) {
        definedIn.set(name ?? '', folder);
      }
    }
    const misplaced: string[] = [];
    let bound = 0;
    for (const module of serverModules) {
      for (const file of sourceFilesUnder(path.join(MODULES, module))) {
        const source = readFileSync(file, 'utf8');
        // An endpoint imported under another name (`querySecurityLog as querySecurityLogEndpoint`).
        const importedAs = new Map(
          [...source.matchAll(/\b(\w+) as (\w+)\b/g)].map(([, name, alias]) => [alias, name]),
        );
        for (const [, local = ''] of source.matchAll(/bindEndpoint\(\s*(\w+)/g)) {
          bound += 1;
          const name = importedAs.get(local) ?? local;
          const folder = definedIn.get(name);
          if (folder !== module) misplaced.push(`${name} bound in modules/${module}, defined in ${folder}/`);
        }
      }
    }
    // Guards the patterns themselves: a rename of bindEndpoint or defineEndpoint must not empty the check.
    expect(bound).toBeGreaterThan(100);
    expect(misplaced).toEqual([]);
  });
});
