import { describe, expect, it } from 'vitest';
import { menuItemPartnerPage, opensLevelGatedPage, samePartnerPage } from './partner-targets.js';

const ENTRIES = [
  { value: 'SUP_MAN_URL', label: 'https://srm.partner.test/sso/login' },
  { value: '4A_SUPPLIER_LEVEL', label: 'https://4a.partner.test/supplier/level' },
  { value: 'BLOCKCHAIN_SC_COLLAB_URL', label: '/partner-example/BLOCKCHAIN_SC_COLLAB_URL' },
];

describe('menu items of embedded partner pages', () => {
  it('names the page inside the partner system: tUrl of a form page, else the target', () => {
    expect(
      menuItemPartnerPage(
        '/purHome/postIframe?menuCode=SUP_ORDER_MANAGE&url=SUP_MAN_URL&tUrl=%2Forder%2Flist',
      ),
    ).toEqual({ target: 'SUP_MAN_URL', page: '/order/list', menuCode: 'SUP_ORDER_MANAGE' });
    expect(menuItemPartnerPage('/purHome/getIframe?url=BLOCKCHAIN_SC_COLLAB_URL')).toEqual({
      target: 'BLOCKCHAIN_SC_COLLAB_URL',
      page: 'BLOCKCHAIN_SC_COLLAB_URL',
      menuCode: '',
    });
    expect(menuItemPartnerPage('/purHome/supplierInfo')).toBeNull();
  });

  it('compares pages after resolving keys and addresses through the allow-list', () => {
    expect(
      samePartnerPage('BLOCKCHAIN_SC_COLLAB_URL', '/partner-example/BLOCKCHAIN_SC_COLLAB_URL', ENTRIES),
    ).toBe(true);
    expect(samePartnerPage('SUP_MAN_URL', 'https://srm.partner.test/sso/login', ENTRIES)).toBe(true);
    expect(samePartnerPage('/order/list', ' /order/list', ENTRIES)).toBe(true);
    expect(samePartnerPage('/order/list', '/settlement/bill', ENTRIES)).toBe(false);
  });

  it('tells the level-gated pages by key or by an address under their entry', () => {
    expect(
      opensLevelGatedPage(
        '/purHome/postIframe?menuCode=SUP_LEVEL&iframeType=IframePage4A&url=4A_SUPPLIER_LEVEL',
        ENTRIES,
      ),
    ).toBe(true);
    expect(
      opensLevelGatedPage(
        `/purHome/getIframe?url=${encodeURIComponent('https://4a.partner.test/supplier/level/detail')}`,
        ENTRIES,
      ),
    ).toBe(true);
    // Unknown to this allow-list, the key still names the gated page.
    expect(opensLevelGatedPage('/purHome/getIframe?url=BLOCKCHAIN_SC_COLLAB_URL', [])).toBe(true);
    expect(
      opensLevelGatedPage(
        '/purHome/postIframe?menuCode=SUP_ORDER_MANAGE&url=SUP_MAN_URL&tUrl=%2Forder',
        ENTRIES,
      ),
    ).toBe(false);
    expect(opensLevelGatedPage('/purHome/workBench', ENTRIES)).toBe(false);
  });
});
