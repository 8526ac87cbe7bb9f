import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTempDirs } from '../support/own-server.js';
import { MIGRATE_ENTRY, runServerToExit } from '../support/server-process.js';

const JOURNAL = new URL('../../apps/server/src/db/migrations/meta/_journal.json', import.meta.url);
/** A new PGlite data directory (initdb) and every migration, on a busy 2-core machine. */
const MIGRATE_MS = 180_000;

/** `npm run db:migrate`: migrations as a step of their own, before the server starts. */
describe('db:migrate', () => {
  const dirs = useTempDirs('migrate');
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await dirs.create();
  });

  it(
    'migrates a new database naming each migration, then finds nothing to do the second time',
    async () => {
      const { entries } = JSON.parse(await readFile(JOURNAL, 'utf8')) as { entries: { tag: string }[] };
      const first = await runServerToExit({ DATA_DIR: dataDir }, MIGRATE_MS, [MIGRATE_ENTRY]);
      expect(first.code, first.output).toBe(0);
      for (const { tag } of entries) expect(first.output).toContain(`执行迁移 ${tag}`);
      expect(first.output).toContain(`已执行 ${entries.length} 个迁移`);
      expect(first.output).toContain('数据库已就绪');

      const second = await runServerToExit({ DATA_DIR: dataDir }, MIGRATE_MS, [MIGRATE_ENTRY]);
      expect(second.code, second.output).toBe(0);
      expect(second.output).toContain('没有要执行的迁移');
      expect(second.output).not.toContain('执行迁移 ');
    },
    MIGRATE_MS * 2,
  );
});
