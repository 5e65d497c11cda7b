import { availableParallelism } from 'node:os';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { workspaceConditions } from './ui/src/platform/federation.ts';

// @ppp/quoting resolves only under its own condition (D20; see workspaceConditions), in a test as
// in the browser (jsdom tests transform like the server does).
const resolve = { conditions: [...defaultClientConditions, ...workspaceConditions] };
const ssr = { resolve: { conditions: [...defaultServerConditions, ...workspaceConditions] } };

/**
 * A worker keeps the modules it imported from one test file to the next (`isolate: false`): importing
 * the API's or a screen's module graph anew for each of 220 files was two thirds of the run. Each
 * test file still makes its own database (API) and each test its own render and query client (UI);
 * the partner widgets are the exception below.
 */
const shared = { isolate: false } as const;

/** The browser-side tests' environment: jsdom, storage emptied before each test, seconds per form. */
const jsdom = {
  environment: 'jsdom' as const,
  // Each test starts with the browser's storage empty (a form's D20 draft would come back).
  setupFiles: ['ui/src/test/setup.ts'],
  // A form test types and clicks through whole screens: seconds on a busy two-core machine.
  testTimeout: 15_000,
};

/**
 * Test files that need a window and a module registry of their own: the partner-site widgets
 * (Preact; custom elements are defined once per window, a shadow root once per host), and a file
 * that replaces a module with `vi.mock` (a worker that imported the real one for an earlier file
 * would keep it).
 */
const ownWindow = [
  'widgets/src/**/*.test.{ts,tsx}',
  'mf-quotes/src/pages/QuoteFormPage/ItemsSection.test.tsx',
];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a two-core machine, while
    // the API tests spend much of their time waiting on PostgreSQL.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'domain', include: ['domain/src/**/*.test.ts'], environment: 'node', ...shared } },
      {
        resolve,
        ssr,
        test: {
          name: 'ui',
          include: [
            'ui/src/**/*.test.{ts,tsx}',
            'quoting/src/**/*.test.{ts,tsx}',
            'shell/src/**/*.test.{ts,tsx}',
            'mf-*/src/**/*.test.{ts,tsx}',
          ],
          exclude: ownWindow,
          ...jsdom,
          ...shared,
          // Cleared after every test: what it mounted, and the toast it raised (one window per worker).
          setupFiles: [...jsdom.setupFiles, 'ui/src/test/shared-window.ts'],
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'own-window',
          include: ownWindow,
          isolate: true,
          ...jsdom,
        },
      },
      {
        test: {
          name: 'api',
          include: ['api/src/**/*.test.ts'],
          ...shared,
          environment: 'node',
          globalSetup: ['api/src/test/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
