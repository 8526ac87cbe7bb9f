import { CancelledError } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPageOrFailure, loggedFallback, serverLoaderOf } from './loader-calls';

describe('loggedFallback', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a failed part and yields the fallback', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(loggedFallback('dictionary', [])(new Error('503'))).toEqual([]);
    expect(log).toHaveBeenCalledWith('[loader] dictionary failed to load', expect.any(Error));
  });

  it('logs nothing for a call cancelled when the session ended, and still yields the fallback', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(loggedFallback('work item list', null)(new CancelledError())).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });
});

describe('loadPageOrFailure', () => {
  afterEach(() => vi.restoreAllMocks());
  const EMPTY = { records: [] as string[], total: 0 };

  it('yields the page a list call answered', async () => {
    const page = { records: ['a'], total: 1 };
    expect(await loadPageOrFailure(Promise.resolve(page), 'audit events', EMPTY)).toEqual({
      page,
      failed: false,
    });
  });

  it('yields the empty page marked failed, and logs, when the call failed', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadPageOrFailure(Promise.reject(new Error('503')), 'audit events', EMPTY)).toEqual({
      page: EMPTY,
      failed: true,
    });
    expect(log).toHaveBeenCalledWith('[loader] audit events failed to load', expect.any(Error));
  });
});

describe('serverLoaderOf', () => {
  it('loads with the in-process calls of the request and the parameters of its address', async () => {
    const callApi = vi.fn();
    const loader = serverLoaderOf(async (calls, params) => ({
      fresh: calls.fresh,
      loggedIn: calls.viewer.loggedIn,
      loginName: params.get('loginName'),
    }));
    const context = { callApi, loggedIn: true } as unknown as Parameters<typeof loader>[0]['context'];
    const request = new Request('http://portal/purHome/admin/audit?loginName=demo_admin');
    expect(await loader({ request, context })).toEqual({
      fresh: callApi,
      loggedIn: true,
      loginName: 'demo_admin',
    });
  });
});
