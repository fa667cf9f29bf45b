/** Mock ID token: `mock.<base64url(json)>`, unsigned; only the msw handlers read it. */
export interface MockTokenClaims {
  email: string;
  /** Expiry, epoch seconds. */
  exp: number;
  /** Makes every sign-in's token distinct, so signing out one session leaves the next alone. */
  jti: string;
}

const PREFIX = 'mock.';
export const MOCK_TOKEN_LIFETIME_S = 3600;

const toBase64Url = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string): string => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
};

let issued = 0;

export function issueMockToken(email: string, now = Date.now()): string {
  issued += 1;
  const claims: MockTokenClaims = {
    email,
    exp: Math.floor(now / 1000) + MOCK_TOKEN_LIFETIME_S,
    jti: `${now.toString(36)}-${issued}`,
  };
  return PREFIX + toBase64Url(JSON.stringify(claims));
}

/** Claims of a well-formed, unexpired mock token; undefined otherwise. */
export function readMockToken(token: string, now = Date.now()): MockTokenClaims | undefined {
  if (!token.startsWith(PREFIX)) return undefined;
  try {
    const claims = JSON.parse(fromBase64Url(token.slice(PREFIX.length))) as Partial<MockTokenClaims>;
    if (typeof claims.email !== 'string' || typeof claims.exp !== 'number') return undefined;
    if (claims.exp * 1000 <= now) return undefined;
    return { email: claims.email, exp: claims.exp, jti: String(claims.jti ?? '') };
  } catch {
    return undefined;
  }
}
