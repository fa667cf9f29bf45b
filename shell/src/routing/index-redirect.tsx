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
  // Navigate draws nothing, and the router keeps what is on screen while the next page loads: the skeleton stays.
  return (
    <>
      <Navigate to={homePathFor(roles)} replace />
      <PageSkeleton />
    </>
  );
}
