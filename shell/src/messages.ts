import { MESSAGES } from '@sdp/shared';

/** Screen texts of the shell, from the contract's zod-free constants. */
export const TEXT = {
  accessDenied: MESSAGES.accessDenied,
  fallback: MESSAGES.fallback,
  contactAdmin: MESSAGES.contactAdmin,
  loginFailed: MESSAGES.loginFailed,
} as const;
