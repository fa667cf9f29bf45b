import { useEffect, type ReactNode } from 'react';
import { getAuthProvider, type AuthProviderId } from '@sdp/shared';
import { Button, GoogleOutlined, WindowsOutlined } from '@sdp/shared/ui';
import type { SignInButtonProps } from './sign-in-button-props';

function ProviderButton({
  id,
  label,
  icon,
  onSignIn,
  busy,
}: SignInButtonProps & { id: AuthProviderId; label: string; icon: ReactNode }) {
  // Fetch the provider's library while the user reads the page: the popup must open right on the click.
  useEffect(() => getAuthProvider(id)?.preload?.(), [id]);
  return (
    <Button size="large" block icon={icon} disabled={busy} onClick={() => onSignIn(id)}>
      {label}
    </Button>
  );
}

export const MicrosoftSignInButton = (props: SignInButtonProps) => (
  <ProviderButton
    id="microsoft"
    label="Microsoft アカウントでログイン"
    icon={<WindowsOutlined />}
    {...props}
  />
);

export const GoogleSignInButton = (props: SignInButtonProps) => (
  <ProviderButton id="google" label="Google アカウントでログイン" icon={<GoogleOutlined />} {...props} />
);
