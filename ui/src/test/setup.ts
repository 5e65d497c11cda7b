// Setup of the jsdom tests (vitest.config.ts): what one test leaves in the browser's storage (a
// form's D20 draft, the theme) does not reach the next one. A test file in node has no storage.
import { afterEach } from 'vitest';

afterEach(() => {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
