import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberSignInReturn, takeSignInReturn } from './sign-in-return.ts';

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
});

describe('the address a sign-in comes back to', () => {
  it('is where the browser was, once', () => {
    window.history.replaceState(null, '', '/quotes/42?tab=historia#wersje');
    rememberSignInReturn();
    window.history.replaceState(null, '', '/');
    expect(takeSignInReturn()).toBe('/quotes/42?tab=historia#wersje');
    expect(takeSignInReturn()).toBeNull();
  });

  it('is nothing from the start page, and forgets an earlier address', () => {
    window.history.replaceState(null, '', '/admin/users');
    rememberSignInReturn();
    window.history.replaceState(null, '', '/');
    rememberSignInReturn();
    expect(takeSignInReturn()).toBeNull();
  });

  it('is forgotten after a quarter of an hour (a sign-in given up on)', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
    window.history.replaceState(null, '', '/quotes/42');
    rememberSignInReturn();
    vi.setSystemTime(new Date('2026-11-27T10:16:00Z'));
    expect(takeSignInReturn()).toBeNull();
  });

  it('is nothing when the storage holds something else', () => {
    window.sessionStorage.setItem(
      'ppp-sign-in-return',
      JSON.stringify({ path: '//evil.example', at: Date.now() }),
    );
    expect(takeSignInReturn()).toBeNull();
    window.sessionStorage.setItem('ppp-sign-in-return', '{not json');
    expect(takeSignInReturn()).toBeNull();
  });
});
