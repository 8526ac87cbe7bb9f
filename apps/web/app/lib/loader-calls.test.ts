import { CancelledError } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggedFallback } from './loader-calls';

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
