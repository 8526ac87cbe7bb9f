import { describe, expect, it } from 'vitest';
import { openWhenReachable } from './start-retry.js';

const pgliteAbort = () =>
  Object.assign(new Error('Aborted(). Build with -sASSERTIONS'), { name: 'RuntimeError' });

/** An open that fails with the given errors, in order, then succeeds. */
const failingOpen = (errors: unknown[]) => {
  let attempts = 0;
  return {
    open: async () => {
      attempts += 1;
      const error = errors[attempts - 1];
      if (error) throw error;
      return 'running';
    },
    attempts: () => attempts,
  };
};

describe('openWhenReachable', () => {
  it('says the disk is full, names the data directory, and keeps trying until it opens', async () => {
    const lines: string[] = [];
    const waits: number[] = [];
    const { open, attempts } = failingOpen([pgliteAbort(), pgliteAbort()]);
    const running = await openWhenReachable(open, {
      dataDir: '/srv/portal/data',
      statfs: async () => ({ bavail: 0, bsize: 4096 }),
      sleep: async (ms) => {
        waits.push(ms);
      },
      warn: (line) => lines.push(line),
    });
    expect(running).toBe('running');
    expect(attempts()).toBe(3);
    expect(waits).toEqual([1_000, 2_000]);
    expect(lines).toEqual([
      '磁盘空间不足：数据目录 /srv/portal/data 所在磁盘仅剩 0 B，请清理磁盘或扩容；1 秒后重试…',
      '磁盘空间不足：数据目录 /srv/portal/data 所在磁盘仅剩 0 B，请清理磁盘或扩容；2 秒后重试…',
    ]);
  });

  it('retries an unreachable database and gives up on any other fault at once', async () => {
    const lines: string[] = [];
    const options = {
      dataDir: '/data',
      statfs: async () => ({ bavail: 1_000_000, bsize: 4096 }),
      sleep: async () => undefined,
      warn: (line: string) => lines.push(line),
    };
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const outage = failingOpen([new Error('Failed query', { cause: refused })]);
    expect(await openWhenReachable(outage.open, options)).toBe('running');
    expect(lines).toEqual(['数据库或 Redis 暂不可达（ECONNREFUSED），1 秒后重试…']);

    const fault = failingOpen([pgliteAbort()]);
    await expect(openWhenReachable(fault.open, options)).rejects.toThrow('Aborted()');
    expect(fault.attempts()).toBe(1);
  });
});
