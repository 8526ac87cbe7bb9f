/**
 * `npm run bench -- --only render`: logged-in page renders per second on one instance of the built
 * server (`npm run build` first) on PostgreSQL, with the share of their time spent waiting for a pooled
 * database connection. The workspace home and the logged-in notice list as a supplier, the work bench
 * as staff; each at every connection count, browsers' GETs of the HTML with a session cookie.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { createUtf8Database } from '../src/db/postgres-admin.js';
import { startBuiltServer } from './built-server.js';
import { logInForCookie } from './drill-login.js';

export type TRenderBenchOptions = {
  seconds: number;
  connections: readonly number[];
  /** Demo notices of the bench database, seeded by the server's first start and reused after. */
  notices: number;
  databaseUrl: string;
  databaseName: string;
  log: (message: string) => void;
};

const PAGES = [
  { page: 'workspace home', path: '/purHome', account: 'demo_simple' },
  { page: 'work bench', path: '/purHome/workBench', account: 'staff_hq' },
  {
    page: 'notice list (logged in)',
    path: '/purHome/noticeList?purchaseNoticeType=2',
    account: 'demo_simple',
  },
] as const;

/**
 * Sessions per account the load goes round: a page render counts against its session's render limit
 * (60 per 10 s, web/page-cache.ts), so the load is many users' clicks, as in an office, not one
 * user's 300 a second.
 */
const SESSIONS_PER_ACCOUNT = 60;

/** What a browser sends for a page: HTML, compressed if possible, the session cookie. */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

const WARM_UP_SECONDS = 3;

type TUser = { cookie: string; address: string };

type TRenderRow = {
  page: string;
  connections: number;
  rendersPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Requests autocannon gave up on (no answer within 10 s) or that failed without an answer. */
  unanswered: number;
  refused503: number;
  refused429: number;
  /** Summed waits for a pooled connection over summed render time (waits of parallel calls add up). */
  poolWaitShare: number;
  poolWaitMsPerRender: number;
  /** Pooled connections taken per render: statements outside transactions plus transactions. */
  acquiresPerRender: number;
  poolFailures: number;
  /** The server process's CPU time over the row's time (1 = one core busy all along). */
  serverCpu: number;
  /** The machine's idle share of all its cores during the row. */
  machineIdle: number;
};

/** Prometheus text: the sum of every series of `name` whose labels contain each of `labels`. */
const metricSum = (text: string, name: string, labels: readonly string[] = []) => {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const rest = line.slice(name.length);
    if (rest[0] !== ' ' && rest[0] !== '{') continue;
    if (!labels.every((label) => rest.includes(label))) continue;
    sum += Number(rest.slice(rest.lastIndexOf(' ') + 1));
  }
  return sum;
};

const readMetrics = async (url: string) => (await fetch(`${url}/metrics`)).text();

const SETTLED_WITHIN_MS = 60_000;

/**
 * Waits until the server has finished what the last row left: a request autocannon gave up on is
 * still rendered, and would be counted against the next row.
 */
const settled = async (url: string) => {
  const state = async () => {
    const text = await readMetrics(url);
    return {
      answered: metricSum(text, 'supportal_http_request_duration_seconds_count'),
      poolBusy:
        metricSum(text, 'supportal_database_pool_connections', ['state="in_use"']) +
        metricSum(text, 'supportal_database_pool_connections', ['state="waiting"']),
    };
  };
  const deadline = Date.now() + SETTLED_WITHIN_MS;
  let before = await state();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = await state();
    // Nothing but the scrapes answered in the last second, and no call at the database.
    if (now.answered - before.answered <= 1 && now.poolBusy === 0) return;
    before = now;
  }
};

const machineCpu = () =>
  os.cpus().reduce(
    (total, cpu) => {
      const busy = cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq;
      return { busy: total.busy + busy, idle: total.idle + cpu.times.idle };
    },
    { busy: 0, idle: 0 },
  );

/** A database of the bench's own on the server of `databaseUrl`: created once, seeded by the first start. */
const benchDatabaseUrl = async (serverUrl: string, name: string) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
  await admin.end();
  return exists
    ? Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString()
    : createUtf8Database(serverUrl, name);
};

