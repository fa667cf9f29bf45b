import { Navigate } from '@sdp/shared/router';
import { useIsSignedIn, useSessionStore } from '@sdp/shared';
import { homePathFor } from '../layout/navigation';
import { PageSkeleton } from './page-skeleton';

/** `/`: signed out → login; signed in → the report menu when allowed, else the maintenance menu. */
export function IndexRedirect() {
  const signedIn = useIsSignedIn();
  const roles = useSessionStore((state) => state.roles);
  if (!signedIn) return <Navigate to="/login" replace />;
  if (roles === null) return <PageSkeleton />;
  return <Navigate to={homePathFor(roles)} replace />;
}
