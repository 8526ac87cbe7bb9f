import type { TMenuAuthority, TUserInfo } from '@supportal/contract';
import { describe, expect, it } from 'vitest';
import { accessOf, buildMenu, lacksPagePermission } from './access';

const authority = (
  authorityCode: string,
  sort: number,
  parentAuthorityCode: string | null = null,
  url = '',
): TMenuAuthority => ({
  authorityCode,
  authorityName: `名称${authorityCode}`,
  parentAuthorityCode,
  url,
  sort,
});

const SUPPLIER_MENU = [
  authority('SUPPLIER_SERVICE', 30),
  authority('SUP_LEVEL', 32, 'SUPPLIER_SERVICE', '/purHome/postIframe?menuCode=SUP_LEVEL'),
  authority('SUP_INFO_MANAGE', 31, 'SUPPLIER_SERVICE', '/purHome/postIframe?menuCode=SUP_INFO_MANAGE'),
  authority('WORKBENCH', 10, null, '/purHome/workBench'),
  authority('BUSINESS', 20),
  authority('SUP_ORDER_MANAGE', 21, 'BUSINESS', '/purHome/postIframe?menuCode=SUP_ORDER_MANAGE'),
];

const user = (
  menuAuthorities: TMenuAuthority[],
  accountKind: 'supplier' | 'staff' = 'supplier',
): TUserInfo => ({
  uid: '1',
  name: '王立新',
  userName: 'demo_supplier',
  userOrgLevel: '',
  corpCode: 'SUP100001',
  corpName: '华信通信设备有限公司',
  roles: ['SUPPLIER'],
  roleNames: ['供应商主账号'],
  accountKind,
  menuAuthorities,
  mustChangePassword: false,
  secondFactor: null,
});

describe('access', () => {
  it('nests the authorities by parent code and sorts each level by sort', () => {
    const menu = buildMenu(SUPPLIER_MENU);
    expect(menu.map((node) => node.code)).toEqual(['WORKBENCH', 'BUSINESS', 'SUPPLIER_SERVICE']);
    expect(menu[2]?.children.map((node) => node.code)).toEqual(['SUP_INFO_MANAGE', 'SUP_LEVEL']);
  });

  it('lets the route table rename an item and give it an icon', () => {
    const [workbench] = buildMenu(SUPPLIER_MENU);
    expect(workbench).toMatchObject({ title: '我的待办', icon: 'workbench', url: '/purHome/workBench' });
  });

  it('leaves out a group with nothing in it', () => {
    expect(buildMenu([authority('BUSINESS', 20)])).toEqual([]);
  });

  it('gives a sub-account only the items its role grants, and only their pages', () => {
    const sub = accessOf(user([authority('BUSINESS', 20), SUPPLIER_MENU[5] as TMenuAuthority]));
    expect(sub.menu.map((node) => node.code)).toEqual(['BUSINESS']);
    expect(sub.can('WORKBENCH')).toBe(false);
    expect(sub.canOpen('/purHome/workBench', '')).toBe(false);
    expect(sub.canOpen('/purHome/postIframe', '?menuCode=SUP_ORDER_MANAGE')).toBe(true);
    expect(sub.canOpen('/purHome/postIframe', '?menuCode=SUP_LEVEL')).toBe(false);
    expect(sub.canOpen('/purHome/noticeList', '?purchaseNoticeType=3')).toBe(true);

    const main = accessOf(user(SUPPLIER_MENU));
    expect(main.canOpen('/purHome/workBench', '')).toBe(true);
    expect(main.canOpen('/purHome/postIframe', '?menuCode=SUP_LEVEL&id=1')).toBe(true);
  });

  it('opens the business forms and the task page only to holders of their permission', () => {
    const cityStaff = accessOf(
      user(
        [
          authority('WORKBENCH', 10, null, '/purHome/workBench'),
          authority('PURCHASE_MANAGE', 40),
          authority('NEGATIVE_BEHAVIOUR_RECORD', 41, 'PURCHASE_MANAGE', '/purHome/negativeBehaviour'),
        ],
        'staff',
      ),
    );
    expect(cityStaff.canOpen('/purHome/negativeBehaviour', '')).toBe(true);
    expect(cityStaff.canOpen('/purHome/demandCollect', '')).toBe(false);
    expect(cityStaff.canOpen('/purchase/task/myTask', '?workItemID=1')).toBe(true);
    expect(accessOf(user([])).canOpen('/purchase/task/myTask', '?workItemID=1')).toBe(false);
  });

  it('finds the menu trail of an address for the breadcrumb', () => {
    const access = accessOf(user(SUPPLIER_MENU));
    expect(access.trailOf('/purHome/postIframe', '?menuCode=SUP_LEVEL').map((node) => node.title)).toEqual([
      '名称SUPPLIER_SERVICE',
      '名称SUP_LEVEL',
    ]);
    expect(access.trailOf('/purHome/nDetail', '?id=1')).toEqual([]);
  });

  it('tells staff from suppliers and refuses everything to anonymous visitors', () => {
    expect(accessOf(user([], 'staff')).kind).toBe('staff');
    expect(accessOf(user([])).kind).toBe('supplier');
    const anonymous = accessOf(null);
    expect(anonymous).toMatchObject({ loggedIn: false, kind: 'anonymous', menu: [] });
    expect(anonymous.canOpen('/purHome/noticeList', '')).toBe(false);
    expect(anonymous.can('WORKBENCH')).toBe(false);
  });

  it('refuses a page to an account without the permission it needs, and only such a page', () => {
    const supplier = user(SUPPLIER_MENU);
    expect(lacksPagePermission(supplier, '/purHome/workBench')).toBe(false);
    expect(lacksPagePermission(supplier, '/purHome/admin/accounts')).toBe(true);
    expect(lacksPagePermission(supplier, '/purHome/console/notices/draft-1/edit')).toBe(true);
    expect(lacksPagePermission(supplier, '/purHome/noticeList')).toBe(false);
    // Partner pages check their allow-list before the menu item: left to the page.
    expect(lacksPagePermission(user([]), '/purHome/postIframe')).toBe(false);
  });
});
