import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { workspaceConditions } from './ui/src/platform/federation.ts';

// @ppp/quoting resolves only under its own condition (D20; see workspaceConditions), in a test as
// in the browser (jsdom tests transform like the server does).
const resolve = { conditions: [...defaultClientConditions, ...workspaceConditions] };
const ssr = { resolve: { conditions: [...defaultServerConditions, ...workspaceConditions] } };

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['domain/src/**/*.test.ts'], environment: 'node' } },
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
            // The partner-site widgets (Preact, each file names its JSX source).
            'widgets/src/**/*.test.{ts,tsx}',
          ],
          environment: 'jsdom',
          // Each test starts with the browser's storage empty (a form's D20 draft would come back).
          setupFiles: ['ui/src/test/setup.ts'],
          // A form test types and clicks through whole screens: seconds on a busy two-core machine.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['api/src/test/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
