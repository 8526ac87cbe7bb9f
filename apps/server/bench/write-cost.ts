/**
 * What title search costs in storage and in writes on a bench database as it stands (no migration is
 * applied, so a database can be measured before and after one): sizes of the notices table, its
 * title-term GIN index and notice_term_counts, and notices inserted per second in batches of 500 (copies
 * of stored notices with their stored terms, rolled back), the batch size of a bulk import.
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
const batches = Number(args.batches);
await query('BEGIN');
const started = performance.now();
for (let batch = 0; batch < batches; batch += 1) {
  await query(`INSERT INTO notices (${COPIED_COLUMNS})
    SELECT ${COPIED_COLUMNS} FROM notices ORDER BY id LIMIT ${BATCH} OFFSET ${batch * BATCH}`);
}
const seconds = (performance.now() - started) / 1000;
await query('ROLLBACK');
console.log(
  `inserted ${batches * BATCH} notices in batches of ${BATCH}: ${((batches * BATCH) / seconds).toFixed(0)} notices/s`,
);
await close();
