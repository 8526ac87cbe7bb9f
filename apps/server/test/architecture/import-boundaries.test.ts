import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: REPOSITORY_ROOT });

/**
 * Lints `code` as if it were the file at `filePath` (the file need not exist; what it imports does)
 * and returns the boundary rule's messages. A resolver that cannot resolve an import makes the zones
 * pass silently, which is what these fixtures catch.
 */
const boundaryErrors = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPOSITORY_ROOT, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
};

describe('import boundaries (eslint.config.js)', () => {
  it('refuse a server module reaching into another module, and allow its front door', async () => {
    const fixture = 'apps/server/src/modules/notices/boundary-fixture.ts';
    expect(
      await boundaryErrors(fixture, "export { createLocalFileStore } from '../files/file-store.js';\n"),
    ).toEqual([expect.stringContaining('modules/files/index.ts')]);
    expect(
      await boundaryErrors(fixture, "export { createLocalFileStore } from '../files/index.js';\n"),
    ).toEqual([]);
  });

  it('refuse the app, db and lib reaching into a module, and db reaching a module at all', async () => {
    expect(
      await boundaryErrors(
        'apps/server/src/boundary-fixture.ts',
        "export { titleGrams } from './modules/notices/title-grams.js';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'apps/server/src/db/boundary-fixture.ts',
        "export { titleGrams } from '../modules/notices/index.js';\n",
      ),
    ).toEqual([expect.stringContaining('基础层')]);
  });

  it('refuse a web feature importing another feature, and a route area another area', async () => {
    expect(
      await boundaryErrors(
        'apps/web/app/features/notices/boundary-fixture.ts',
        "export { fileMessages } from '../files/messages';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'apps/web/app/routes/admin/boundary-fixture.tsx',
        "export { default } from '../public/not-found';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'apps/web/app/lib/boundary-fixture.ts',
        "export { fileMessages } from '../features/files/messages';\n",
      ),
    ).toHaveLength(1);
  });
});
