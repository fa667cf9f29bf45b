import { useSearchParams } from '@sdp/shared/router';
import { buildPath, useRouteParams, type RouteName } from '@sdp/shared';
import { useUser } from '../api/get-user';

/** Pages of one application: the path carries the user id, the `apply` query the application number. */
export const applicationPath = (
  name: Extract<RouteName, `maintenance-user-${string}-id`>,
  userId: string,
  applyIndex: number,
): string => buildPath(name, { id: userId }, { apply: applyIndex });

/**
 * The application a page shows: `?apply=N`, or without it the user's open (else latest) application,
 * so a link with only the user id still lands somewhere useful.
 */
export function useApplicationRef(): {
  userId: string;
  applyIndex: number | undefined;
  resolving: boolean;
  missing: boolean;
} {
  const userId = useRouteParams().id ?? '';
  const [params] = useSearchParams();
  const requested = Number(params.get('apply'));
  const explicit = Number.isInteger(requested) && requested >= 1 ? requested : undefined;
  const user = useUser(explicit === undefined ? userId : '');
  if (explicit !== undefined) return { userId, applyIndex: explicit, resolving: false, missing: false };
  const history = user.data?.allApplyHistoryList ?? [];
  const fallback = user.data?.currentApplyIndex ?? history[history.length - 1]?.applyIndex;
  return {
    userId,
    applyIndex: fallback,
    resolving: user.isPending && Boolean(userId),
    missing: user.isError || (user.isSuccess && fallback === undefined),
  };
}
