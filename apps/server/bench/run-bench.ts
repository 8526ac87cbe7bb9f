/**
 * `npm run bench`: a million notices on PGlite and on PostgreSQL, the notice list and the keyword
 * search measured with autocannon beside bare routes of the same server and beside the raw SQL of the
 * same query. The server runs in its own process (bench-server.ts); this process only generates load.
 * Writes docs/benchmarks.md. Load goes to 127.0.0.1 only and every run is bounded.
 */
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { format, resolveConfig } from 'prettier';
import { startBenchProcess, stopBenchProcess } from './bench-process.js';
import { loadRow, type TLoadRow } from './load-row.js';
import { benchAlerts } from './alert-bench.js';
import { benchExtraction } from './extraction-bench.js';
import { benchFullText, FULL_TEXT_SECTION } from './full-text-bench.js';
import { benchRender, RENDER_SECTION, renderSection } from './render-bench.js';
import { benchStatistics } from './statistics-bench.js';
import { benchWorkflow } from './workflow-bench.js';

const { values: args } = parseArgs({
  options: {
    notices: { type: 'string', default: '1000000' },
    'data-dir': { type: 'string', default: 'data-bench' },
    'database-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    'database-name': { type: 'string' },
    /**
     * 'pglite' or 'postgres' for one database; 'notices', 'workflow', 'alerts', 'statistics',
     * 'extraction', 'render' or 'full-text' for one part ('full-text:pglite', 'full-text:postgres': on one database).
     */
    only: { type: 'string' },
    /** The render part: demo notices of its database (supportal_render_bench unless --database-name). */
    'render-notices': { type: 'string', default: '20000' },
    /** The statistics part: notices the demo generator writes (default --notices); the rest are copies. */
    'generated-notices': { type: 'string' },
    /** The render part: connection counts, comma-separated. */
    'render-connections': { type: 'string', default: '10,50' },
    /** The render part: the heading of its table; a later run with the same label replaces it. */
    'render-label': { type: 'string', default: 'Latest run' },
    /** Only the uncached keyword search table, for the databases of --only (its own section of the report). */
    'uncached-only': { type: 'boolean', default: false },
    'workflow-items': { type: 'string', default: '1000000' },
    'workflow-open': { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '5' },
    'saved-searches': { type: 'string', default: '100000' },
    'extraction-files': { type: 'string', default: '60' },
    'extraction-publications': { type: 'string', default: '30' },
    /** The full-text part: also compares every query's matches with a scan of every notice's text. */
    'full-text-verify': { type: 'boolean', default: false },
    /** The report; by default the repository's docs/benchmarks.md, wherever the bench was started. */
    out: { type: 'string' },
  },
});
const rootDir = process.env.INIT_CWD ?? process.cwd();
const noticeCount = Number(args.notices);
const seconds = Number(args.seconds);
const CONNECTIONS = [1, 10, 50];
const KEYWORDS = {
  2: ['光缆', '铁塔', '基站', '电源'],
  3: ['蓄电池', '光交箱', '发电机'],
  4: ['动环监控', '集中采购', '维护服务'],
};
/**
 * Keywords of 2 to 10 characters for the uncached search table: common words of the demo titles, the
 * phrases that were slowest to total, longer phrases of real titles, phrases in about as many titles as
 * a common title phrase needs (TITLE_PHRASE_MIN_NOTICES: listed or not, depending on the samples so
 * far), and words no title has.
 */
const UNCACHED_KEYWORDS = [
  '光缆',
  '铁塔',
  '基站',
  '机柜',
  '蓄电池',
  '光交箱',
  '发电机',
  '分公司',
  '动环监控',
  '集中采购',
  '维护服务',
  '框架协议',
  '量子通信',
  '光缆交接箱',
  '室外一体化',
  '成交结果公示',
  '铁塔视频监控',
  '基站节能降耗',
  '光缆线路工程',
  '采购项目（第一批）',
  '铁塔塔材补充采购',
  '一体化机柜框架协议',
  '5G室分系统施工框架',
  '农村地区广覆盖',
  '公司关于征集优秀',
  '没有这样的标题关键字',
];
const UNCACHED_RUNS = 3;

