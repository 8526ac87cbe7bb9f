import { DEFAULT_4A_LOGIN_URL } from '@supportal/contract';
import { describe, expect, it } from 'vitest';
import type { TCallApi } from './load-context';
import {
  decideRouteAccess,
  guardRoute,
  isPublicPath,
  passwordChangeRedirect,
  type TGuardInput,
} from './route-guard';

const input = (overrides: Partial<TGuardInput>): TGuardInput => ({
  pathname: '/purHome',
  hasSession: false,
  loginPortalSwitch: 'true',
  hostname: 'portal.example.cn',
  fourALoginUrl: 'https://4a.example.cn/login',
  ...overrides,
});

describe('route guard', () => {
  it('lets the public paths of the spec pass without a session', () => {
    for (const path of ['/404', '/home', '/noticeDetail', '/downMore', '/companyIntro', '/announcement']) {
      expect(decideRouteAccess(input({ pathname: path })), path).toEqual({ action: 'proceed' });
    }
    expect(isPublicPath('/purAnnouncement/')).toBe(true);
    expect(isPublicPath('/search')).toBe(true);
    expect(isPublicPath('/supplierHome')).toBe(true);
    expect(isPublicPath('/forgotPassword')).toBe(true);
    expect(isPublicPath('/purHome')).toBe(false);
  });

  it('lets protected paths pass with a session', () => {
    expect(decideRouteAccess(input({ hasSession: true }))).toEqual({ action: 'proceed' });
  });

  it("sends visitors without a session back to '/' while the portal login is on", () => {
    expect(decideRouteAccess(input({}))).toEqual({ action: 'redirect', to: '/' });
  });

  it('sends them to the 4A login when the portal login is off, with a default address', () => {
    expect(decideRouteAccess(input({ loginPortalSwitch: 'false' }))).toEqual({
      action: 'external',
      url: 'https://4a.example.cn/login',
    });
    expect(decideRouteAccess(input({ loginPortalSwitch: '', fourALoginUrl: undefined }))).toEqual({
      action: 'external',
      url: DEFAULT_4A_LOGIN_URL,
    });
  });

  it('keeps local development on the portal, and stays put when the switch is unknown', () => {
    expect(decideRouteAccess(input({ loginPortalSwitch: 'false', hostname: 'localhost' }))).toEqual({
      action: 'redirect',
      to: '/',
    });
    expect(decideRouteAccess(input({ loginPortalSwitch: undefined }))).toEqual({
      action: 'redirect',
      to: '/',
    });
  });

  it('reads the switches on the server only for visitors without a session', async () => {
    const asked: string[] = [];
    const callApi = (async (_endpoint: unknown, input: { body: { type: string } }) => {
      asked.push(input.body.type);
      return {
        isLoginPortalSwitch: [{ value: 'false', label: '关闭' }],
        OBP_INTERFACE: [{ value: '4A_LOGIN_URL', label: 'https://4a.example.cn/sso' }],
      };
    }) as unknown as TCallApi;
    const url = new URL('https://portal.example.cn/purHome/workBench');
    expect(await guardRoute(url, true, callApi)).toEqual({ action: 'proceed' });
    expect(asked).toEqual([]);
    expect(await guardRoute(url, false, callApi)).toEqual({
      action: 'external',
      url: 'https://4a.example.cn/sso',
    });
    expect(asked).toEqual(['isLoginPortalSwitch,OBP_INTERFACE']);
  });
});

describe('passwordChangeRedirect', () => {
  const change = '/purHome/changePassword';
  it('sends an account with an issued password to the change page, from every other page', () => {
    expect(passwordChangeRedirect('/purHome', { mustChangePassword: true }, change)).toBe(change);
    expect(passwordChangeRedirect('/purHome/admin/accounts', { mustChangePassword: true }, change)).toBe(
      change,
    );
    expect(
      passwordChangeRedirect('/purHome/changePassword/', { mustChangePassword: true }, change),
    ).toBeNull();
  });

  it('lets every other account (and nobody) go on', () => {
    expect(passwordChangeRedirect('/purHome', { mustChangePassword: false }, change)).toBeNull();
    expect(passwordChangeRedirect('/purHome', null, change)).toBeNull();
  });
});
