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
