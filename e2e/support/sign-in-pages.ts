import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { OIDC_API_SCOPE, OIDC_AUTHORITY, OIDC_CLIENT_ID, OIDC_PORT, OIDC_TENANT } from './oidc-stand-in';
import { AUTH_EMULATOR_URL, FIREBASE_PROJECT } from './stand-ins';
import { serveRuntimeConfig } from './runtime-config';

/** The shell's runtime configuration with both external providers pointing at the local stand-ins. */
export const STAND_IN_AUTH = {
  providers: ['microsoft', 'google'],
  microsoft: {
    clientId: OIDC_CLIENT_ID,
    tenantId: OIDC_TENANT,
    apiScope: OIDC_API_SCOPE,
    authority: OIDC_AUTHORITY,
    knownAuthorities: [`localhost:${OIDC_PORT}`],
    protocolMode: 'OIDC',
  },
  google: {
    apiKey: 'demo-key',
    authDomain: `${FIREBASE_PROJECT}.firebaseapp.com`,
    projectId: FIREBASE_PROJECT,
    emulatorUrl: AUTH_EMULATOR_URL,
  },
};

const GAPI_STAND_IN = readFileSync(path.join(__dirname, 'gapi-stand-in.js'), 'utf8');

/**
 * Serves the shell's config.json with the stand-in providers, under the Content-Security-Policy the shell's server
 * computes for it (other journeys keep the built one), and keeps every request off the internet: Google's gapi
 * script (Firebase's popup messaging) is answered by a local stand-in, and the emulator's sign-in page's styles
 * from public CDNs are refused.
 */
export async function useStandInProviders(context: BrowserContext): Promise<void> {
  await serveRuntimeConfig(context, (built) => ({ ...built, auth: STAND_IN_AUTH }));
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) =>
    route.abort('internetdisconnected'),
  );
}

export const tab = (page: Page, name: string) => page.getByRole('banner').getByText(name, { exact: true });

/** Clicks a provider's button and returns the sign-in popup it opens. */
export async function openPopup(page: Page, button: string): Promise<Page> {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return popup;
}

export async function expectSignedIn(page: Page, email: string): Promise<void> {
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByText(email).first()).toBeVisible();
}

export const loginAlert = (page: Page) => page.getByRole('alert');
