import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contract from '@supportal/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  SHARED_CHUNK_NAMES,
  sharedChunkPattern,
} from '../../apps/web/app/components/document/shared-chunks.js';
const ASSETS = fileURLToPath(new URL('../../apps/web/build/client/assets/', import.meta.url));

/** The chunks a built chunk imports statically, by file name. */
const importsOf = (file: string) =>
  [...readFileSync(path.join(ASSETS, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );

const builtChunks = () =>
  readdirSync(ASSETS)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, text: readFileSync(path.join(ASSETS, file), 'utf8') }));

/**
 * Every description of a schema's fields (and their fields', as OpenAPI shows them) written as a
 * sentence: a label ('联系人') or a format ('YYYY-MM-DD HH:mm:ss') is also a page's own text.
 */
const descriptionsOf = (schema: z.ZodType): string[] => {
  const found: string[] = [];
  JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }), (key, value: unknown) => {
    if (key === 'description' && typeof value === 'string' && /[，；、]/.test(value)) found.push(value);
    return value;
  });
  return found;
};

/** The built React Router manifest: each route's module and the chunks it imports, and its parent. */
const routeManifest = () => {
  const file = readdirSync(ASSETS).find((name) => /^manifest-[\da-f]+\.js$/.test(name)) ?? '';
  const text = readFileSync(path.join(ASSETS, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as {
    routes: Record<string, { module: string; imports?: string[]; parentId?: string }>;
  };
};

/** Every chunk a route loads: its own and its parents' modules with all they import. */
const chunksOfRoute = (routeId: string) => {
  const { routes } = routeManifest();
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    importsOf(file).forEach(visit);
  };
  for (let id: string | undefined = routeId; id; id = routes[id]?.parentId) {
    const route = routes[id];
    for (const url of [route?.module ?? '', ...(route?.imports ?? [])]) visit(url.replace('/assets/', ''));
  }
  return [...files];
};

const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;
const CALLS = Object.values(contract as Record<string, unknown>).filter(
  (value): value is { method: string; path: string; summary: string; [part: string]: unknown } =>
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'summary' in value,
);

describe('built client chunks', () => {
  // A page evaluates the shared chunks one task each, in this order (deferred-scripts.tsx): a chunk that
  // imported a later one would evaluate it within its own task, and a renamed group would not be
  // evaluated early at all.
  it('has every shared chunk once, each importing only the ones before it', () => {
    const files = readdirSync(ASSETS).filter((file) => file.endsWith('.js'));
    const shared = SHARED_CHUNK_NAMES.map((name) => {
      const matching = files.filter((file) => sharedChunkPattern(name).test(`/${file}`));
      expect(matching, name).toHaveLength(1);
      return matching[0] ?? '';
    });
    shared.forEach((file, position) => {
      const later = importsOf(file).filter((imported) => shared.indexOf(imported) >= position);
      expect(later, file).toEqual([]);
    });
  });

  // The pages send a call's method and path and let the server validate (the contract-for-browser build
  // plugin): building every call's zod schemas at page load cost a phone ~0.5 s on the home page.
  it('hold no call’s summary and no schema the pages do not use themselves', () => {
    const chunks = builtChunks();
    const inChunks = (text: string) =>
      chunks.filter((chunk) => chunk.text.includes(text)).map((chunk) => chunk.file);
    const usedByPages = new Set(
      [contract.ZAuditQuery, contract.ZAdminAccountQuery, contract.ZErrorEnvelope].flatMap(descriptionsOf),
    );
    const found: string[] = [];
    let checked = 0;
    for (const call of CALLS) {
      if (inChunks(call.summary).length > 0) found.push(`${call.path} summary`);
      for (const part of ['body', 'query', 'data'].map((key) => call[key]).filter(isSchema)) {
        for (const description of descriptionsOf(part).filter((text) => !usedByPages.has(text))) {
          checked += 1;
          const files = inChunks(description);
          if (files.length > 0) found.push(`${call.path}: ${description} in ${files.join(', ')}`);
        }
      }
    }
    expect(Math.min(CALLS.length, checked)).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });

  it('loads no zod schema code on the four public pages', () => {
    const withSchemas = (routeId: string) =>
      chunksOfRoute(routeId).filter((file) =>
        readFileSync(path.join(ASSETS, file), 'utf8').includes('ZodObject'),
      );
    expect(chunksOfRoute('home').length).toBeGreaterThan(20);
    expect(['home', 'notice-list', 'notice-detail', 'search'].flatMap(withSchemas)).toEqual([]);
    // The admin pages that parse their filter with a contract schema do load it.
    expect(withSchemas('admin-audit')).toHaveLength(1);
  });
});
