import { useNavigate } from '@sdp/shared/router';
import { canAccessPath, getRuntimeConfig, useIsSignedIn, useRoles } from '@sdp/shared';
import { Button, Flex, HomeOutlined, LogoutOutlined, Text } from '@sdp/shared/ui';
import { homePathFor } from '../layout/navigation';
import { useSignOut } from '../session/use-sign-out';
import { TEXT } from '../messages';

/**
 * The next step under a status page: the top page when the user may open one, otherwise the login page or ログアウト
 * (a user with no role has no page at all); with `askForAccess`, who to ask for the rights.
 */
export function WayBack({ askForAccess = false }: { askForAccess?: boolean }) {
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const roles = useRoles();
  const { signOut, signingOut } = useSignOut();
  const home = homePathFor(roles);
  const canGoHome = signedIn && canAccessPath(home, '', roles);
  const { supportEmail } = getRuntimeConfig();

  return (
    <Flex vertical align="center" gap={12}>
      {askForAccess ? (
        <Text>
          この画面を使う権限が必要な場合は、{TEXT.contactAdmin}（
          <Text href={`mailto:${supportEmail}`}>{supportEmail}</Text>）。
        </Text>
      ) : null}
      <Flex gap={8} wrap justify="center">
        {canGoHome ? (
          <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate(home)}>
            トップページへ
          </Button>
        ) : null}
        {!signedIn ? (
          <Button type="primary" onClick={() => navigate('/login')}>
            ログイン画面へ
          </Button>
        ) : null}
        {/* Signing in as someone else is the way on when this account has no page, or not this one. */}
        {signedIn && (askForAccess || !canGoHome) ? (
          <Button icon={<LogoutOutlined />} loading={signingOut} onClick={() => void signOut()}>
            ログアウト
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
