import {
  getAuthProvider,
  getSession,
  isApiError,
  loadAuthority,
  SIGN_IN_ERROR_MESSAGES,
  SignInError,
  signOutSession,
  type AuthProviderId,
} from '@sdp/shared';
import { TEXT } from '../../messages';

/** 403 E-403-2: the user's 利用期限 has passed; the server's message names the date. */
const accessEnded = (error: unknown) => isApiError(error) && error.status === 403 && error.code === 'E-403-2';

/**
 * Signs in with a provider, stores the session, then loads the roles. A user the server refuses (403) is
 * signed out again, so no half session is left behind. Returns the roles.
 */
export async function signInWith(
  providerId: AuthProviderId,
  options?: { email?: string },
): Promise<string[]> {
  const provider = getAuthProvider(providerId);
  if (!provider) throw new SignInError('login-failed');
  const { token, email } = await provider.signIn(options);
  getSession().signIn({ token, email, providerId });
  try {
    return await loadAuthority();
  } catch (error) {
    await signOutSession();
    if (isApiError(error) && error.status === 403 && !accessEnded(error))
      throw new SignInError('not-registered');
    throw error;
  }
}

/** The Japanese message for a failed sign-in. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof SignInError) return SIGN_IN_ERROR_MESSAGES[error.kind];
  if (accessEnded(error)) return (error as Error).message;
  return TEXT.loginFailed;
}
