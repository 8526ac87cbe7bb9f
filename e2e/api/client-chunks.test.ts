import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
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
});
