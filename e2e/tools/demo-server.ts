import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer, stopServer } from '../support/server-process.js';

/** The four public pages measured for phones (issue 12): home, a list, a notice and a search. */
export type TAuditPage = { name: string; path: string };

export type TDemoServer = { baseUrl: string; pages: TAuditPage[]; stop: () => Promise<void> };

/** The first notice id the home page links to, so the detail page shows a real notice. */
const firstNoticePath = async (baseUrl: string) => {
  const html = await (await fetch(`${baseUrl}/home`)).text();
  const match = /href="(\/noticeDetail\?id=\d+)"/.exec(html);
  if (!match?.[1]) throw new Error('the home page links to no notice');
  return match[1];
};

/** The four pages on a server with demo data. */
export const auditPages = async (baseUrl: string): Promise<TAuditPage[]> => [
  { name: 'home', path: '/home' },
  { name: 'list', path: '/purAnnouncement?purchaseNoticeType=2' },
  { name: 'detail', path: await firstNoticePath(baseUrl) },
  { name: 'search', path: `/search?keyword=${encodeURIComponent('光缆')}` },
];

/**
 * Starts the built server (`npm run build` first) on a temporary data directory with demo data, as a
 * visitor would meet it: production mode, no test-only settings.
 */
export const startDemoServer = async (): Promise<TDemoServer> => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'supportal-audit-'));
  const server = await startServer({ DATA_DIR: dataDir, DEMO_NOTICE_COUNT: '800', TRUST_PROXY: 'false' });
  return {
    baseUrl: server.url,
    pages: await auditPages(server.url),
    stop: async () => {
      await stopServer(server);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** A command-line option's value (`--name value`), if given. */
const optionValue = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};

/** `--runs N`: how many times each page is measured. */
export const runsOption = (defaultRuns: number) => {
  const runs = Number(optionValue('--runs') ?? defaultRuns);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs wants a whole number ≥ 1');
  return runs;
};

/** The server a measurement runs against: `--base-url URL` (already running, with demo data), else a demo server of its own. */
export const serverToMeasure = async (): Promise<TDemoServer> => {
  const runningUrl = optionValue('--base-url');
  return runningUrl
    ? { baseUrl: runningUrl, pages: await auditPages(runningUrl), stop: async () => {} }
    : startDemoServer();
};

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
};