/** What browsers send: every call of the portal's own pages accepts compressed answers. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const BARE_GET = 'bare route (GET, tiny answer)';
const BARE_POST = 'bare route (POST, same JSON body, tiny answer)';

type TRawSql = { page: number; total: number; counted: number };
type TUncached = { keyword: string; samples: number[]; total: number; lowerBound: boolean };

const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** Starts bench-server.ts for one database kind and resolves with its base URL once it listens. */
const startBenchServer = (kind: 'pglite' | 'postgres') =>
  startBenchProcess('bench-server.ts', [
    `--kind=${kind}`,
    `--notices=${noticeCount}`,
    `--data-dir=${path.resolve(rootDir, args['data-dir'])}`,
    `--database-url=${args['database-url']}`,
    `--database-name=${args['database-name'] ?? `supportal_bench_${noticeCount}`}`,
  ]);

const measure = async (
  url: string,
  scenario: string,
  request: (index: number) => { method: 'GET' | 'POST'; path: string; body?: object },
  acceptEncoding: string = BROWSER_ENCODINGS,
) => {
  const rows: TLoadRow[] = [];
  for (const connections of CONNECTIONS) {
    let counter = 0;
    const first = request(0);
    const result = await autocannon({
      url,
      connections,
      duration: seconds,
      requests: [
        {
          method: first.method,
          path: first.path,
          headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
          setupRequest: (req) => {
            const next = request(counter++);
            return {
              ...req,
              method: next.method,
              path: next.path,
              body: next.body ? JSON.stringify(next.body) : undefined,
            };
          },
        },
      ],
    });
    rows.push(loadRow(scenario, connections, result));
    log(
      `${scenario} c=${connections}: ${Math.round(result.requests.average)} req/s p50 ${result.latency.p50} ms p99 ${result.latency.p99} ms`,
    );
  }
  return rows;
};

const LIST_PAGE_1 = { purchaseNoticeType: '2', current: 1, size: 20 };
const postList = (body: object) => ({
  method: 'POST' as const,
  path: '/supportal/v1/obp-notice/query-notice',
  body,
});
const postSearch = (body: object) => ({
  method: 'POST' as const,
  path: '/supportal/v1/obp-notice/search-notice-list',
  body,
});

/** Not recorded: lets the JIT compile the hot paths before the first row is measured. */
const warmUp = async (url: string) => {
  for (const path of ['/supportal/bench/bare', '/supportal/v1/obp-notice/query-notice']) {
    await autocannon({
      url: `${url}${path}`,
      connections: 10,
      duration: 3,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': BROWSER_ENCODINGS },
      body: JSON.stringify(LIST_PAGE_1),
    });
  }
};

