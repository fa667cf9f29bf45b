import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  devAccountsResponseSchema,
  devTokenRequestSchema,
  devTokenResponseSchema,
} from '@sdp/shared/contracts';
import { createDevIdp, type DevIdpOptions } from './dev-idp';

/** The development identity provider's routes under /dev-idp (registered only with SDP_DEV_SIGN_IN=1). */
export const devIdpRoutes: FastifyPluginAsyncZod<DevIdpOptions> = async (app, options) => {
  const idp = createDevIdp(app.db, options);
  app.get('/.well-known/jwks.json', async () => idp.jwks());
  app.get('/.well-known/openid-configuration', async () => idp.configuration());
  app.get('/accounts', { schema: { response: { 200: devAccountsResponseSchema } } }, () => idp.accounts());
  app.post(
    '/token',
    { schema: { body: devTokenRequestSchema, response: { 200: devTokenResponseSchema } } },
    (request) => idp.token(request.body.email),
  );
};
