import os from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { median, runsOption, serverToMeasure } from './demo-server.js';

/**
 * The main-thread blocking of the four public pages in a real Chromium slowed down 4× (Lighthouse's
 * phone: 412 × 823, DPR 1.75, touch), measured rather than simulated: `npm run blocking-time [-- --runs
 * 5] [-- --base-url URL]` (builds first). Lighthouse's simulated TBT of the same code moves by a factor
 * of three from run to run; this one says which change helped. A measurement, not a test.
 *
 * Per page: the sum over tasks of the part over 50 ms from navigation to 8 s after load (the page is
 * idle by then), and the scripts the long animation frames spent their time in.
 */
const RUNS = runsOption(5);
const SETTLE_MS = 8000;

type TTaskSample = { blocking: number; longest: number; scripts: Record<string, number> };

/** Collects long tasks and the script time of long animation frames from the first byte on. */
const OBSERVE = `(() => {
  const seen = (window.__blocking = { tasks: [], scripts: {} });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries())
      for (const script of frame.scripts) {
        const source = (script.sourceURL || script.invoker || '?').replace(location.origin, '').replace(/-[\\w-]{8}\\.js$/, '.js');
        seen.scripts[source] = (seen.scripts[source] || 0) + script.duration;
      }
  }).observe({ type: 'long-animation-frame', buffered: true });
})()`;

const measure = async (browser: Browser, url: string): Promise<TTaskSample> => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const seen = await page.evaluate(
      () =>
        (window as unknown as { __blocking: { tasks: number[]; scripts: Record<string, number> } })
          .__blocking,
    );
    return {
      blocking: seen.tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      longest: Math.max(0, ...seen.tasks),
      scripts: seen.scripts,
    };
  } finally {
    await context.close();
  }
};

const server = await serverToMeasure();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const loadBefore = os.loadavg()[0]?.toFixed(2);
const rows: string[] = [];
const scriptRows: string[] = [];
try {
  for (const { name, path } of server.pages) {
    const samples: TTaskSample[] = [];
    for (let run = 0; run < RUNS; run += 1) samples.push(await measure(browser, `${server.baseUrl}${path}`));
    const blocking = samples.map((sample) => sample.blocking);
    rows.push(
      `| ${name} | ${Math.round(median(blocking))} ms | ${Math.round(median(samples.map((sample) => sample.longest)))} ms | ${blocking.map(Math.round).join(', ')} |`,
    );
    const scripts = new Map<string, number[]>();
    for (const sample of samples)
      for (const [source, duration] of Object.entries(sample.scripts))
        scripts.set(source, [...(scripts.get(source) ?? []), duration]);
    const heaviest = [...scripts]
      .map(
        ([source, durations]) =>
          [source, median([...durations, ...Array(RUNS - durations.length).fill(0)])] as const,
      )
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6);
    scriptRows.push(
      `- ${name}: ${heaviest.map(([source, ms]) => `${source} ${Math.round(ms)} ms`).join(', ')}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(
  `Chromium ${browser.version()}, CPU 4× slower, median of ${RUNS} runs, ${os.cpus().length} cores, load average ${loadBefore} before, ${os.loadavg()[0]?.toFixed(2)} after\n`,
);
console.log('| page | blocking time | longest task | per run |');
console.log('| ---- | ------------: | -----------: | ------- |');
for (const row of rows) console.log(row);
console.log(`\nScript time in long animation frames (median per run):\n${scriptRows.join('\n')}`);
