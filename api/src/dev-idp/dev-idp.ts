import { SignJWT } from 'jose';
import { CORE_ACCOUNTS } from '@sdp/shared/fixtures';
import type { Db } from '../db/database';
import { notRegistered } from '../errors';
import type { DevSigningKey } from './signing-key';

export interface DevIdpOptions {
  key: DevSigningKey;
  issuer: string;
  audience: string;
  tokenTtlSeconds: number;
}

const ACTIVE = 1;

/**
 * Development identity provider (DESIGN.md §3): signs RS256 ID tokens for active users, which the API then verifies
 * exactly like a real provider's. The server serves it with SDP_DEV_SIGN_IN=1 (never in production), mock mode in
 * the browser always; the same code (WebCrypto) in both.
 */
export function createDevIdp(db: Db, { key, issuer, audience, tokenTtlSeconds }: DevIdpOptions) {
  return {
    jwks: () => ({ keys: [{ ...key.publicJwk, kid: key.kid }] }),
    configuration: () => ({
      issuer,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      id_token_signing_alg_values_supported: ['RS256'],
    }),
    /** The seeded accounts still active, in the order of DESIGN.md §6 (the login page's picker). */
    async accounts() {
      const emails = CORE_ACCOUNTS.map((account) => account.email);
      const users = await db
        .selectFrom('users')
        .select(['email', 'surname', 'given_name', 'authority_group_id'])
        .where('status', '=', ACTIVE)
        .where('email', 'in', emails)
        .execute();
      const order = new Map(emails.map((email, index) => [email, index]));
      return {
        accounts: users
          .sort((a, b) => (order.get(a.email) ?? 0) - (order.get(b.email) ?? 0))
          .map((user) => ({
            email: user.email,
            name: `${user.surname} ${user.given_name}`,
            authority_group_id: user.authority_group_id ?? '',
          })),
      };
    },
    /** An ID token for an active user; 403 「システム管理者にお問い合わせください」 for anyone else. */
    async token(emailGiven: string) {
      const email = emailGiven.toLowerCase();
      const user = await db
        .selectFrom('users')
        .select(['user_id', 'email', 'surname', 'given_name'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
        .where('status', '=', ACTIVE)
        .executeTakeFirst();
      if (!user) throw notRegistered();
      const idToken = await new SignJWT({
        email: user.email,
        email_verified: true,
        name: `${user.surname} ${user.given_name}`,
      })
        .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(user.user_id)
        .setIssuedAt()
        .setJti(crypto.randomUUID())
        .setExpirationTime(`${tokenTtlSeconds}s`)
        .sign(key.privateKey);
      return { id_token: idToken, expires_in: tokenTtlSeconds };
    },
  };
}
