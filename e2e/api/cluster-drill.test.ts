import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testDatabaseServer } from '../support/postgres.js';

const HAPROXY = '/usr/sbin/haproxy';
const serverDir = fileURLToPath(new URL('../../apps/server', import.meta.url));
const redisUrl = process.env.TEST_REDIS_URL;
/** Three instances start and read the demo attachments, one restarts, one is killed and started again, on a busy 2-core machine. */
const WHOLE_RUN_MS = 600_000;

/**
 * The short cluster drill (`npm run drill:cluster` with a low rate, one SIGTERM restart, one kill -9 of
 * an instance holding a job lease, and the cut listener): correctness lines as in the full drill,
 * latency, visibility and take-over bars loosened
 * for a machine busy with the rest of the suite (the full run's figures are in docs/benchmarks.md).
 */
describe.runIf(testDatabaseServer && redisUrl && existsSync(HAPROXY))('the short cluster drill', () => {
  it(
    'fails no read or write, duplicates nothing, and shows changes and files on every instance',
    async () => {
      const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
        execFile(
          process.execPath,
          [
            '--import',
            'tsx',
            'bench/cluster-drill.ts',
            ...['--rate', '6', '--duration', '40', '--restarts', '1', '--kills', '1', '--notices', '60'],
            ...['--p99-steady-ms', '3000', '--p99-events-ms', '5000', '--visible-within-ms', '3000'],
            ...['--lease-taken-over-ms', '60000'],
            ...['--database-url', testDatabaseServer ?? '', '--redis-url', redisUrl ?? ''],
          ],
          { cwd: serverDir, timeout: WHOLE_RUN_MS - 10_000, maxBuffer: 4 * 1024 * 1024 },
          (error, stdout, stderr) =>
            resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
        );
      });
      const failedLines = output.split('\n').filter((line) => line.includes('| 未通过 |'));
      expect(failedLines).toEqual([]);
      expect(output).toContain('| 读：0 失败');
      expect(output).toMatch(/kill -9 app\d（持有 [1-9]\d* 个附件的租约）/);
      expect(output).toMatch(/\| 被杀实例持有的租约 60 s 内由他处完成，无一重复 \| 通过 \| [1-9]\d* 个附件/);
      expect(output).toContain('切断后：经 app3 的修改');
      expect(code).toBe(0);
    },
    WHOLE_RUN_MS,
  );
});
