/**
 * The workflow part of `npm run bench`: 我的待办 of a staff member with 10,000 open items among
 * 1,000,000 work items, beside a bare route of the same server, and approve decisions one after
 * another. The server runs in its own process (workflow-bench-server.ts).
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { startBenchProcess, stopBenchProcess } from './bench-process.js';
import { loadRow, type TLoadRow } from './load-row.js';
import { percentile } from './percentile.js';

type TOptions = {
  kinds: ('pglite' | 'postgres')[];
  seconds: number;
  items: number;
  open: number;
  dataDir: string;
  databaseUrl: string;
  log: (message: string) => void;
};

const CONNECTIONS = [1, 10];
const DECISIONS = 300;

const startServer = async (kind: string, options: TOptions) => {
  const { url, handover, child } = await startBenchProcess('workflow-bench-server.ts', [
    `--kind=${kind}`,
    `--items=${options.items}`,
    `--open=${options.open}`,
    `--data-dir=${options.dataDir}`,
    `--database-url=${options.databaseUrl}`,
  ]);
  return { url, authorization: handover, child };
};

const benchKind = async (kind: 'pglite' | 'postgres', options: TOptions) => {
  const { url, authorization, child } = await startServer(kind, options);
  const rows: TLoadRow[] = [];
  const load = async (scenario: string, method: 'GET' | 'POST', path: string, body?: object) => {
    for (const connections of CONNECTIONS) {
      const result = await autocannon({
        url,
        connections,
        duration: options.seconds,
        requests: [
          {
            method,
            path,
            headers: { 'content-type': 'application/json', authorization, 'accept-encoding': 'gzip, br' },
            ...(body ? { body: JSON.stringify(body) } : {}),
          },
        ],
      });
      rows.push(loadRow(scenario, connections, result));
      options.log(
        `${kind} ${scenario} c=${connections}: ${Math.round(result.requests.average)} req/s p50 ${result.latency.p50} ms`,
      );
    }
  };
  try {
    await load('bare route (GET)', 'GET', '/supportal/bench/bare');
    // A logged-in call that reads little: what checking the session and the caller's roles costs.
    await load('user/getUserInfo (session + roles only)', 'GET', '/supportal/v1/user/getUserInfo');
    const list = {
      pageCondQuery: { beginIndex: 0, length: 10, totalCount: 0 },
      queryType: '0',
      permission: 'ALL',
      includeHistory: true,
      scope: 'ALL',
    };
    const check = await fetch(`${url}/supportal/v1/process/query-workitem-list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify(list),
    });
    const total = ((await check.json()) as { data: { total: number } }).data.total;
    await load(
      `我的待办 page 1 of 10 (total ${total})`,
      'POST',
      '/supportal/v1/process/query-workitem-list',
      list,
    );
    await load('我的已办 page 1 of 10', 'POST', '/supportal/v1/process/query-workitem-list', {
      ...list,
      queryType: '1',
    });

    // Decisions, one at a time (each moves one item on and creates the next step's item).
    const ids = (await (await fetch(`${url}/supportal/bench/open-items`)).json()) as string[];
    const samples: number[] = [];
    let failures = 0;
    const started = performance.now();
    for (const workItemID of ids.slice(0, DECISIONS)) {
      const before = performance.now();
      const answer = await fetch(`${url}/supportal/v1/process/approve-work-item`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ workItemID, comment: '同意' }),
      });
      await answer.arrayBuffer();
      if (!answer.ok) failures += 1;
      samples.push(performance.now() - before);
    }
    const elapsed = (performance.now() - started) / 1000;
    options.log(`${kind} approve: p50 ${percentile(samples, 0.5).toFixed(1)} ms over ${samples.length}`);
    return {
      kind,
      rows,
      decisions: {
        count: samples.length,
        p50: percentile(samples, 0.5),
        p99: percentile(samples, 0.99),
        rps: samples.length / elapsed,
        failures,
      },
    };
  } finally {
    await stopBenchProcess(child);
  }
};

/** Runs the workflow benchmark on each database kind; returns its section of the report. */
export const benchWorkflow = async (options: TOptions): Promise<string[]> => {
  const lines = [
    '## Approval workflow',
    '',
    `我的待办 (\`process/query-workitem-list\`, queryType '0', 10 per page) of staff_prov with ${options.open.toLocaleString('en')} ` +
      `open items among ${options.items.toLocaleString('en')} work items, 我的已办 (queryType '1') and approve ` +
      `decisions (\`process/approve-work-item\`, ${DECISIONS} in a row, one connection, each in one transaction ` +
      'that locks the instance, takes the item, creates the next step and writes 审批记录). Targets: list p50 ≤ 20 ms, ' +
      'decision p50 ≤ 15 ms. The work items are made in bulk by SQL (workflow-bench-server.ts).',
    '',
  ];
  for (const kind of options.kinds) {
    const result = await benchKind(kind, options);
    lines.push(
      `### ${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}`,
      '',
      '| scenario | connections | req/s | % of bare route | p50 ms | p99 ms | errors |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...result.rows.map((row) => {
        const base = result.rows.find(
          (other) => other.scenario.startsWith('bare') && other.connections === row.connections,
        );
        const share = base && base.rps > 0 ? `${Math.round((row.rps / base.rps) * 100)} %` : '';
        return `| ${row.scenario} | ${row.connections} | ${row.rps} | ${share} | ${row.p50} | ${row.p99} | ${row.errors} |`;
      }),
      `| approve decision (one at a time) | 1 | ${result.decisions.rps.toFixed(0)} | | ${result.decisions.p50.toFixed(1)} | ${result.decisions.p99.toFixed(1)} | ${result.decisions.failures} |`,
      '',
    );
  }
  return lines;
};
