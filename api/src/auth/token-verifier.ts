import {
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  jwtVerify,
  UnsecuredJWT,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string;
  /** Token id and expiry (seconds) for revocation on sign-out. */
  tokenId: string | undefined;
  expiresAt: number;
}

export interface IssuerVerifier {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
  /** The verified e-mail of a verified payload, or undefined when the provider does not vouch for one. */
  emailOf: (payload: JWTPayload) => string | undefined;
  /**
   * Accept unsigned (alg none) tokens of this issuer instead of signed ones: the Firebase Auth emulator's.
   * Set only when an emulator is configured, which production refuses (assertSafeConfig).
   */
  unsigned?: boolean;
}

export class TokenRejected extends Error {}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

export const emailClaim = (payload: JWTPayload): string | undefined => text(payload.email);

/** Entra ID puts the sign-in name in preferred_username when the optional email claim is absent. */
export const entraEmail = (payload: JWTPayload): string | undefined =>
  text(payload.email) ?? text(payload.preferred_username);

/** Firebase: only an e-mail the provider verified. */
export const firebaseEmail = (payload: JWTPayload): string | undefined =>
  payload.email_verified === true ? text(payload.email) : undefined;

export function remoteVerifier(
  config: { issuer: string; audience: string; jwksUrl: string },
  emailOf: IssuerVerifier['emailOf'],
): IssuerVerifier {
  return {
    issuer: config.issuer,
    audience: config.audience,
    keys: createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 }),
    emailOf,
  };
}

/** The Firebase Auth emulator's tokens: same issuer and audience as the project's, but never signed. */
export const emulatorVerifier = (config: { issuer: string; audience: string }): IssuerVerifier => ({
  issuer: config.issuer,
  audience: config.audience,
  keys: () => Promise.reject(new TokenRejected('emulator tokens carry no key')),
  emailOf: firebaseEmail,
  unsigned: true,
});

/**
 * Verifies a bearer token against the verifier of its (unverified) issuer: signature from that issuer's keys,
 * issuer, audience, expiry, and RS256 only (so `alg: none` and HMAC tricks fail), except for an emulator
 * verifier, which takes only unsigned tokens.
 */
export function createTokenVerifier(verifiers: readonly IssuerVerifier[]) {
  const byIssuer = new Map(verifiers.map((verifier) => [verifier.issuer, verifier]));
  return async (token: string): Promise<VerifiedIdentity> => {
    let claimedIssuer: string | undefined;
    try {
      claimedIssuer = decodeJwt(token).iss;
    } catch {
      throw new TokenRejected('malformed token');
    }
    const verifier = claimedIssuer ? byIssuer.get(claimedIssuer) : undefined;
    if (!verifier) throw new TokenRejected('unknown issuer');
    const claims = {
      issuer: verifier.issuer,
      audience: verifier.audience,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 30,
    };
    let payload: JWTPayload;
    try {
      if (verifier.unsigned) {
        if (decodeProtectedHeader(token).alg !== 'none')
          throw new TokenRejected('emulator tokens are unsigned');
        ({ payload } = UnsecuredJWT.decode(token, claims));
      } else {
        ({ payload } = await jwtVerify(token, verifier.keys, { ...claims, algorithms: ['RS256'] }));
      }
    } catch (cause) {
      throw new TokenRejected(cause instanceof Error ? cause.message : 'invalid token');
    }
    const email = verifier.emailOf(payload);
    if (!email || !payload.sub || !payload.exp) throw new TokenRejected('no verified e-mail');
    return {
      issuer: verifier.issuer,
      subject: payload.sub,
      email: email.toLowerCase(),
      tokenId: payload.jti,
      expiresAt: payload.exp,
    };
  };
}
export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
