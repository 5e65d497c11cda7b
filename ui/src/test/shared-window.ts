// Setup of the React jsdom tests (vitest.config.ts, `ui` project). A worker runs many test files in
// one window and one module graph (`isolate: false`): what a test leaves mounted (a render its file
// does not clean up), raised (the toast store's current toast, a module-level store) or faked (the
// clock: fake timers are set per test, in a beforeEach or the test) is undone after it, so the next
// test, of this file or another, starts from an empty page on the real clock.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { dismissToast } from '../components/Toast/toastStore.ts';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.useRealTimers();
});
