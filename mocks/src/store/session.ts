import { registerStoreReset } from './registry';

/** Tokens signed out through POST /auth/sign_out, and the CSRF tokens issued per bearer token. */
let revoked = new Set<string>();
let csrfByBearer = new Map<string, Set<string>>();

registerStoreReset(() => {
  revoked = new Set();
  csrfByBearer = new Map();
});

export const revokeToken = (token: string): void => {
  revoked.add(token);
  csrfByBearer.delete(token);
};
export const isRevoked = (token: string): boolean => revoked.has(token);

let counter = 0;
export function issueCsrfToken(bearer: string): string {
  counter += 1;
  const value = `csrf-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 10)}`;
  const issued = csrfByBearer.get(bearer) ?? new Set<string>();
  issued.add(value);
  csrfByBearer.set(bearer, issued);
  return value;
}

export const isCsrfTokenValid = (bearer: string, value: string | null): boolean =>
  value !== null && (csrfByBearer.get(bearer)?.has(value) ?? false);
