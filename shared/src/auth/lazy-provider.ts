import type { AuthProviderId } from '../config/runtime-config';
import type { AuthProvider, SignInResult } from './auth-provider';

/** What a provider's library-backed half offers once loaded. */
export interface ProviderSession {
  signIn(): Promise<SignInResult>;
  getToken(forceRefresh: boolean): Promise<string | null>;
  signOut(): Promise<void>;
}

/**
 * A provider whose SDK (MSAL, Firebase) is loaded on first use, so a login page that does not offer it never
 * downloads it. `preload` lets the login page fetch it early: the popup must open while the click still counts.
 */
export function createLazyProvider(
  id: AuthProviderId,
  label: string,
  load: () => Promise<ProviderSession>,
): AuthProvider {
  let session: Promise<ProviderSession> | null = null;
  const loaded = () => {
    session ??= load();
    session.catch(() => {
      session = null;
    });
    return session;
  };
  return {
    id,
    label,
    preload: () => void loaded().catch(() => undefined),
    signIn: async () => (await loaded()).signIn(),
    getToken: async (options) => (await loaded()).getToken(options?.forceRefresh ?? false),
    signOut: async () => (await loaded()).signOut(),
  };
}
