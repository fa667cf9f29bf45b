import { useContext, useState } from 'react';
import { LocationContext } from '@sdp/shared/router';
import { canAccess, useSessionStore, type RouteMatch } from '@sdp/shared';
import { nextKeptPages, type KeptPage } from './kept-pages';
import type { LocationValue } from './kept-slot';

/**
 * The list pages kept mounted, brought up to date with this render: `shown` is the allowed list page on screen
 * (undefined when the page on screen is another). Signing out, another user or a lost role drops pages at once.
 */
export function useKeptPages(shown: RouteMatch | undefined): readonly KeptPage<LocationValue>[] {
  const at = useContext(LocationContext);
  const owner = useSessionStore((state) => (state.token ? (state.email ?? '') : undefined));
  const roles = useSessionStore((state) => state.roles);
  const [kept, setKept] = useState<readonly KeptPage<LocationValue>[]>([]);
  const next = nextKeptPages(kept, {
    match: shown,
    at,
    owner,
    mayOpen: (match) => roles !== null && canAccess(match.routeKey, roles),
  });
  // State from the previous render (React's documented pattern): React renders again before committing anything.
  if (next !== kept) setKept(next);
  return next;
}
