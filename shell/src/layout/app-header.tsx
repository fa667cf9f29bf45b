import { lazy, Suspense } from 'react';
import { useNavigate } from '@sdp/shared/router';
import { Layout, Spin } from '@sdp/shared/ui';
import { useIsSignedIn, useRoles } from '@sdp/shared';
import { useSignOut } from '../session/use-sign-out';
import { Logo } from './logo';
import { homePathFor } from './navigation';

// Tabs and the menu need the display kit: loaded once signed in, so the login page does not pay for them.
const HeaderNav = lazy(() => import(/* webpackChunkName: "header-nav" */ './header-nav'));

/** Logo, and when signed in: the report/maintenance tabs and the e-mail menu with logout. */
export function AppHeader({ routeName }: { routeName: string | undefined }) {
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const roles = useRoles();
  const { signOut, signingOut } = useSignOut();

  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 24,
        background: '#fff',
        borderBottom: '1px solid #e5e9e5',
        paddingInline: 24,
        height: 64,
      }}
    >
      <Logo onClick={signedIn ? () => navigate(homePathFor(roles)) : undefined} />
      {signedIn && (
        <Suspense fallback={null}>
          <HeaderNav routeName={routeName} onSignOut={() => void signOut()} />
        </Suspense>
      )}
      {signingOut && <Spin fullscreen description="ログアウトしています…" />}
    </Layout.Header>
  );
}
