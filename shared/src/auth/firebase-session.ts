import { getApps, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  GoogleAuthProvider,
  signInWithPopup,
  signOut,
  type Auth,
} from 'firebase/auth';
import type { GoogleAuthConfig } from '../config/runtime-config';
import { SignInError, type SignInErrorKind } from './auth-provider';
import type { ProviderSession } from './lazy-provider';

const KIND_BY_CODE: Record<string, SignInErrorKind> = {
  'auth/popup-blocked': 'popup-blocked',
  // Firebase itself waits 8 s after the popup closes before giving up (spec §9's check).
  'auth/popup-closed-by-user': 'popup-closed',
  'auth/cancelled-popup-request': 'popup-closed',
  'auth/user-cancelled': 'popup-closed',
  'auth/unauthorized-domain': 'unauthorized-domain',
  'auth/operation-not-supported-in-this-environment': 'unauthorized-domain',
  'auth/network-request-failed': 'network',
  'auth/user-disabled': 'not-registered',
};

export function toSignInError(error: unknown): SignInError {
  if (error instanceof SignInError) return error;
  const code =
    error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : '';
  return new SignInError(KIND_BY_CODE[code] ?? 'login-failed', code || undefined);
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The emulator is for local tests only: an address off this machine is ignored. */
export const isLocalEmulator = (url: string | undefined): url is string => {
  if (!url) return false;
  try {
    return LOOPBACK.has(new URL(url).hostname);
  } catch {
    return false;
  }
};

function authFor(config: GoogleAuthConfig): Auth {
  const name = 'sdp-google';
  const app =
    getApps().find((candidate) => candidate.name === name) ??
    initializeApp(
      { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId },
      name,
    );
  const auth = getAuth(app);
  if (isLocalEmulator(config.emulatorUrl) && !auth.emulatorConfig) {
    connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  }
  return auth;
}

export function createFirebaseSession(config: GoogleAuthConfig): ProviderSession {
  const auth = authFor(config);
  return {
    async signIn() {
      const google = new GoogleAuthProvider();
      google.addScope('email');
      google.setCustomParameters({ prompt: 'select_account' });
      try {
        const { user } = await signInWithPopup(auth, google);
        if (!user.email) throw new SignInError('login-failed');
        return { token: await user.getIdToken(), email: user.email.toLowerCase() };
      } catch (error) {
        throw toSignInError(error);
      }
    },
    async getToken(forceRefresh) {
      await auth.authStateReady();
      return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
    },
    async signOut() {
      await signOut(auth);
    },
  };
}
