import { defineConfig } from '@playwright/test';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Runs against the production builds (`pnpm build --mock` first): the real API on PGlite behind the shell on :3000,
 * and the mock-mode shell on :3010 sharing the same remotes. Journeys tagged @mock also run in mock mode.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    locale: 'ja-JP',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'real', use: { baseURL: 'http://localhost:3000' } },
    { name: 'mock', use: { baseURL: 'http://localhost:3010' }, grep: /@mock/ },
  ],
});
