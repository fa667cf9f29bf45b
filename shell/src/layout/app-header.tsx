import { useNavigate } from '@sdp/shared/router';
import { APP_HEADER_HEIGHT, Layout, Spin } from '@sdp/shared/ui';
import { useIsSignedIn, useRoles } from '@sdp/shared';
import { useSignOut } from '../session/use-sign-out';
import { HeaderNav } from './header-nav';
import { Logo } from './logo';
import { homePathFor } from './navigation';

// Narrow screens (a phone at 390 px): the mark without the product name, the e-mail menu as its icon (its name still
// says whose it is), tighter spacing. Nothing pushes the page sideways.
const NARROW_CSS = `
@media (max-width: 767px) {
  .sdp-header { padding-inline: 12px !important; gap: 12px !important; }
  .sdp-product-name, .sdp-user-email { display: none; }
  .sdp-header-tabs { gap: 16px !important; }
}`;

/** Logo, and when signed in: the report/maintenance tabs and the e-mail menu with logout. */
export function AppHeader({ routeName }: { routeName: string | undefined }) {
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const roles = useRoles();
  const { signOut, signingOut } = useSignOut();

  return (
    <Layout.Header
      className="sdp-header"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 24,
        background: '#fff',
        borderBottom: '1px solid #e5e9e5',
        paddingInline: 24,
        height: APP_HEADER_HEIGHT,
        // The page scrolls under it; lists' table headers stick just below (APP_HEADER_HEIGHT).
        position: 'sticky',
        top: 0,
        zIndex: 100,
      }}
    >
      <style>{NARROW_CSS}</style>
      <Logo onClick={signedIn ? () => navigate(homePathFor(roles)) : undefined} />
      {signedIn && <HeaderNav routeName={routeName} onSignOut={() => void signOut()} />}
      {signingOut && <Spin fullscreen description="ログアウトしています…" />}
    </Layout.Header>
  );
}
