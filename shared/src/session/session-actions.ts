import { call } from '../api/call';
import { getAuthProvider } from '../auth/auth-provider';
import { queryClient } from '../query/query-client';
import { getSession } from './session-store';

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/**
 * Fetches the caller's roles (GET /authority/all) and keeps them as the stored authority data. When they changed,
 * cached answers are dropped rather than shown first: they were read with the old rights.
 */
export async function loadAuthority(): Promise<string[]> {
  const answer = await call('getOwnRoles', {});
  const roles = [...answer.functionIdList];
  const userName = [answer.surname, answer.givenName].filter(Boolean).join(' ');
  const before = getSession().roles;
  getSession().setAuthority({ roles, userName });
  if (before && !sameRoles(before, roles)) void queryClient.resetQueries();
  return roles;
}

/**
 * Ends the session: the provider's sign-out and the server's, neither of which may keep the user signed in
 * when it fails, then clears the token, the stored authority data and every cached answer.
 */
export async function signOutSession(): Promise<void> {
  const { providerId, token } = getSession();
  const provider = providerId ? getAuthProvider(providerId) : undefined;
  await Promise.allSettled([
    provider ? provider.signOut() : Promise.resolve(),
    token ? call('signOut', {}) : Promise.resolve(),
  ]);
  getSession().clear();
  queryClient.clear();
}
