import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  devAccountsResponseSchema,
  devTokenRequestSchema,
  devTokenResponseSchema,
} from '@sdp/shared/contracts';
import { notRegistered } from '../errors';
import { CORE_ACCOUNTS } from '@sdp/shared/fixtures';
import type { DevSigningKey } from './signing-key';

export interface DevIdpOptions {
  key: DevSigningKey;
  issuer: string;
  audience: string;
  tokenTtlSeconds: number;
}

const ACTIVE = 1;

/**
 * Development identity provider (DESIGN.md §3): signs RS256 ID tokens for active users, which the API then
 * verifies exactly like a real provider's. Registered only with SDP_DEV_SIGN_IN=1, never in production (config.ts).
 */
export const devIdpRoutes: FastifyPluginAsyncZod<DevIdpOptions> = async (app, options) => {
  const { key, issuer, audience, tokenTtlSeconds } = options;

  app.get('/.well-known/jwks.json', async () => ({ keys: [{ ...key.publicJwk, kid: key.kid }] }));

  app.get('/.well-known/openid-configuration', async () => ({
    issuer,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    id_token_signing_alg_values_supported: ['RS256'],
  }));

  app.get('/accounts', { schema: { response: { 200: devAccountsResponseSchema } } }, async () => {
    const emails = CORE_ACCOUNTS.map((account) => account.email);
    const users = await app.db
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
  });

  app.post(
    '/token',
    { schema: { body: devTokenRequestSchema, response: { 200: devTokenResponseSchema } } },
    async (request) => {
      const email = request.body.email.toLowerCase();
      const user = await app.db
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
        .setJti(randomUUID())
        .setExpirationTime(`${tokenTtlSeconds}s`)
        .sign(key.privateKey);
      return { id_token: idToken, expires_in: tokenTtlSeconds };
    },
  );
};
