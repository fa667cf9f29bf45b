import type { AuthProviderId } from '@sdp/shared';

/** What every sign-in button gets from the login page. */
export interface SignInButtonProps {
  onSignIn: (providerId: AuthProviderId, options?: { email?: string }) => void;
  busy: boolean;
}
