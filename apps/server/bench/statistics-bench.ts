/**
 * 统计分析 in `npm run bench`: every statistics call timed one after another through the app (session,
 * access check, handler, answer) as staff_hq (every unit) and staff_prov (江苏), over the last 12 and
 * the last 36 months, on the notices benchmark's database (seeded at `--notices` when it is empty).
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  queryAlertStatistics,
  queryApprovalStatistics,
  queryNoticeStatistics,
  querySearchMisses,
  querySupplierStatistics,
} from '@supportal/contract';
import { count, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { isDatabaseEmpty, type TDatabase } from '../src/db/database.js';
import { executeRows } from '../src/db/execute-rows.js';
import { noticeMonthCounts, notices } from '../src/db/schema/index.js';
import { seedDemoData } from '../src/demo-data/seed-demo-data.js';
import { installShippedMenu } from '../src/modules/users/index.js';
import { BENCH_APP_OPTIONS, benchLogIn, openBenchDatabase } from './bench-database.js';
import { percentile } from './percentile.js';

type TOptions = {
  kinds: readonly ('pglite' | 'postgres')[];
  notices: number;
  /** Notices the demo generator writes; the rest up to `notices` are copies of them (copyNotices). */
  generatedNotices: number;
  dataDir: string;
  databaseUrl: string;
  databaseName: string | undefined;
  log: (message: string) => void;
};

const CALLS = [
  queryNoticeStatistics,
  queryApprovalStatistics,
  querySupplierStatistics,
  queryAlertStatistics,
  querySearchMisses,
];
const WARM_UP = 5;
const SAMPLES = 40;

/** Copies per INSERT … SELECT: one statement, so the statement-level count triggers run once for them. */
const COPY_BATCH = 20_000;

/**
 * Fills the notices table up to `total` with copies of the generated notices, published at other
 * times of the last three years. The statistics read the monthly counts that the insert trigger of
 * migration 0031 keeps, and copies go through that trigger (and the title-term one) as written notices
 * do: a million notices in minutes, where the generator takes hours. The copies have no text chunks
 * (full-text search does not find them) and no attachments, which no statistic reads.
 */
const copyNotices = async (db: TDatabase, total: number, log: (message: string) => void) => {
  const columns = await executeRows<{ name: string }>(
    db,
    sql`SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'notices'
          AND column_name NOT IN ('id', 'published_at') ORDER BY ordinal_position`,
  );
  const list = sql.raw(columns.map((column) => `"${column.name}"`).join(', '));
  const [generated] = await db.select({ rows: count() }).from(notices);
  const originals = generated?.rows ?? 0;
  for (let have = originals; have < total;) {
    const rows = Math.min(COPY_BATCH, originals, total - have);
    await db.execute(sql`
      INSERT INTO "notices" (${list}, "published_at")
      SELECT ${list}, CASE WHEN "published_at" IS NOT NULL THEN now() - random() * interval '1095 days' END
      FROM "notices" WHERE "id" IN (SELECT "id" FROM "notices" ORDER BY "id" LIMIT ${rows})`);
    have += rows;
    log(`${have} notices`);
  }
};

const monthsBack = (months: number) => {
  const china = new Date(Date.now() + 8 * 3600_000);
  const to = china.toISOString().slice(0, 7);
  const from = new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth() - (months - 1), 1));
  return { fromMonth: from.toISOString().slice(0, 7), toMonth: to };
};

export const benchStatistics = async (options: TOptions): Promise<string[]> => {
  const lines = [
    '## 统计分析 calls',
    '',
    `Produced by \`npm run bench -- --only statistics --notices ${options.notices}${
      options.generatedNotices < options.notices ? ` --generated-notices ${options.generatedNotices}` : ''
    }\` on ${new Date().toISOString().slice(0, 10)}${
      options.generatedNotices < options.notices
        ? ` (${options.generatedNotices} notices from the demo generator, the rest copies of them published at other times of the last three years, through the same insert triggers; the copies have no text chunks, which no statistic reads)`
        : ''
    }, load average (1 min) ${loadavg()[0]?.toFixed(1)} at its start: each call ${SAMPLES} times in a row through the app ` +
      `(\`inject\`: session, access check, handler, answer; no network) after ${WARM_UP} unmeasured, as ` +
      'staff_hq (every unit) and staff_prov (江苏省分公司 and its cities). The notice chart reads the monthly ' +
      'counts kept by triggers (`notice_month_counts`, migration 0031), whose size depends on months × ' +
      'units × types, not on the number of notices.',
    '',
  ];
  for (const kind of options.kinds) {
    const label =
      options.generatedNotices < options.notices
        ? `${options.notices}-copied-from-${options.generatedNotices}`
        : String(options.notices);
    const { database, store, release } = await openBenchDatabase({
      kind,
      label,
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      databaseName: options.databaseName ?? `supportal_bench_${label.replaceAll('-', '_')}`,
      // The roles' menus only: counting title phrases and indexing the text of copied notices at
      // start-up would take hours at a million, and no statistic reads either.
      installers: [installShippedMenu],
    });
    if (await isDatabaseEmpty(database.db)) {
      options.log(`seeding ${options.generatedNotices} notices on ${kind} for the statistics bench…`);
      await seedDemoData(database.db, store, { noticeCount: options.generatedNotices, exclusive: true });
      await copyNotices(database.db, options.notices, options.log);
      await database.db.execute(sql`VACUUM ANALYZE`);
    }
    const app = await buildApp({
      ...BENCH_APP_OPTIONS,
      database,
      fileStore: store,
      noticePublishSweepMs: 0,
      noticeExpirySweepMs: 0,
      titlePhraseDiscoveryMs: 0,
      keywordSearchSweepMs: 0,
    });
    const [noticeTotal] = await database.db.select({ rows: count() }).from(notices);
    const [countRows] = await database.db.select({ rows: count() }).from(noticeMonthCounts);
    lines.push(
      `### ${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}`,
      '',
      `${noticeTotal?.rows ?? 0} notices, ${countRows?.rows ?? 0} rows of monthly counts.`,
      '',
      '| Call | Caller | Period | p50 ms | p90 ms |',
      '| ---- | ------ | ------ | -----: | -----: |',
    );
    for (const userName of ['staff_hq', 'staff_prov']) {
      const authorization = await benchLogIn(app, userName);
      for (const months of [12, 36]) {
        const period = monthsBack(months);
        for (const endpoint of CALLS) {
          const samples: number[] = [];
          for (let run = 0; run < WARM_UP + SAMPLES; run += 1) {
            const started = performance.now();
            const response = await app.inject({
              method: 'POST',
              url: endpoint.path,
              headers: { authorization },
              payload: period,
            });
            if (response.statusCode !== 200) throw new Error(`${endpoint.path}: ${response.body}`);
            if (run >= WARM_UP) samples.push(performance.now() - started);
          }
          const row = `| \`${endpoint.path.replace('/supportal/v1/statistics/', '')}\` | ${userName} | ${months} months | ${percentile(samples, 0.5).toFixed(1)} | ${percentile(samples, 0.9).toFixed(1)} |`;
          options.log(row);
          lines.push(row);
        }
      }
    }
    lines.push('');
    await app.close();
    await database.close();
    await release();
  }
  return lines;
};
