import { Navigate } from '@sdp/shared/router';
import { useIsSignedIn, useSessionStore } from '@sdp/shared';
import { homePathFor } from '../layout/navigation';
import { PageSpinner } from './page-spinner';

/** `/`: signed out → login; signed in → the report menu when allowed, else the maintenance menu. */
export function IndexRedirect() {
  const signedIn = useIsSignedIn();
  const roles = useSessionStore((state) => state.roles);
  if (!signedIn) return <Navigate to="/login" replace />;
  if (roles === null) return <PageSpinner />;
  return <Navigate to={homePathFor(roles)} replace />;
}
