import type { GoogleAuthConfig } from '../config/runtime-config';
import type { AuthProvider } from './auth-provider';
import { createLazyProvider } from './lazy-provider';

/** Google through Firebase Authentication (popup, select_account, e-mail scope); Firebase loads on first use. */
export const createGoogleAuthProvider = (config: GoogleAuthConfig): AuthProvider =>
  createLazyProvider('google', 'Google アカウントでログイン', async () => {
    const { createFirebaseSession } = await import(
      /* webpackChunkName: "firebase-auth" */ './firebase-session'
    );
    return createFirebaseSession(config);
  });
