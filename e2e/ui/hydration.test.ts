import { matchPath } from 'react-router';
import { describe, expect, inject, it } from 'vitest';
import { GUARDED_PAGES } from '../../apps/web/app/config/pages.js';
import { useBrowser } from '../support/browser.js';
import { logInBrowser } from '../support/login-page.js';
import { openPage } from '../support/page-helpers.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');

/** What React prints when the server's HTML and the browser's first render differ (#418: text, #423/#425). */
const HYDRATION_PROBLEM = /hydrat|#418|#423|#425/i;

type TAccount = 'demo_simple' | 'staff_hq' | 'demo_admin';

/** Every guarded page, as the account that may open it loads it from the address bar. */
const WORKSPACE_ADDRESSES: readonly { account: TAccount; address: string }[] = [
  { account: 'demo_simple', address: '/purHome' },
  { account: 'demo_simple', address: '/purHome/supplierInfo' },
  { account: 'demo_simple', address: '/purHome/subAccounts' },
  { account: 'demo_simple', address: '/purHome/savedSearches' },
  { account: 'demo_simple', address: '/purHome/securityLog' },
  { account: 'demo_simple', address: '/purHome/changePassword' },
  { account: 'demo_simple', address: '/purHome/blacklist' },
  { account: 'demo_simple', address: '/purHome/noticeList?purchaseNoticeType=2' },
  { account: 'demo_simple', address: '/purHome/nDetail?id=1' },
  { account: 'demo_simple', address: '/purHome/downView' },
  { account: 'demo_simple', address: `/purHome/searchNotice?keyword=${encodeURIComponent('光缆')}` },
  {
    account: 'demo_simple',
    address: '/purHome/postIframe?menuCode=SUP_LEVEL&iframeType=IframePage4A&url=4A_SUPPLIER_LEVEL',
  },
  { account: 'demo_simple', address: '/purHome/getIframe?url=BLOCKCHAIN_SC_COLLAB_URL' },
  { account: 'staff_hq', address: '/purHome' },
  { account: 'staff_hq', address: '/purHome/workBench' },
  { account: 'staff_hq', address: '/purHome/negativeBehaviour' },
  { account: 'staff_hq', address: '/purHome/demandCollect' },
  { account: 'staff_hq', address: '/purHome/savedSearches' },
  { account: 'staff_hq', address: '/purHome/console/notices' },
  { account: 'staff_hq', address: '/purHome/console/notices/new' },
  { account: 'staff_hq', address: '/purHome/console/notices/1' },
  { account: 'staff_hq', address: '/purHome/console/notices/1/edit' },
  { account: 'staff_hq', address: '/purchase/task/myTask' },
  { account: 'staff_hq', address: '/purHome/statistics' },
  { account: 'demo_admin', address: '/purHome/admin/audit' },
  { account: 'demo_admin', address: '/purHome/admin/dictionary' },
  { account: 'demo_admin', address: '/purHome/admin/downloads' },
  { account: 'demo_admin', address: '/purHome/admin/api-clients' },
  { account: 'demo_admin', address: '/purHome/admin/accounts' },
  { account: 'demo_admin', address: '/purHome/admin/authorities' },
];

const PUBLIC_ADDRESSES = [
  '/home',
  '/purAnnouncement?purchaseNoticeType=2',
  `/search?keyword=${encodeURIComponent('光缆')}`,
  '/noticeDetail?id=1',
  '/downMore',
  '/companyIntro',
  '/announcement',
  '/login',
  '/forgotPassword',
  '/404',
  '/supplier/supplierEverydayComplaint/Notice',
  '/subscription',
];

const pathOf = (address: string) => new URL(address, 'http://portal').pathname;

describe('hydration of whole-page loads', () => {
  it('lists every page of the route table', () => {
    const missing = GUARDED_PAGES.filter(
      (page) => !WORKSPACE_ADDRESSES.some(({ address }) => matchPath(page.path, pathOf(address))),
    ).map((page) => page.path);
    expect(missing).toEqual([]);
  });

  /** Loads each address fully and returns the hydration errors the console reported, by address. */
  const hydrationProblemsOn = async (addresses: readonly string[]) => {
    const problems: string[] = [];
    for (const address of addresses) {
      browser.consoleProblems.length = 0;
      await openPage(browser.page, address);
      // Hydration errors are reported once React has finished the first render and committed.
      await browser.page.waitForTimeout(300);
      problems.push(
        ...browser.consoleProblems
          .filter((text) => HYDRATION_PROBLEM.test(text))
          .map((text) => `${address}: ${text.slice(0, 160)}`),
      );
    }
    return problems;
  };

  for (const account of ['demo_simple', 'staff_hq', 'demo_admin'] as const) {
    it(`renders the same tree in the browser as on the server for ${account}`, async () => {
      const { page } = browser;
      await logInBrowser(page, baseUrl, account, `10.86.0.${account.length}`);
      const addresses = [
        ...WORKSPACE_ADDRESSES.filter((entry) => entry.account === account).map((entry) => entry.address),
        ...(account === 'demo_simple' ? PUBLIC_ADDRESSES : []),
      ];
      expect(await hydrationProblemsOn(addresses)).toEqual([]);
    });
  }

  it('renders the public pages the same for a visitor', async () => {
    expect(await hydrationProblemsOn(PUBLIC_ADDRESSES)).toEqual([]);
  });
});
