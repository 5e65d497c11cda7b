import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium when present (no browser download); Playwright's own otherwise.
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (path): path is string => Boolean(path) && existsSync(path as string),
);

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 3,
  // One retry in CI for timing flakes on a loaded 2-core machine; a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    // Set by the global setup before the workers start.
    baseURL: process.env.PPP_E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The very first user of the empty database: signs in, becomes the admin, saves the session.
    { name: 'first-admin', testMatch: /first-admin\.setup\.ts/ },
    { name: 'journeys', testMatch: /\.spec\.ts/, dependencies: ['first-admin'] },
  ],
});
