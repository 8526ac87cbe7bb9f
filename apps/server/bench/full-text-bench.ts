/**
 * Full-text search in `npm run bench -- --only full-text` (issue 23): demo notices with HTML bodies,
 * each with one attachment of ~2,000 characters of text (full-text-corpus.ts), on each database; 200
 * queries of 1 to 12 characters cut from the text of 200 notices, each sent once over HTTP with every
 * cache emptied before it (page 1 and its exact total, counts per type as the search page asks); the
 * same queries in the 标题 scope; optionally (`--full-text-verify`) every query's matches compared with
 * a plain scan of every visible notice's text.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createRandom } from '../src/demo-data/random.js';
import { startBenchProcess, stopBenchProcess } from './bench-process.js';
import { percentile } from './percentile.js';

type TKind = 'pglite' | 'postgres';
type TOptions = {
  kinds: readonly TKind[];
  /** The section as an earlier run wrote it: the tables of databases not measured now stay. */
  previous: string | undefined;
  notices: number;
  verify: boolean;
  dataDir: string;
  databaseUrl: string;
  log: (message: string) => void;
};
type TSampleNotice = { id: number; title: string; body: string; attachment: string };
type TQuery = { query: string; kind: string };
type TTimed = TQuery & { ms: number; total: number };
type TFacts = {
  sizes: Record<string, string>;
  indexingPerSecond: number;
  publicationMs: number;
};

export const FULL_TEXT_SECTION = '## Full-text search benchmark';
const QUERY_COUNT = 200;
const LENGTHS = [1, 2, 2, 3, 3, 4, 4, 5, 6, 7, 8, 10, 12];

