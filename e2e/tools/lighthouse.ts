import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, runsOption, serverToMeasure } from './demo-server.js';

/**
 * Lighthouse 13 (its default: a phone with simulated slow 4G and a 4× slower CPU) on the four public
 * pages of issue 12, several runs each, median reported: `npm run lighthouse [-- --runs 5]` (builds
 * first). A measurement for docs/benchmarks.md, not a test: the figures move with the machine's load.
 */
const RUNS = runsOption(3);

type TRun = {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of the host's CPU speed: its 4× slowdown assumes a fast desktop. */
  benchmarkIndex: number;
  /** Lighthouse could not record the load (it says why above the table): left out of the medians. */
  failed: boolean;
};

type TBootupItem = { url: string; total: number; scripting: number };
type TLongTask = { url: string; duration: number; startTime: number };

const auditOf = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) =>
  lhr.audits[id]?.numericValue ?? Number.NaN;

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

// `--base-url URL` measures a server that is already running, with demo data.
const server = await serverToMeasure();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox'],
});
const loadBefore = load();
const rows: string[] = [];
/** Which Lighthouse and which browser measured, as the first report says (figures move with both). */
let measuredBy = '';
const failures: string[] = [];
const blockers: string[] = [];
const longTasks: string[] = [];
try {
  for (const { name, path } of server.pages) {
    const runs: TRun[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${server.baseUrl}${path}`, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`no Lighthouse result for ${path}`);
      const { lhr } = result;
      // A run Lighthouse could not finish scores 0 and pulls the median down: say why.
      if (lhr.runtimeError)
        console.log(`${name} run ${run + 1}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      for (const ref of lhr.categories.performance?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit?.errorMessage)
          console.log(`${name} run ${run + 1}: ${ref.id} failed: ${audit.errorMessage}`);
      }
      // The user agent names only the browser's major version (156.0.0.0).
      measuredBy ||= `Lighthouse ${lhr.lighthouseVersion}, Chromium ${lhr.environment.hostUserAgent.match(/Chrome\/(\d+)/)?.[1] ?? '?'}`;
      runs.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        fcp: auditOf(lhr, 'first-contentful-paint'),
        lcp: auditOf(lhr, 'largest-contentful-paint'),
        tbt: auditOf(lhr, 'total-blocking-time'),
        cls: auditOf(lhr, 'cumulative-layout-shift'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
        failed: Boolean(lhr.runtimeError),
      });
      // What keeps a page below 100: failing accessibility audits and the scripts that block the main
      // thread longest, named once per page.
      if (run === 0) {
        const bootup = (lhr.audits['bootup-time']?.details as { items?: TBootupItem[] } | undefined)?.items;
        for (const item of (bootup ?? []).slice(0, 4))
          blockers.push(
            `${name}: ${item.url.replace(server.baseUrl, '')} script ${Math.round(item.scripting)} ms, total ${Math.round(item.total)} ms`,
          );
        // The tasks that make up the blocking time (simulated phone milliseconds, the part over 50 ms
        // blocks), longest first, each with its start.
        const tasks = (lhr.audits['long-tasks']?.details as { items?: TLongTask[] } | undefined)?.items ?? [];
        longTasks.push(
          `${name}: ${tasks.map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} (${task.url.replace(server.baseUrl, '') || 'unattributed'})`).join(', ')}`,
        );
        for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            const items = (audit.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items;
            const nodes = (items ?? []).map((item) => item.node?.snippet).filter(Boolean);
            failures.push(`${name}: ${ref.id} (${audit.title}) ${nodes.slice(0, 3).join(' ')}`);
          }
        }
      }
    }
    const recorded = runs.filter((run) => !run.failed);
    const of = (key: Exclude<keyof TRun, 'failed'>) => median(recorded.map((run) => run[key]));
    rows.push(
      `| ${name} | \`${path}\` | ${of('performance')} | ${of('accessibility')} | ${(of('fcp') / 1000).toFixed(1)} s | ${(of('lcp') / 1000).toFixed(1)} s | ${Math.round(of('tbt'))} ms | ${of('cls').toFixed(3)} | ${runs.map((run) => (run.failed ? 'failed' : run.performance)).join(', ')} | ${Math.round(of('benchmarkIndex'))} |`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.log(
  `${measuredBy} (mobile), median of ${RUNS} runs, ${os.cpus().length} cores, load average ${loadBefore} before, ${load()} after\n`,
);
console.log(
  '| page | address | performance | accessibility | FCP | LCP | TBT | CLS | performance per run | CPU index |',
);
console.log(
  '| ---- | ------- | ----------: | ------------: | --: | --: | --: | --: | ------------------- | --------: |',
);
for (const row of rows) console.log(row);
if (blockers.length)
  console.log(`\nMain-thread time by script (first run):\n${blockers.map((b) => `- ${b}`).join('\n')}`);
if (longTasks.length) console.log(`\nLong tasks (first run):\n${longTasks.map((t) => `- ${t}`).join('\n')}`);
if (failures.length)
  console.log(`\nFailing accessibility audits:\n${failures.map((f) => `- ${f}`).join('\n')}`);
