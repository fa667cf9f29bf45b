import { SIGN_IN_ERROR_MESSAGES } from '@sdp/shared';

/**
 * Screen texts of the shell. The contract's MESSAGES hold the same strings (a test checks), but importing them
 * at run time would bring zod into the browser bundle.
 */
export const TEXT = {
  accessDenied: 'アクセス権限がありません',
  fallback: '時間を置いてもう一度やり直してください。',
  contactAdmin: SIGN_IN_ERROR_MESSAGES['not-registered'],
  loginFailed: SIGN_IN_ERROR_MESSAGES['login-failed'],
} as const;
