import type { ComponentType } from 'react';
import { Divider, Flex } from '@sdp/shared/ui';
import { getAuthProvider, getRuntimeConfig, type AuthProviderId } from '@sdp/shared';
import { DevAccountPicker } from './dev-account-picker';
import { GoogleSignInButton, MicrosoftSignInButton } from './provider-buttons';
import type { SignInButtonProps } from './sign-in-button-props';

/**
 * Sign-in button per external provider, shown when the runtime configuration lists it and the bootstrap
 * registered its provider; the development picker is handled below because it needs its IdP address.
 */
const SIGN_IN_BUTTONS: Partial<Record<Exclude<AuthProviderId, 'dev'>, ComponentType<SignInButtonProps>>> = {
  microsoft: MicrosoftSignInButton,
  google: GoogleSignInButton,
};

/** Every sign-in way the runtime configuration enables, external providers first. */
export function SignInOptions(props: SignInButtonProps) {
  const { auth } = getRuntimeConfig();
  const external = auth.providers.flatMap((id) => {
    if (id === 'dev') return [];
    const Button = SIGN_IN_BUTTONS[id];
    return Button && getAuthProvider(id) ? [<Button key={id} {...props} />] : [];
  });
  const dev = auth.providers.includes('dev') && auth.devIdpUrl;
  return (
    <Flex vertical gap={12}>
      {external}
      {external.length > 0 && dev && <Divider plain>または</Divider>}
      {dev && <DevAccountPicker idpUrl={auth.devIdpUrl as string} {...props} />}
    </Flex>
  );
}
