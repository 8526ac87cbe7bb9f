import { describe, expect, it } from 'vitest';
import { isLoginCardShown } from './login-card-visibility';

describe('isLoginCardShown', () => {
  it("shows the card for 'true' everywhere, also before the host is known", () => {
    expect(isLoginCardShown(['true'], null)).toBe(true);
    expect(isLoginCardShown(['true'], 'portal.example.cn')).toBe(true);
  });

  it('shows it on the named host and on localhost only', () => {
    expect(isLoginCardShown(['portal.example.cn'], 'portal.example.cn')).toBe(true);
    expect(isLoginCardShown(['portal.example.cn'], 'other.example.cn')).toBe(false);
    expect(isLoginCardShown(['false'], 'localhost')).toBe(true);
    expect(isLoginCardShown(['portal.example.cn'], null)).toBe(false);
  });

  it('hides it when the switch is off or missing', () => {
    expect(isLoginCardShown(['false'], 'portal.example.cn')).toBe(false);
    expect(isLoginCardShown([], '127.0.0.1')).toBe(false);
  });
});
