/**
 * The server the workflow benchmark measures, in a process of its own: the real app on a database
 * holding `--items` work items, `--open` of them open for 省分 staff (staff_prov's unit and role), the
 * rest done by others. Prints `BENCH_SERVER_READY <port> <authorization>` once listening; the
 * authorization is a session of staff_prov, logged in through the login call.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ROLES } from '@supportal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import {
  BENCH_APP_OPTIONS,
  benchLogIn,
  benchLogger,
  closeOnSigterm,
  openBenchDatabase,
} from './bench-database.js';
import { type TDatabaseHandle } from '../src/db/database.js';
import { accounts, wfProcessDefinitions, wfWorkItems } from '../src/db/schema/index.js';
import { seedDemoData } from '../src/demo-data/seed-demo-data.js';

const { values: args } = parseArgs({
  options: {
    kind: { type: 'string' },
    items: { type: 'string', default: '1000000' },
    open: { type: 'string', default: '10000' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
  },
});
const itemCount = Number(args.items);
const openCount = Number(args.open);
const log = benchLogger('workflow bench server');
const label = `workflow_${itemCount}_${openCount}`;

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;

/**
 * Work items made in bulk by SQL: instances of the black-list process, each with one item. The open
 * ones wait for 省分 staff at staff_prov's unit; the others are done by city staff across the units.
 */
const ensureWorkItems = async (database: TDatabaseHandle) => {
  const { db } = database;
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(wfWorkItems);
  if ((existing?.count ?? 0) >= itemCount) return;
  const [province] = await db.select().from(accounts).where(eq(accounts.loginName, 'staff_prov'));
  const [city] = await db.select().from(accounts).where(eq(accounts.loginName, 'staff_city'));
  const [definition] = await db
    .select()
    .from(wfProcessDefinitions)
    .where(eq(wfProcessDefinitions.defKey, 'BLACKLIST_PUBLISH'));
  if (!province || !city || !definition) throw new Error('demo accounts or definitions missing');
  log(
    `creating ${itemCount} work items (${openCount} open for ${province.corpName} 省分) on ${database.kind}…`,
  );
  const started = performance.now();
  const batch = 100_000;
  for (let from = 1; from <= itemCount; from += batch) {
    const to = Math.min(itemCount, from + batch - 1);
    await db.execute(sql`
      WITH made AS (
        INSERT INTO wf_process_instances (definition_id, name, status, business_id, org_code, starter_account_id, variables, created_at)
        SELECT ${definition.id}, '负面行为黑名单发布：基准供应商' || g, CASE WHEN g <= ${openCount} THEN 2 ELSE 7 END,
               g, ${city.corpCode}, ${city.id}, '{"starterOrgLevel":"3"}'::jsonb, now() - make_interval(mins => g)
        FROM generate_series(${from}::int, ${to}::int) AS g
        RETURNING id, business_id, created_at
      )
      INSERT INTO wf_work_items (instance_id, activity_def_id, name, state, role, org_code, created_at, deadline_at, limit_hours, completed_at, completed_by, decision)
      SELECT made.id, 'provinceReview', '省分审核',
             CASE WHEN made.business_id <= ${openCount} THEN 'open' ELSE 'done' END,
             ${ROLES.staffProvince},
             CASE WHEN made.business_id <= ${openCount} THEN ${province.corpCode} ELSE 'BENCH-' || (made.business_id % 300) END,
             made.created_at, made.created_at + interval '48 hours', 48,
             CASE WHEN made.business_id <= ${openCount} THEN NULL ELSE made.created_at + interval '1 hour' END,
             CASE WHEN made.business_id <= ${openCount} THEN NULL ELSE ${city.id}::bigint END,
             CASE WHEN made.business_id <= ${openCount} THEN NULL ELSE 'approve' END
      FROM made`);
    log(`  ${to} work items`);
  }
  await db.execute(sql`ANALYZE`);
  log(`work items made in ${((performance.now() - started) / 1000).toFixed(0)} s`);
};

const { database, store, release } = await openBenchDatabase({
  kind: args.kind,
  label,
  dataDir: args['data-dir'],
  databaseUrl: args['database-url'],
  databaseName: `supportal_bench_${label}`,
});
const [seeded] = await database.db.select({ count: sql<number>`count(*)::int` }).from(accounts);
if ((seeded?.count ?? 0) === 0) await seedDemoData(database.db, store, { noticeCount: 0 });
const app = await buildApp({ ...BENCH_APP_OPTIONS, database, fileStore: store });
app.get('/supportal/bench/bare', async () => ({ resultStat: '000', resultMsg: '操作成功', data: null }));
// The open items of the staff member, oldest first: the decision benchmark approves them one by one.
app.get('/supportal/bench/open-items', async () => {
  const [province] = await database.db.select().from(accounts).where(eq(accounts.loginName, 'staff_prov'));
  const rows = await database.db
    .select({ id: wfWorkItems.id })
    .from(wfWorkItems)
    .where(and(eq(wfWorkItems.state, 'open'), eq(wfWorkItems.orgCode, province?.corpCode ?? '')))
    .orderBy(wfWorkItems.createdAt)
    .limit(2_000);
  return rowsOf<{ id: number }>(rows).map((row) => String(row.id));
});
await ensureWorkItems(database);
const authorization = await benchLogIn(app, 'staff_prov');
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(
  `BENCH_SERVER_READY ${typeof address === 'object' && address ? address.port : 0} ${authorization}`,
);

closeOnSigterm(app, { database, release });