/** A first start queues the demo's attachments to read: the load starts once the extraction child is done. */
const attachmentsRead = async (databaseUrl: string, log: (message: string) => void) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let said = false; ; said = true) {
      const { rows } = await client.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM attachment_texts WHERE status = 'pending'`,
      );
      if ((rows[0]?.count ?? 0) === 0) return;
      if (!said) log(`waiting for ${rows[0]?.count} attachments to be read…`);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  } finally {
    await client.end();
  }
};

/** Sessions of an account, each logged in from an address of its own (the server trusts the bench's forwarding). */
const logInUsers = async (url: string, account: string, accountIndex: number) => {
  const users: TUser[] = [];
  for (let index = 0; index < SESSIONS_PER_ACCOUNT; index += 1) {
    const address = `10.24.${accountIndex}.${index + 1}`;
    users.push({ address, cookie: await logInForCookie(url, account, { 'x-forwarded-for': address }) });
  }
  return users;
};

const loadPage = (
  url: string,
  path: string,
  users: readonly TUser[],
  connections: number,
  seconds: number,
) => {
  let next = 0;
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        path,
        setupRequest: (request) => {
          const user = users[next++ % users.length] as TUser;
          return {
            ...request,
            headers: {
              ...request.headers,
              ...BROWSER_HEADERS,
              cookie: user.cookie,
              'x-forwarded-for': user.address,
            },
          };
        },
      },
    ],
  });
};

const measureRow = async (
  url: string,
  page: (typeof PAGES)[number],
  users: readonly TUser[],
  connections: number,
  seconds: number,
): Promise<TRenderRow> => {
  const before = await readMetrics(url);
  const cpuBefore = machineCpu();
  const result = await loadPage(url, page.path, users, connections, seconds);
  const cpuAfter = machineCpu();
  const after = await readMetrics(url);
  const delta = (name: string, labels: readonly string[] = []) =>
    metricSum(after, name, labels) - metricSum(before, name, labels);
  const pageRoute = ['method="GET"', 'route="/*"'];
  const renders = delta('supportal_http_request_duration_seconds_count', pageRoute);
  const renderSeconds = delta('supportal_http_request_duration_seconds_sum', pageRoute);
  const waitSeconds = delta('supportal_database_pool_wait_seconds_sum');
  const acquires = delta('supportal_database_pool_wait_seconds_count');
  const machineBusy = cpuAfter.busy - cpuBefore.busy;
  const machineIdle = cpuAfter.idle - cpuBefore.idle;
  return {
    page: page.page,
    connections,
    // Pages rendered: answers with 2xx only (a 503 is answered fast and would count as a render).
    rendersPerSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    unanswered: result.errors,
    refused503: delta('supportal_http_refusals_total', ['status="503"']),
    refused429: delta('supportal_http_refusals_total', ['status="429"']),
    poolWaitShare: renderSeconds > 0 ? waitSeconds / renderSeconds : 0,
    poolWaitMsPerRender: renders > 0 ? (waitSeconds * 1000) / renders : 0,
    acquiresPerRender: renders > 0 ? acquires / renders : 0,
    poolFailures: delta('supportal_database_pool_wait_seconds_count', ['outcome="failed"']),
    serverCpu: delta('process_cpu_seconds_total') / seconds,
    machineIdle: machineIdle / (machineBusy + machineIdle),
  };
};

const percent = (share: number) => `${(share * 100).toFixed(0)} %`;

const renderTable = (rows: readonly TRenderRow[]) => [
  '| page | connections | pages/s (2xx) | p50 ms | p99 ms | non-2xx | 503 | 429 | unanswered in 10 s | pool wait share | pool wait ms/render | connections taken/render | pool waits failed | server CPU | machine idle |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (row) =>
      `| ${row.page} | ${row.connections} | ${row.rendersPerSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.non2xx} | ` +
      `${row.refused503} | ${row.refused429} | ${row.unanswered} | ${percent(row.poolWaitShare)} | ${row.poolWaitMsPerRender.toFixed(1)} | ` +
      `${row.acquiresPerRender.toFixed(1)} | ${row.poolFailures} | ${percent(row.serverCpu)} | ${percent(row.machineIdle)} |`,
  ),
];

/** Runs every page at every connection count; resolves with the rows and the server's settings. */
export const benchRender = async (options: TRenderBenchOptions) => {
  const { log } = options;
  const databaseUrl = await benchDatabaseUrl(options.databaseUrl, options.databaseName);
  log(`render bench on ${options.databaseName}: starting the built server (seeds on first start)…`);
  const server = await startBuiltServer({
    DATABASE_URL: databaseUrl,
    DEPLOYMENT: 'demo',
    DEMO_NOTICE_COUNT: String(options.notices),
    FILE_STORE: 'database',
    // Each simulated user has an address of its own, as X-Forwarded-For from a trusted proxy says.
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'error',
  });
  try {
    await attachmentsRead(databaseUrl, log);
    const accounts = [...new Set(PAGES.map((page) => page.account))];
    const usersOf = new Map<string, TUser[]>();
    for (const [index, account] of accounts.entries()) {
      log(`logging in ${SESSIONS_PER_ACCOUNT} sessions of ${account}…`);
      usersOf.set(account, await logInUsers(server.url, account, index + 1));
    }
    const rows: TRenderRow[] = [];
    for (const page of PAGES) {
      const users = usersOf.get(page.account) ?? [];
      const first = await fetch(`${server.url}${page.path}`, {
        headers: { ...BROWSER_HEADERS, cookie: users[0]?.cookie ?? '' },
        redirect: 'manual',
      });
      await first.arrayBuffer();
      if (first.status !== 200) throw new Error(`${page.path} as ${page.account} answered ${first.status}`);
      // Not recorded: the JIT compiles the render's hot paths first.
      await loadPage(server.url, page.path, users, 10, WARM_UP_SECONDS);
      for (const connections of options.connections) {
        await settled(server.url);
        const row = await measureRow(server.url, page, users, connections, options.seconds);
        rows.push(row);
        log(
          `${page.page} c=${connections}: ${row.rendersPerSecond.toFixed(0)} renders/s p50 ${row.p50} ms ` +
            `p99 ${row.p99} ms, non-2xx ${row.non2xx} (503: ${row.refused503}), unanswered ${row.unanswered}, pool wait ${percent(row.poolWaitShare)}, ` +
            `${row.acquiresPerRender.toFixed(1)} connections/render, server CPU ${percent(row.serverCpu)}`,
        );
      }
    }
    return { rows, sessions: SESSIONS_PER_ACCOUNT, pages: PAGES };
  } finally {
    await server.stop();
  }
};

export const RENDER_SECTION = '## Logged-in render capacity (issue 24, item 3)';

/**
 * The report's section with this run's table under `### <label>`: the text before the section's first
 * table (how to read it, what changed) and tables of other labels stay as they are.
 */
export const renderSection = (
  previous: string | undefined,
  run: {
    label: string;
    command: string;
    /** When, on what, how loaded. */
    machine: string;
    databaseName: string;
    notices: number;
    seconds: number;
    result: Awaited<ReturnType<typeof benchRender>>;
  },
) => {
  const [intro = '', ...tables] = (previous ?? '').split(/^(?=### )/m);
  const heading = `### ${run.label}`;
  const table = [heading, '', `\`${run.command}\` on ${run.machine}.`, '', ...renderTable(run.result.rows)];
  const method = [
    RENDER_SECTION,
    '',
    `The built server (\`dist/server.js\`) alone on PostgreSQL (database \`${run.databaseName}\`, demo data ` +
      `with ${run.notices} notices, sessions in the database), loaded from another process by autocannon ` +
      `with browsers' GETs of a page's HTML and a session cookie, ${run.seconds} s per row after a ` +
      `${WARM_UP_SECONDS} s warm-up. The load goes round ${run.result.sessions} sessions per account, each ` +
      'logged in from an address of its own (`TRUST_PROXY=127.0.0.1`, X-Forwarded-For): one session may ' +
      'cause 60 renders per 10 s. Pages: ' +
      run.result.pages.map((page) => `${page.page} \`${page.path}\` as ${page.account}`).join('; ') +
      '. "pages/s", p50 and p99: answers with 2xx only (autocannon times 2xx answers alone). ' +
      '"pool wait share": the time calls waited for a pooled connection ' +
      '(`supportal_database_pool_wait_seconds`) over the time renders took (route `/*` of ' +
      "`supportal_http_request_duration_seconds`); waits of one render's parallel calls add up. " +
      '"connections taken/render": pooled connections a render took (a statement outside a transaction, ' +
      'or a transaction, takes one). "server CPU": the server process\'s CPU time over the row\'s time ' +
      '(100 % is one core); "machine idle": the idle share of all cores (PostgreSQL and autocannon use ' +
      'them too).',
  ];
  return [
    previous ? intro.trimEnd() : method.join('\n'),
    '',
    ...tables.filter((part) => !part.startsWith(`${heading}\n`)).map((part) => `${part.trimEnd()}\n`),
    '',
    ...table,
    '',
  ].join('\n');
};