/** A run of `length` characters without white space or quotes inside `text`, or null. */
const cut = (text: string, length: number, random: ReturnType<typeof createRandom>): string | null => {
  const runs = text.split(/[\s"“”]+/).filter((run) => [...run].length >= length);
  if (runs.length === 0) return null;
  const chars = [...random.pick(runs)];
  const start = random.int(0, chars.length - length);
  return chars.slice(start, start + length).join('');
};

/**
 * 200 distinct queries, the same for the same sample: words of bodies, attachments and titles of every
 * length, Latin/digit codes (WZ…, GYTA53, 12V100Ah), two words, quoted phrases.
 */
const queriesOf = (sample: readonly TSampleNotice[]): TQuery[] => {
  const random = createRandom(2311);
  const queries = new Map<string, string>();
  const kinds: [string, number, (notice: TSampleNotice) => string | null][] = [
    ['body', 60, (notice) => cut(notice.body, random.pick(LENGTHS), random)],
    ['attachment', 30, (notice) => cut(notice.attachment, random.pick(LENGTHS), random)],
    ['title', 30, (notice) => cut(notice.title, random.pick(LENGTHS), random)],
    [
      'Latin/digits',
      30,
      (notice) => {
        const codes = `${notice.body} ${notice.attachment}`.match(
          /[A-Za-z0-9][A-Za-z0-9.-]{1,10}[\u4e00-\u9fff]?/g,
        );
        return codes ? random.pick(codes).slice(0, 12) : null;
      },
    ],
    [
      'two words',
      30,
      (notice) => {
        const first = cut(notice.title, random.int(2, 4), random);
        const second = cut(random.chance(0.5) ? notice.body : notice.attachment, random.int(2, 4), random);
        return first && second && first !== second ? `${first} ${second}` : null;
      },
    ],
    [
      'phrase',
      20,
      (notice) => {
        const phrase = cut(random.chance(0.5) ? notice.body : notice.attachment, random.int(4, 10), random);
        return phrase ? `"${phrase}"` : null;
      },
    ],
  ];
  for (const [kind, count, make] of kinds) {
    let made = 0;
    for (let attempt = 0; made < count && attempt < count * 50; attempt += 1) {
      const query = make(random.pick(sample));
      if (!query || queries.has(query)) continue;
      queries.set(query, kind);
      made += 1;
    }
  }
  return [...queries].map(([query, kind]) => ({ query, kind })).slice(0, QUERY_COUNT);
};

const getJson = async <T>(url: string): Promise<T> => (await (await fetch(url)).json()) as T;

/** Page 1, its total and counts per type, every cache emptied first: a first answer, HTTP included. */
const timeQuery = async (url: string, query: string, scope: string) => {
  await fetch(`${url}/supportal/bench/notices-changed`, { method: 'POST' });
  const started = performance.now();
  const response = await fetch(`${url}/supportal/v1/obp-notice/search-notice-list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' },
    body: JSON.stringify({ fullTextQuery: query, fullTextScope: scope, current: 1, size: 20, isCount: true }),
  });
  const answer = (await response.json()) as { resultStat: string; data?: { total: number } };
  const ms = performance.now() - started;
  if (answer.resultStat !== '000') throw new Error(`query ${query}: ${JSON.stringify(answer)}`);
  return { ms, total: answer.data?.total ?? 0 };
};

const benchKind = async (kind: TKind, options: TOptions) => {
  const loadAverage = os.loadavg()[0] ?? 0;
  const { url, handover, child } = await startBenchProcess('bench-server.ts', [
    `--kind=${kind}`,
    `--notices=${options.notices}`,
    `--data-dir=${options.dataDir}`,
    `--database-url=${options.databaseUrl}`,
    `--database-name=supportal_bench_ft_${options.notices}`,
    '--full-text',
  ]);
  try {
    const sample = await getJson<TSampleNotice[]>(`${url}/supportal/bench/full-text/sample?count=200`);
    const queries = queriesOf(sample);
    const facts = await getJson<TFacts>(`${url}/supportal/bench/full-text/facts`);
    const timed: Record<'all' | 'title', TTimed[]> = { all: [], title: [] };
    for (const scope of ['all', 'title'] as const)
      for (const query of queries) {
        const result = await timeQuery(url, query.query, scope);
        timed[scope].push({ ...query, ...result });
      }
    const slowest = [...timed.all].sort((a, b) => b.ms - a.ms).slice(0, 3);
    options.log(
      `${kind}: all p50 ${percentile(
        timed.all.map((row) => row.ms),
        0.5,
      ).toFixed(1)} ms, slowest ${slowest.map((row) => `${row.query} ${row.ms.toFixed(0)} ms`).join(', ')}`,
    );
    const mismatches: string[] = [];
    if (options.verify)
      for (const query of queries) {
        const check = await getJson<{ expected: number; found: number; missing: number[]; extra: number[] }>(
          `${url}/supportal/bench/full-text/check?scope=all&query=${encodeURIComponent(query.query)}`,
        );
        if (check.expected !== check.found || check.missing.length > 0 || check.extra.length > 0)
          mismatches.push(
            `${query.query}: scan ${check.expected}, index ${check.found}, missing ${check.missing.join(',')} extra ${check.extra.join(',')}`,
          );
      }
    return { kind, loadAverage, handover, queries, facts, timed, mismatches };
  } finally {
    await stopBenchProcess(child);
  }
};

const headingOf = (kind: TKind) => `### ${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}`;
const ms = (value: number) => value.toFixed(1);
const mb = (bytes: string | undefined) => `${(Number(bytes) / 1024 / 1024).toFixed(0)} MB`;
const latencies = (rows: readonly TTimed[]) => {
  const values = rows.map((row) => row.ms);
  return `${ms(percentile(values, 0.5))} | ${ms(percentile(values, 0.95))} | ${ms(Math.max(...values))}`;
};

const kindTable = (result: Awaited<ReturnType<typeof benchKind>>, verify: boolean) => {
  const { sizes } = result.facts;
  const kinds = [...new Set(result.queries.map((query) => query.kind))];
  return [
    headingOf(result.kind),
    '',
    `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average (1 min) ${result.loadAverage.toFixed(1)} on ${os.cpus().length} cores when it started. ` +
      `${sizes.notices} notices; ${sizes.notice_chunks} title and body chunks, ${sizes.attachment_chunks} attachment chunks. ` +
      `${result.handover}`,
    '',
    '| what | value |',
    '|---|---:|',
    `| title and body chunks, with indexes | ${mb(sizes.notice_chunks_bytes)} |`,
    `| attachment chunks, with indexes | ${mb(sizes.attachment_chunks_bytes)} |`,
    `| of which the two gram (GIN) indexes | ${mb(sizes.gin_bytes)} |`,
    `| whole database | ${mb(sizes.database_bytes)} |`,
    `| bulk indexing of titles and bodies (2,000 notices again, rolled back) | ${result.facts.indexingPerSecond.toFixed(0)} notices/s |`,
    `| added to one publication (its title and body indexed, median of 30) | ${ms(result.facts.publicationMs)} ms |`,
    '',
    '| queries | count | p50 ms | p95 ms | max ms |',
    '|---|---:|---:|---:|---:|',
    `| **scope 全部, all** | ${result.timed.all.length} | ${latencies(result.timed.all)} |`,
    ...kinds.map((kind) => {
      const rows = result.timed.all.filter((row) => row.kind === kind);
      return `| 全部, ${kind} | ${rows.length} | ${latencies(rows)} |`;
    }),
    `| **scope 标题, all** | ${result.timed.title.length} | ${latencies(result.timed.title)} |`,
    '',
    'The ten slowest in scope 全部:',
    '',
    '| query | kind | total | ms |',
    '|---|---|---:|---:|',
    ...[...result.timed.all]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10)
      .map((row) => `| \`${row.query}\` | ${row.kind} | ${row.total} | ${ms(row.ms)} |`),
    '',
    ...(verify
      ? [
          result.mismatches.length === 0
            ? `Brute-force check: all ${result.queries.length} queries found exactly the notices a scan of every visible notice's title, body and attachment text finds.`
            : `Brute-force check: **${result.mismatches.length} queries differ**: ${result.mismatches.slice(0, 5).join('; ')}`,
          '',
        ]
      : []),
  ];
};

export const benchFullText = async (options: TOptions): Promise<string[]> => {
  const results = [];
  for (const kind of options.kinds) results.push(await benchKind(kind, options));
  const measured = options.kinds.map(headingOf);
  const kept = (options.previous ?? '')
    .split(/^(?=### )/m)
    .slice(1)
    .filter((table) => !measured.includes(table.split('\n', 1)[0] ?? ''))
    .map((table) => table.trimEnd());
  return [
    FULL_TEXT_SECTION,
    '',
    `Produced by \`npm run bench -- --only full-text --notices ${options.notices}\` (\`--only full-text:postgres\` or ` +
      '`full-text:pglite` for one database, replacing only its table; `--full-text-verify` adds the brute-force check), ' +
      `Node ${process.version}; each table says when it ran. Demo notices with HTML bodies, each with one ` +
      'attachment of ~2,000 characters (a specification with a price list: bench/full-text-corpus.ts), kept between runs. ' +
      `${QUERY_COUNT} queries cut from 200 stored notices (words of bodies, attachments and titles of 1–12 characters, ` +
      'Latin/digit codes, two words, quoted phrases), each sent once to `search-notice-list` with `isCount` after every ' +
      'cache was emptied: page 1 of 20, its exact total and the counts per type, HTTP included. Targets (issue 23, at a ' +
      'million notices): 全部 p50 ≤ 30 ms, p95 ≤ 200 ms, max ≤ 1 s; 标题 p50 ≤ 30 ms, max ≤ 150 ms.',
    '',
    ...results.flatMap((result) => kindTable(result, options.verify)),
    ...kept,
  ];
};
