/**
 * What title search costs in storage, reads and writes on a bench database as it stands (no migration
 * is applied, so a database can be measured before and after one): sizes of the notices table (heap,
 * TOAST), its title-term GIN index and notice_term_counts; reads that take bodies out of line or leave
 * them (one notice with every column, 50 bodies at once, 20 list rows, by random ids) and the check of
 * up to 10,001 matches of longer keywords through the title-term index; and notices inserted per second
 * in batches of 500 (copies of stored notices with their stored terms, rolled back), the batch size of
 * a bulk import, and one at a time as staff publish (`--without-phrases`: as if no common title phrase
 * were listed).
 * `npx tsx bench/write-cost.ts --database-url postgres://…/supportal_bench_1000000` or
 * `--pglite-dir data-bench/pglite-1000000/pglite`.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'pglite-dir': { type: 'string' },
    batches: { type: 'string', default: '4' },
    /** Inserts as if no common title phrase were listed (migration 0025's triggers then count none). */
    'without-phrases': { type: 'boolean', default: false },
  },
});

type TQuery = (text: string) => Promise<Record<string, unknown>[]>;

const open = async (): Promise<{ query: TQuery; close: () => Promise<void> }> => {
  if (args['pglite-dir']) {
    const client = await PGlite.create({ dataDir: args['pglite-dir'] });
    return {
      query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
      close: () => client.close(),
    };
  }
  const client = new pg.Client({ connectionString: args['database-url'] });
  await client.connect();
  return { query: async (text) => (await client.query(text)).rows, close: () => client.end() };
};

const BATCH = 500;
const COPIED_COLUMNS = `title, title_grams, content_html, state, purchase_notice_type, results_notice_type,
  pur_mode, pur_mode_level1, unit_level, org_code, org_name, prov_adm_code, prov_adm_name, visitor_view,
  is_history, conversion_method, transformation_field, black_code, published_at, effect_at, expire_at,
  created_at, updated_at`;

const { query, close } = await open();
const mb = (bytes: unknown) => `${(Number(bytes) / 1024 / 1024).toFixed(0)} MB`;
const [sizes] = await query(`SELECT
  (SELECT count(*) FROM notices) AS notices,
  pg_total_relation_size('notices') AS notices_total,
  pg_relation_size('notices_title_grams_gin') AS title_gin,
  pg_total_relation_size('notice_term_counts') AS term_counts_total,
  (SELECT count(*) FROM notice_term_counts) AS term_count_rows,
  (SELECT avg(cardinality(title_grams)) FROM (SELECT title_grams FROM notices LIMIT 10000) AS sample) AS terms_per_title`);
console.log(
  `notices ${sizes?.notices}: table with indexes ${mb(sizes?.notices_total)}, title GIN ${mb(sizes?.title_gin)}, ` +
    `notice_term_counts ${mb(sizes?.term_counts_total)} (${sizes?.term_count_rows} rows), ` +
    `${Number(sizes?.terms_per_title).toFixed(1)} terms per title`,
);
const [heap] =
  await query(`SELECT pg_relation_size('notices') AS heap, pg_relation_size(reltoastrelid) AS toast
  FROM pg_class WHERE relname = 'notices'`);
console.log(`notices heap ${mb(heap?.heap)}, TOAST ${mb(heap?.toast)}`);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const timed = async (text: string) => {
  const started = performance.now();
  await query(text);
  return performance.now() - started;
};
// Ids from a fixed sequence, so runs before and after a migration read the same notices.
let state = 12_345;
const maxId = Number(sizes?.notices);
const randomIds = (count: number) =>
  Array.from({ length: count }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return 1 + (state % maxId);
  }).join(',');
const timesOf = async (runs: number, text: () => string) => {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await timed(text()));
  return median(samples).toFixed(2);
};
console.log(
  `reads, median ms: one notice with every column ${await timesOf(200, () => `SELECT * FROM notices WHERE id = ${randomIds(1)}`)}, ` +
    `50 bodies ${await timesOf(20, () => `SELECT id, title, content_html FROM notices WHERE id IN (${randomIds(50)})`)}, ` +
    `20 list rows ${await timesOf(20, () => `SELECT id, title, org_name, published_at FROM notices WHERE id IN (${randomIds(20)})`)}`,
);
for (const keyword of ['成交结果公示', '光缆交接箱', '采购项目（第一批）']) {
  const characters = [...keyword];
  const runs = characters.slice(0, -3).map((_, start) => `'${characters.slice(start, start + 4).join('')}'`);
  const check = `SELECT count(*) FROM (SELECT id FROM notices WHERE title_grams @> ARRAY[${runs.join(',')}]::text[]
    AND title LIKE '%${keyword}%' AND NOT is_history AND visitor_view = '1' LIMIT 10001) AS matches`;
  const samples = [await timed(check), await timed(check), await timed(check)];
  console.log(
    `check of ${keyword}: ${samples.map((ms) => ms.toFixed(0)).join(' / ')} ms (first, second, third)`,
  );
}

const batches = Number(args.batches);
const SINGLE_INSERTS = 200;
await query('BEGIN');
if (args['without-phrases']) await query('DELETE FROM notice_title_phrases');
const started = performance.now();
for (let batch = 0; batch < batches; batch += 1) {
  await query(`INSERT INTO notices (${COPIED_COLUMNS})
    SELECT ${COPIED_COLUMNS} FROM notices ORDER BY id LIMIT ${BATCH} OFFSET ${batch * BATCH}`);
}
const seconds = (performance.now() - started) / 1000;
// One notice per statement, as staff publish.
const singleStarted = performance.now();
for (let offset = 0; offset < SINGLE_INSERTS; offset += 1) {
  await query(`INSERT INTO notices (${COPIED_COLUMNS})
    SELECT ${COPIED_COLUMNS} FROM notices ORDER BY id LIMIT 1 OFFSET ${batches * BATCH + offset}`);
}
const singleMs = (performance.now() - singleStarted) / SINGLE_INSERTS;
await query('ROLLBACK');
console.log(
  `inserted ${batches * BATCH} notices in batches of ${BATCH}: ${((batches * BATCH) / seconds).toFixed(0)} notices/s; ` +
    `one at a time: ${singleMs.toFixed(2)} ms each${args['without-phrases'] ? ' (without title phrases)' : ''}`,
);
await close();