/** Page 1 of a keyword search and its total with every cache emptied before each request. */
const measureUncached = async (url: string) => {
  const uncached: TUncached[] = [];
  for (const keyword of UNCACHED_KEYWORDS) {
    const samples: number[] = [];
    let answer: { total: number; totalIsLowerBound?: boolean } = { total: 0 };
    for (let run = 0; run < UNCACHED_RUNS; run += 1) {
      await fetch(`${url}/supportal/bench/notices-changed`, { method: 'POST' });
      const started = performance.now();
      const response = await fetch(`${url}${postSearch({}).path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': BROWSER_ENCODINGS },
        body: JSON.stringify({ noticeTitle: keyword, current: 1, size: 20 }),
      });
      answer = ((await response.json()) as { data: typeof answer }).data;
      samples.push(performance.now() - started);
    }
    uncached.push({ keyword, samples, total: answer.total, lowerBound: answer.totalIsLowerBound === true });
    log(`uncached ${keyword}: ${samples.map((ms) => ms.toFixed(1)).join(' / ')} ms, total ${answer.total}`);
  }
  return uncached;
};

const benchKind = async (kind: 'pglite' | 'postgres') => {
  const { url, child } = await startBenchServer(kind);
  await warmUp(url);
  const rows: TLoadRow[] = [];
  rows.push(...(await measure(url, BARE_GET, () => ({ method: 'GET', path: '/supportal/bench/bare' }))));
  rows.push(
    ...(await measure(url, BARE_POST, () => ({
      method: 'POST',
      path: '/supportal/bench/bare',
      body: LIST_PAGE_1,
    }))),
  );
  rows.push(
    ...(await measure(url, 'bare route, list-sized uncompressed answer (GET)', () => ({
      method: 'GET',
      path: '/supportal/bench/bare-list-sized',
    }))),
  );
  rows.push(...(await measure(url, 'list type 2, page 1 (repeated)', () => postList(LIST_PAGE_1))));
  rows.push(
    ...(await measure(
      url,
      'list type 2, page 1 (repeated), client without compression',
      () => postList(LIST_PAGE_1),
      'identity',
    )),
  );
  rows.push(
    ...(await measure(url, 'list type 2, pages 1–50 in turn', (index) =>
      postList({ ...LIST_PAGE_1, current: 1 + (index % 50) }),
    )),
  );
  const rawSql = async (keyword?: string) =>
    (await (
      await fetch(`${url}/supportal/bench/raw-sql?keyword=${encodeURIComponent(keyword ?? '')}`)
    ).json()) as TRawSql;
  const raw: Record<string, TRawSql> = { list: await rawSql() };
  for (const [length, words] of Object.entries(KEYWORDS)) {
    rows.push(
      ...(await measure(url, `search ${length} chars (repeated)`, (index) =>
        postSearch({ noticeTitle: words[index % words.length], current: 1, size: 20 }),
      )),
    );
    rows.push(
      ...(await measure(url, `search ${length} chars, pages 1–50 in turn`, (index) =>
        postSearch({
          noticeTitle: words[index % words.length],
          current: 1 + (Math.floor(index / words.length) % 50),
          size: 20,
        }),
      )),
    );
    raw[`search ${length} chars`] = await rawSql(words[0]);
  }
  // The first answer after a change of notices: every cache emptied, as a publisher's change does.
  const firstAnswers: { query: string; ms: number }[] = [];
  const timeFirstAnswer = async (query: string, call: { path: string; body?: object }) => {
    await fetch(`${url}/supportal/bench/notices-changed`, { method: 'POST' });
    const started = performance.now();
    const response = await fetch(`${url}${call.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': BROWSER_ENCODINGS },
      body: JSON.stringify(call.body),
    });
    await response.arrayBuffer();
    firstAnswers.push({ query, ms: performance.now() - started });
  };
  await timeFirstAnswer('list type 2, page 1', postList(LIST_PAGE_1));
  for (const keyword of Object.values(KEYWORDS).flat()) {
    await timeFirstAnswer(
      `search ${keyword}, with counts per type`,
      postSearch({ noticeTitle: keyword, current: 1, size: 20, isCount: true }),
    );
  }
  const uncached = await measureUncached(url);
  await stopBenchProcess(child);
  return { kind, rows, raw, firstAnswers, uncached };
};

const kindName = (kind: 'pglite' | 'postgres') => (kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL');
const UNCACHED_SECTION = '## Uncached keyword search at a million notices';

const percentOf = (value: number, base: number | undefined) =>
  `${((value / (base || value)) * 100).toFixed(0)} %`;

const table = (result: Awaited<ReturnType<typeof benchKind>>) => {
  const rpsOf = (scenario: string) =>
    new Map(result.rows.filter((row) => row.scenario === scenario).map((row) => [row.connections, row.rps]));
  const bareGet = rpsOf(BARE_GET);
  const barePost = rpsOf(BARE_POST);
  const lines = [
    `### ${kindName(result.kind)}`,
    '',
    '| scenario | connections | req/s | vs bare GET | vs bare POST | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...result.rows.map(
      (row) =>
        `| ${row.scenario} | ${row.connections} | ${row.rps} | ${percentOf(row.rps, bareGet.get(row.connections))} | ${percentOf(row.rps, barePost.get(row.connections))} | ${row.p50} | ${row.p99} | ${row.errors} |`,
    ),
    '',
    'Raw SQL of the same query, median of 7 runs on the database directly: the page of 20, the ' +
      'total as the server reads it (term counts where they can answer, else counted up to 10,001) and the exact total by counting ' +
      'the matches:',
    '',
    '| query | page ms | total ms | total by counting ms |',
    '|---|---:|---:|---:|',
    ...Object.entries(result.raw).map(
      ([name, time]) =>
        `| ${name} (${name === 'list' ? 'type 2' : 'keyword ' + KEYWORDS[Number(name.split(' ')[1]) as 2 | 3 | 4][0]}) | ${time.page.toFixed(1)} | ${time.total.toFixed(1)} | ${time.counted.toFixed(1)} |`,
    ),
    '',
    'First answer after a change of notices (every answer cache emptied; one request, HTTP included):',
    '',
    '| query | ms |',
    '|---|---:|',
    ...result.firstAnswers.map((answer) => `| ${answer.query} | ${answer.ms.toFixed(1)} |`),
    '',
    ...uncachedTable(result.uncached),
  ];
  return lines.join('\n');
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Uncached keyword search: every request after emptying every cache, as right after a change. */
const uncachedTable = (uncached: TUncached[]) => {
  const all = uncached.flatMap((row) => row.samples);
  return [
    `Uncached keyword search, page 1 and its total (\`search-notice-list\`, size 20), every cache emptied ` +
      `before each of ${UNCACHED_RUNS} requests per keyword; HTTP included. Over all ${all.length} requests: ` +
      `**p50 ${median(all).toFixed(1)} ms, max ${Math.max(...all).toFixed(1)} ms** (target p50 ≤ 30 ms, max ≤ 150 ms).`,
    '',
    '| keyword | characters | total | median ms | max ms |',
    '|---|---:|---:|---:|---:|',
    ...uncached.map(
      (row) =>
        `| ${row.keyword} | ${[...row.keyword].length} | ${row.total}${row.lowerBound ? '+' : ''} | ` +
        `${median(row.samples).toFixed(1)} | ${Math.max(...row.samples).toFixed(1)} |`,
    ),
    '',
  ];
};

/** Other work on a shared machine inflates every number: the report says how busy it was. */
const loadAtStart = os.loadavg()[0] ?? 0;
const kinds = (args.only === 'pglite' || args.only === 'postgres' ? [args.only] : ['pglite', 'postgres']) as (
  'pglite' | 'postgres'
)[];
const outFile = args.out
  ? path.resolve(rootDir, args.out)
  : fileURLToPath(new URL('../../../docs/benchmarks.md', import.meta.url));
const prettierOptions = (await resolveConfig(outFile)) ?? {};
const alertSection = () =>
  benchAlerts({
    kinds,
    searches: Number(args['saved-searches']),
    notices: 300,
    deliveries: 2_000,
    databaseUrl: args['database-url'],
    log,
  });
const statisticsSection = () =>
  benchStatistics({
    kinds,
    notices: noticeCount,
    generatedNotices: Math.min(noticeCount, Number(args['generated-notices'] ?? noticeCount)),
    dataDir: path.resolve(rootDir, args['data-dir']),
    databaseUrl: args['database-url'],
    databaseName: args['database-name'],
    log,
  });
/** Only the section of one part is replaced; the others stay as the last full run wrote them. */
const replaceSection = async (heading: string, lines: string[]) => {
  const sections = (await readFile(outFile, 'utf8').catch(() => '# Benchmarks\n')).split(/^(?=## )/m);
  const kept = sections.filter((section) => !section.startsWith(heading));
  await writeFile(
    outFile,
    await format(`${kept.join('')}\n${lines.join('\n')}\n`, { ...prettierOptions, filepath: outFile }),
  );
  log(`written to ${outFile}`);
  process.exit(0);
};
if (args.only === 'alerts') await replaceSection('## Saved-search alerts', await alertSection());
if (args.only === 'statistics') await replaceSection('## 统计分析 calls', await statisticsSection());
if (args.only === 'extraction')
  await replaceSection(
    '## Attachment text extraction',
    await benchExtraction({
      files: Number(args['extraction-files']),
      publications: Number(args['extraction-publications']),
      log,
    }),
  );
if (args.only?.startsWith('full-text'))
  await replaceSection(
    FULL_TEXT_SECTION,
    await benchFullText({
      previous: (await readFile(outFile, 'utf8').catch(() => ''))
        .split(/^(?=## )/m)
        .find((section) => section.startsWith(FULL_TEXT_SECTION)),
      kinds:
        args.only === 'full-text'
          ? ['pglite', 'postgres']
          : [args.only.slice('full-text:'.length) as 'pglite'],
      notices: noticeCount,
      verify: args['full-text-verify'],
      dataDir: path.resolve(rootDir, args['data-dir']),
      databaseUrl: args['database-url'],
      log,
    }),
  );
if (args.only === 'render') {
  const loadAverage = os.loadavg()[0] ?? 0;
  const notices = Number(args['render-notices']);
  const renderConnections = args['render-connections'].split(',').map(Number);
  const databaseName = args['database-name'] ?? 'supportal_render_bench';
  const result = await benchRender({
    seconds,
    connections: renderConnections,
    notices,
    databaseUrl: args['database-url'],
    databaseName,
    log,
  });
  const sections = (await readFile(outFile, 'utf8').catch(() => '# Benchmarks\n')).split(/^(?=## )/m);
  const previous = sections.find((section) => section.startsWith(RENDER_SECTION));
  const section = renderSection(previous, {
    label: args['render-label'],
    command:
      `npm run bench -- --only render --seconds ${seconds} --render-notices ${notices}` +
      ` --render-connections ${renderConnections.join(',')}` +
      ` --render-label "${args['render-label']}"`,
    machine:
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, ` +
      `Node ${process.version}; load average (1 min) ${loadAverage.toFixed(1)} when it started`,
    databaseName,
    notices,
    seconds,
    result,
  });
  const kept = sections.filter((part) => !part.startsWith(RENDER_SECTION));
  await writeFile(
    outFile,
    await format(`${kept.join('')}\n${section}\n`, { ...prettierOptions, filepath: outFile }),
  );
  log(`written to ${outFile}`);
  process.exit(0);
}
if (args['uncached-only']) {
  // Only this section is written, and in it only the tables of the databases measured now.
  const sections = (await readFile(outFile, 'utf8').catch(() => '# Benchmarks\n')).split(/^(?=## )/m);
  const previous = sections.find((section) => section.startsWith(UNCACHED_SECTION)) ?? '';
  const tables = new Map(
    previous
      .split(/^(?=### )/m)
      .slice(1)
      .map((table) => [table.split('\n', 1)[0] ?? '', table.trimEnd()]),
  );
  for (const kind of kinds) {
    const loadAverage = os.loadavg()[0] ?? 0;
    const { url, child } = await startBenchServer(kind);
    await warmUp(url);
    const uncached = await measureUncached(url);
    await stopBenchProcess(child);
    const heading = `### ${kindName(kind)}`;
    tables.set(
      heading,
      [
        heading,
        '',
        `Run on ${new Date().toISOString().slice(0, 10)}, load average (1 min) ${loadAverage.toFixed(1)} on ${os.cpus().length} cores when it started.`,
        '',
        ...uncachedTable(uncached),
      ].join('\n'),
    );
  }
  const section = [
    UNCACHED_SECTION,
    '',
    `Produced by \`npm run bench -- --uncached-only --notices ${noticeCount}${args['database-name'] ? ` --database-name ${args['database-name']}` : ''} --only <database>\` ` +
      '(the bench server after the same JIT warm-up as the full run, then only this table; the full run ' +
      "measures it last, after its load has warmed the database's buffers).",
    '',
    ...[...tables.values()],
    '',
  ].join('\n');
  const kept = sections.filter((part) => !part.startsWith(UNCACHED_SECTION));
  const [head = '', ...rest] = kept;
  await writeFile(
    outFile,
    await format([head, section, ...rest].join(''), { ...prettierOptions, filepath: outFile }),
  );
  log(`written to ${outFile}`);
  process.exit(0);
}
const results = [];
if (args.only !== 'workflow') for (const kind of kinds) results.push(await benchKind(kind));
const workflowSection =
  args.only === 'notices'
    ? []
    : await benchWorkflow({
        kinds,
        seconds,
        items: Number(args['workflow-items']),
        open: Number(args['workflow-open']),
        dataDir: path.resolve(rootDir, args['data-dir']),
        databaseUrl: args['database-url'],
        log,
      });
const report = [
  '# Benchmarks',
  '',
  `Produced by \`npm run bench -- --notices ${noticeCount} --seconds ${seconds}${args['database-name'] ? ` --database-name ${args['database-name']}` : ''}\` on ${new Date().toISOString().slice(0, 10)}, ` +
    `${os.cpus().length} cores, Node ${process.version}. The server runs in a process of its own; autocannon ` +
    `loads it from another process on 127.0.0.1, ${seconds} s per row, sending the Accept-Encoding a browser ` +
    'sends unless the row says otherwise. "repeated" rows send the same few requests again and again ' +
    '(answers come from the read cache after the first); "in turn" rows walk through pages so every ' +
    'request of the first pass runs its page query. ' +
    `Load average (1 min) when the run started: ${loadAtStart.toFixed(1)} on ${os.cpus().length} cores.`,
  '',
  'How to read it. Titles are indexed by their characters and every run of two to four characters ' +
    '(migration 0006), so exact totals of lists and of keywords of one to four characters come from the ' +
    'term counts (`notice_term_counts`, kept by triggers) and cost about a millisecond even right after a ' +
    'change ("First answer" table), however many notices match. A longer keyword needs each of its ' +
    'four-character runs; its total is exact up to 10,000 matches and "at least 10,000" beyond ' +
    '(`totalIsLowerBound`): every match must be checked against the title, and checking more than 10,000 ' +
    'of them costs more than the answer may. A common one is counted by an index-only walk of the date ' +
    'index (which carries titles, migration 0004), a rarer one has its matches found once through the ' +
    'title-term index. The "Uncached keyword search" table is the first answer of page 1 for keywords of ' +
    '2 to 10 characters with every cache emptied before each request. A deep page (30–50) of a keyword ' +
    'that is neither rare nor very common fetches and sorts every match once (the p99 of the "in turn" ' +
    'search rows). The list answer is ~10 KB of JSON, ~1.5 KB compressed: ' +
    'the "client without compression" rows and the list-sized bare route show what the size alone ' +
    'costs. One-connection rows measure round trips, not the server. Numbers from one run on a shared ' +
    '2-core machine are noisy: compare rows of the same run, not runs.',
  '',
  ...results.map(table),
  ...workflowSection,
  ...(args.only === 'notices' || args.only === 'workflow' ? [] : await alertSection()),
  ...(args.only === 'notices' || args.only === 'workflow' ? [] : await statisticsSection()),
].join('\n');
// Sections other tools write ("## " headings this report does not have) stay as they are.
const laterSections = (await readFile(outFile, 'utf8').catch(() => ''))
  .split(/^(?=## )/m)
  .slice(1)
  .filter((section) => !report.includes(section.split('\n', 1)[0] ?? ''))
  .join('');
// Formatted as the repository's format check expects, so a fresh report never fails `npm test`.
await writeFile(
  outFile,
  await format(`${report}\n\n${laterSections}`, { ...prettierOptions, filepath: outFile }),
);
log(`written to ${outFile}`);
process.exit(0);
