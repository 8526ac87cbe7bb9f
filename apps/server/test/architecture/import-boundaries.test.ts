import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({
  cwd: REPOSITORY_ROOT,
  overrideConfig: {
    // The server's type-aware rules ask the TypeScript project for each file; fixtures exist only as
    // text, so they get the default project instead.
    files: ['apps/server/src/**/*-fixture.ts'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            'apps/server/src/*-fixture.ts',
            'apps/server/src/*/*-fixture.ts',
            'apps/server/src/modules/*/*-fixture.ts',
          ],
        },
      },
    },
  },
});

/**
 * Lints `code` as if it were the file at `filePath` (the file need not exist; what it imports does)
 * and returns the messages of `ruleId`, failing on a parse error (which would hide every rule).
 */
const ruleErrors = async (ruleId: string, filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPOSITORY_ROOT, filePath) });
  const messages = result?.messages ?? [];
  expect(messages.filter((message) => message.fatal)).toEqual([]);
  return messages.filter((message) => message.ruleId === ruleId).map((message) => message.message);
};

/**
 * The boundary rule's messages. A resolver that cannot resolve an import makes the zones pass
 * silently, which is what these fixtures catch.
 */
const boundaryErrors = (filePath: string, code: string) =>
  ruleErrors('import-x/no-restricted-paths', filePath, code);

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

  it('refuse the demo data touching a table, and allow a module front door', async () => {
    const fixture = 'apps/server/src/demo-data/boundary-fixture.ts';
    expect(await boundaryErrors(fixture, "export { suppliers } from '../db/schema/index.js';\n")).toEqual([
      expect.stringContaining('模块入口'),
    ]);
    expect(
      await boundaryErrors(fixture, "export { addSuppliers } from '../modules/suppliers/index.js';\n"),
    ).toEqual([]);
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

describe('file names (eslint.config.js)', () => {
  const fileNameErrors = (filePath: string) =>
    ruleErrors('check-file/filename-naming-convention', filePath, 'export const fixture = 1;\n');

  it('refuse a camelCase file name and accept kebab-case with middle extensions', async () => {
    expect(await fileNameErrors('apps/web/app/lib/camelCaseFixture.ts')).toEqual([
      expect.stringContaining('KEBAB_CASE'),
    ]);
    expect(await fileNameErrors('apps/server/src/lib/noticeList-fixture.ts')).toHaveLength(1);
    expect(await fileNameErrors('apps/web/app/lib/name-fixture.test.ts')).toEqual([]);
    expect(await fileNameErrors('apps/web/app/entry.client.tsx')).toEqual([]);
  });
});

describe('promises on the server (eslint.config.js, type-aware)', () => {
  const fixture = 'apps/server/src/modules/notices/promise-fixture.ts';
  const later = 'const later = async () => 1;\n';

  it('refuse a promise nobody awaits, and accept it awaited or marked as intended', async () => {
    expect(
      await ruleErrors('@typescript-eslint/no-floating-promises', fixture, `${later}later();\n`),
    ).toHaveLength(1);
    expect(
      await ruleErrors(
        '@typescript-eslint/no-floating-promises',
        fixture,
        `${later}await later();\nvoid later();\n`,
      ),
    ).toEqual([]);
  });

  it('refuse a promise-returning function where a callback returns nothing', async () => {
    expect(
      await ruleErrors('@typescript-eslint/no-misused-promises', fixture, `${later}setTimeout(later, 1);\n`),
    ).toHaveLength(1);
  });
});
