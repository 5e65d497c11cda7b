import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'ui',
          include: [
            'ui/src/**/*.test.{ts,tsx}',
            'shell/src/**/*.test.{ts,tsx}',
            'mf-*/src/**/*.test.{ts,tsx}',
          ],
          environment: 'jsdom',
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
