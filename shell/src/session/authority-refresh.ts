import { getSession, isApiError, loadAuthority } from '@sdp/shared';
import { TEXT } from '../messages';

/** `refused`: the server refused the user (403), with the message the login page shows. */
export type AuthorityOutcome = 'loaded' | 'no-session' | 'failed' | { refused: string };

let pending: Promise<AuthorityOutcome> | null = null;

/**
 * Loads the roles and classifies the answer: 403 means the user is unknown, inactive or past 利用期限 (whose message
 * names the date) and must sign out.
 */
async function refreshAuthority(): Promise<AuthorityOutcome> {
  if (!getSession().token) return 'no-session';
  try {
    await loadAuthority();
    return 'loaded';
  } catch (error) {
    if (isApiError(error) && error.status === 403)
      return { refused: error.code === 'E-403-2' ? error.message : TEXT.contactAdmin };
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
