import { defineConfig } from '@playwright/test';
import { BROWSER, RUN } from './support/browser';

/**
 * Runs against the production builds (`pnpm build --mock` first): the real API on PGlite behind the shell on :3000,
 * and the mock-mode shell on :3010 sharing the same remotes. Journeys tagged @mock also run in mock mode.
 */
export default defineConfig({
  ...RUN,
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  use: BROWSER,
  projects: [
    { name: 'real', use: { baseURL: 'http://localhost:3000' } },
    { name: 'mock', use: { baseURL: 'http://localhost:3010' }, grep: /@mock/ },
  ],
});
