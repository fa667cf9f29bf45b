import { call } from '../api/call';
import { getAuthProvider } from '../auth/auth-provider';
import { queryClient } from '../query/query-client';
import { ownRolesQueryOptions } from './own-roles-query';
import { getSession, type DataScope } from './session-store';

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

const sameScope = (a: DataScope | null, b: DataScope) =>
  a === null || (a.kind === b.kind && a.code === b.code);

/**
 * Fetches the caller's roles and data scope (GET /authority/all) and keeps them as the stored authority data. When
 * either changed, cached answers are dropped rather than shown first: they were read with the old rights or scope.
 */
export async function loadAuthority(): Promise<string[]> {
  const answer = await call('getOwnRoles', {});
  const roles = [...answer.functionIdList];
  const userName = [answer.surname, answer.givenName].filter(Boolean).join(' ');
  const dataScope = answer.dataScope;
  const { roles: before, dataScope: scopeBefore } = getSession();
  getSession().setAuthority({ roles, userName, dataScope });
  if ((before && !sameRoles(before, roles)) || !sameScope(scopeBefore, dataScope))
    void queryClient.resetQueries();
  queryClient.setQueryData(ownRolesQueryOptions.queryKey, answer);
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
