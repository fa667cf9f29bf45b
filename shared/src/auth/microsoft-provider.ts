import type { MicrosoftAuthConfig } from '../config/runtime-config';
import type { AuthProvider } from './auth-provider';
import { createLazyProvider } from './lazy-provider';

/** Microsoft Entra ID through MSAL (popup 500×600, select_account, the API's own scope); MSAL loads on first use. */
export const createMicrosoftAuthProvider = (config: MicrosoftAuthConfig): AuthProvider =>
  createLazyProvider('microsoft', 'Microsoft アカウントでログイン', async () => {
    const { createMsalSession } = await import(/* webpackChunkName: "msal" */ './msal-session');
    return createMsalSession(config);
  });
