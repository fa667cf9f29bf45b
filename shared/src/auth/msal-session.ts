import {
  AuthError,
  InteractionRequiredAuthError,
  createStandardPublicClientApplication,
  type AccountInfo,
  type AuthenticationResult,
} from '@azure/msal-browser';
import type { MicrosoftAuthConfig } from '../config/runtime-config';
import { SignInError, type SignInErrorKind } from './auth-provider';
import { POPUP_SIZE, watchPopup } from './popup-watch';
import type { ProviderSession } from './lazy-provider';
import { MICROSOFT_REDIRECT_PATH } from './microsoft-redirect';

const KIND_BY_CODE: Record<string, SignInErrorKind> = {
  popup_window_error: 'popup-blocked',
  empty_window_error: 'popup-blocked',
  user_cancelled: 'popup-closed',
  timed_out: 'popup-closed',
  no_network_connectivity: 'network',
  post_request_failed: 'network',
  get_request_failed: 'network',
  endpoints_resolution_error: 'network',
  // AADSTS50011 and friends: this site's address is not a redirect URI of the app registration.
  invalid_request: 'unauthorized-domain',
  unauthorized_client: 'unauthorized-domain',
};

export function toSignInError(error: unknown): SignInError {
  if (error instanceof SignInError) return error;
  if (error instanceof AuthError) {
    return new SignInError(KIND_BY_CODE[error.errorCode] ?? 'login-failed', error.errorCode);
  }
  return new SignInError('login-failed');
}

const emailOf = (account: AccountInfo): string => {
  const claimed = account.idTokenClaims?.email;
  return (typeof claimed === 'string' && claimed ? claimed : account.username).toLowerCase();
};

export async function createMsalSession(config: MicrosoftAuthConfig): Promise<ProviderSession> {
  const client = await createStandardPublicClientApplication({
    auth: {
      clientId: config.clientId,
      authority: config.authority ?? `https://login.microsoftonline.com/${config.tenantId}`,
      knownAuthorities: config.knownAuthorities ?? [],
      redirectUri: `${window.location.origin}${MICROSOFT_REDIRECT_PATH}`,
    },
    // Shared by the tabs, so a reload or a second tab renews silently.
    cache: { cacheLocation: 'localStorage' },
    system: { protocolMode: config.protocolMode ?? 'AAD' },
  });
  const scopes = [config.apiScope];
  const account = () => client.getActiveAccount() ?? client.getAllAccounts()[0] ?? null;

  return {
    async signIn() {
      const popup = watchPopup();
      let result: AuthenticationResult;
      try {
        result = await Promise.race([
          client.loginPopup({
            scopes,
            prompt: 'select_account',
            popupWindowAttributes: { popupSize: { ...POPUP_SIZE } },
            popupWindowParent: popup.parent,
            // A popup the user closed leaves MSAL waiting; a new attempt replaces it.
            overrideInteractionInProgress: true,
          }),
          popup.closed,
        ]);
      } catch (error) {
        throw toSignInError(error);
      } finally {
        popup.stop();
      }
      if (!result.account || !result.accessToken) throw new SignInError('login-failed');
      client.setActiveAccount(result.account);
      return { token: result.accessToken, email: emailOf(result.account) };
    },
    async getToken(forceRefresh) {
      const current = account();
      if (!current) return null;
      try {
        const result = await client.acquireTokenSilent({ scopes, account: current, forceRefresh });
        return result.accessToken || null;
      } catch (error) {
        // The refresh token expired or was revoked: the user must sign in again.
        if (error instanceof InteractionRequiredAuthError) return null;
        throw error;
      }
    },
    async signOut() {
      // Local sign-out: the next sign-in asks for the account again (prompt select_account).
      await client.clearCache();
    },
  };
}
