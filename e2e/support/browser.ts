import type { PlaywrightTestConfig } from '@playwright/test';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium in Japanese, for every Playwright configuration of this package. */
export const BROWSER: PlaywrightTestConfig['use'] = {
  launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  locale: 'ja-JP',
  trace: 'off',
  screenshot: 'only-on-failure',
};

/**
 * What both configurations share: one worker, one retry in CI, and the JSON report `pnpm test` counts. On a machine
 * busy with other work, E2E_SLOW=3 gives every test and expectation three times as long.
 */
const slow = Number(process.env.E2E_SLOW) || 1;
export const RUN: PlaywrightTestConfig = {
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000 * slow,
  expect: { timeout: 10_000 * slow },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
};
