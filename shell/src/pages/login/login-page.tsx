import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from '@sdp/shared/router';
import { findRoute, useSessionStore, type AuthProviderId } from '@sdp/shared';
import { Alert, Flex, Heading, Panel, Spin, usePageTitle } from '@sdp/shared/ui';
import { loadFeedbackKit } from '../../layout/page-feedback';
import { loadMaintenanceMenu, loadReportMenu } from '../../routing/menu-pages';
import { pathAfterSignIn, readLoginState } from '../../session/login-state';
import { signInErrorMessage, signInWith } from './sign-in-flow';
import { SignInOptions } from './sign-in-options';

export default function LoginPage() {
  usePageTitle(findRoute('login').title);
  const navigate = useNavigate();
  const location = useLocation();
  const { from, notice } = readLoginState(location.state);
  const signedIn = useSessionStore((state) => state.token !== null && state.roles !== null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (signedIn && !busy) return <Navigate to="/" replace />;

  const onSignIn = async (providerId: AuthProviderId, options?: { email?: string }) => {
    // What the first page after the sign-in needs downloads while the sign-in's own calls are made.
    for (const load of [loadFeedbackKit, loadReportMenu, loadMaintenanceMenu]) load().catch(() => undefined);
    setBusy(true);
    setError(null);
    try {
      const roles = await signInWith(providerId, options);
      // Stay busy: the router's navigation is a transition, and an idle signed-in login page would
      // redirect to the index before it lands.
      navigate(pathAfterSignIn(from, roles), { replace: true });
    } catch (failure) {
      setError(signInErrorMessage(failure));
      setBusy(false);
    }
  };

  const message = error ?? notice;
  return (
    <Flex justify="center" style={{ padding: '48px 16px' }}>
      <Panel style={{ width: '100%', maxWidth: 480 }}>
        <Flex vertical gap={16}>
          <Heading>ログイン</Heading>
          {message && <Alert type="error" showIcon title={message} role="alert" />}
          <Spin spinning={busy} description="ログインしています…">
            <SignInOptions onSignIn={(id, options) => void onSignIn(id, options)} busy={busy} />
          </Spin>
        </Flex>
      </Panel>
    </Flex>
  );
}
