/**
 * The server `npm run bench` measures, in a process of its own so the load generator never shares its
 * thread: the real app on the benchmark database plus bench-only routes (bare routes to compare with,
 * raw SQL timings, a notice-change trigger). Prints `BENCH_SERVER_READY <port>` once listening.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { and, desc, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { benchLogger, closeOnSigterm, openBenchDatabase } from './bench-database.js';
import { isDatabaseEmpty, type TDatabaseHandle } from '../src/db/database.js';
import { notices } from '../src/db/schema/index.js';
import { seedDemoData } from '../src/demo-data/seed-demo-data.js';
import { ensureBenchAttachmentTexts } from './full-text-corpus.js';
import { addFullTextBenchRoutes } from './full-text-routes.js';
import { noticeFilterConditions } from '../src/modules/notices/notice-filters.js';
import { countMatchingNotices, countNotices } from '../src/modules/notices/notice-totals.js';
import { discoverTitlePhrases, installTitlePhrases } from '../src/modules/notices/title-phrases.js';

const { values: args } = parseArgs({
  options: {
    kind: { type: 'string' },
    notices: { type: 'string' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    'database-name': { type: 'string' },
    /** The full-text bench's corpus: every notice also gets an attachment with text (full-text-corpus.ts). */
    'full-text': { type: 'boolean', default: false },
  },
});
const noticeCount = Number(args.notices);
const log = benchLogger('bench server');

const ensureSeeded = async (database: TDatabaseHandle, store: Parameters<typeof seedDemoData>[1]) => {
  if (!(await isDatabaseEmpty(database.db))) return;
  log(`seeding ${noticeCount} notices on ${database.kind} (reused by later runs)…`);
  const started = performance.now();
  // A bench database is this process's alone: its notices are bulk loaded.
  await seedDemoData(database.db, store, {
    noticeCount,
    exclusive: true,
    onProgress: (inserted) => {
      if (inserted % 100_000 === 0) log(`  ${inserted} notices`);
    },
  });
  await database.db.execute(sql`VACUUM ANALYZE`);
  log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The SQL a list or search page runs, timed directly on the database: the page of 20, the exact total
 * as the server reads it (term counts where they can tell) and the same total by counting matches.
 */
const rawSqlMs = async (database: TDatabaseHandle, keyword: string | undefined) => {
  const filter = {
    current: 1,
    size: 20,
    ...(keyword ? { noticeTitle: keyword } : { purchaseNoticeType: ['2'] }),
  };
  const viewer = { loggedIn: false };
  const where = and(...noticeFilterConditions(filter, viewer));
  const timeOf = async (run: () => Promise<unknown>) => {
    const samples: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      const started = performance.now();
      await run();
      samples.push(performance.now() - started);
    }
    return median(samples);
  };
  const page = await timeOf(() =>
    database.db
      .select({ id: notices.id })
      .from(notices)
      .where(where)
      .orderBy(sql`${notices.publishedAt} DESC NULLS LAST`, desc(notices.id))
      .limit(20),
  );
  const total = await timeOf(() => countMatchingNotices(database.db, filter, viewer));
  const counted = await timeOf(() => countNotices(database.db, where));
  return { page, total, counted };
};

const openStarted = performance.now();
const { database, store, release } = await openBenchDatabase({
  kind: args.kind,
  label: args['full-text'] ? `ft-${noticeCount}` : String(noticeCount),
  dataDir: args['data-dir'],
  databaseUrl: args['database-url'],
  databaseName: args['database-name'] ?? `supportal_bench_${noticeCount}`,
});
log(`opened (migrations, first title phrases) in ${((performance.now() - openStarted) / 1000).toFixed(1)} s`);
await ensureSeeded(database, store);
let handover = '';
if (args['full-text']) {
  const { added, seconds } = await ensureBenchAttachmentTexts(database.db, log);
  if (added > 0) {
    await database.db.execute(sql`VACUUM ANALYZE`);
    handover = `Bulk indexing of the attachment text: ${added} files in ${seconds.toFixed(0)} s (${(added / seconds).toFixed(0)} files/s).`;
  } else handover = 'Corpus reused from an earlier run.';
  log(handover);
}
// What a server does when it starts on these notices (first phrases) and shortly after (a discovery
// pass), done before anything is measured.
const secondsSince = (started: number) => ((performance.now() - started) / 1000).toFixed(1);
const installStarted = performance.now();
const installedPhrases = await installTitlePhrases(database.db);
log(`first common title phrases: ${installedPhrases} in ${secondsSince(installStarted)} s`);
const discoveryStarted = performance.now();
const discoveredPhrases = await discoverTitlePhrases(database.db);
log(`title phrase discovery: ${discoveredPhrases.length} added in ${secondsSince(discoveryStarted)} s`);
const app = await buildApp({
  config: { logLevel: 'warn', pageCacheTtlMs: 0, validateResponses: false },
  database,
  fileStore: store,
  titlePhraseDiscoveryMs: 0,
});
const tinyAnswer = async () => ({ resultStat: '000', resultMsg: '操作成功', data: null });
app.get('/supportal/bench/bare', tinyAnswer);
// Same method and JSON body as the list call, nothing else: what Fastify itself costs for such a call.
app.post('/supportal/bench/bare', tinyAnswer);
let listSizedAnswer = '';
app.get('/supportal/bench/bare-list-sized', async (_request, reply) =>
  reply.type('application/json').send(listSizedAnswer),
);
app.post('/supportal/bench/notices-changed', async () => {
  await app.noticesChanged();
  // Queued queries of the previous load finish first (PGlite runs one at a time).
  await database.db.execute(sql`SELECT 1`);
  return { ok: true };
});
if (args['full-text']) addFullTextBenchRoutes(app, database.db);
app.get<{ Querystring: { keyword?: string } }>('/supportal/bench/raw-sql', async (request) =>
  rawSqlMs(database, request.query.keyword || undefined),
);
// The same bytes as a list answer, uncompressed, from a bare route: what sending them costs by itself.
listSizedAnswer = (
  await app.inject({
    method: 'POST',
    url: '/supportal/v1/obp-notice/query-notice',
    payload: { purchaseNoticeType: '2', current: 1, size: 20 },
  })
).payload;
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`BENCH_SERVER_READY ${typeof address === 'object' && address ? address.port : 0} ${handover}`);

closeOnSigterm(app, { database, release });
