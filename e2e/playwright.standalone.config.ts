import { defineConfig } from '@playwright/test';
import { BROWSER, RUN } from './support/browser';

/**
 * Each remote alone, as QA opens it: the five standalone harness builds (`build-all.mjs --standalone`), msw in the
 * page and an account picker, served by the product's static server on each remote's port + 10 (3011–3015).
 */
export default defineConfig({
  ...RUN,
  testDir: './standalone',
  globalSetup: './support/standalone-setup.ts',
  use: BROWSER,
});
