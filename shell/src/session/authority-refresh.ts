import { getSession, isApiError, loadAuthority } from '@sdp/shared';

export type AuthorityOutcome = 'loaded' | 'no-session' | 'not-registered' | 'failed';

let pending: Promise<AuthorityOutcome> | null = null;

/** Loads the roles and classifies the answer: 403 means the user is unknown or inactive and must sign out. */
async function refreshAuthority(): Promise<AuthorityOutcome> {
  if (!getSession().token) return 'no-session';
  try {
    await loadAuthority();
    return 'loaded';
  } catch (error) {
    if (isApiError(error) && error.status === 403) return 'not-registered';
    if (isApiError(error) && error.status === 401) return 'no-session';
    return 'failed';
  }
}

/** Started by the bootstrap, before the first render, so it runs alongside the page's code loading. */
export function startAuthorityRefresh(): Promise<AuthorityOutcome> {
  pending = refreshAuthority();
  return pending;
}

/** The start-up refresh, once; later calls get nothing so it is handled a single time. */
export function takeStartupAuthorityRefresh(): Promise<AuthorityOutcome> | null {
  const taken = pending;
  pending = null;
  return taken;
}
