import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorityAllResponseSchema, csrfTokenResponseSchema } from '@sdp/shared/contracts';
import type { Csrf } from '../../auth/csrf';
import type { RevocationList } from '../../auth/revocation';
import { csrfSubject } from '../../plugins/api-guard';
import { callerOf } from '../../types';

export interface SessionRouteOptions {
  csrf: Csrf;
  revoked: RevocationList;
}

export const sessionRoutes: FastifyPluginAsyncZod<SessionRouteOptions> = async (app, { csrf, revoked }) => {
  app.get(
    '/csrf_token',
    { schema: { tags: ['session'], response: { 200: csrfTokenResponseSchema } } },
    async (request) => ({
      token: csrf.issue(csrfSubject(callerOf(request))),
    }),
  );

  app.get(
    '/authority/all',
    { schema: { tags: ['session'], response: { 200: authorityAllResponseSchema } } },
    async (request) => {
      const caller = callerOf(request);
      return {
        email: caller.email,
        user_id: caller.userId,
        surname: caller.surname,
        given_name: caller.givenName,
        function_id_list: caller.roles,
      };
    },
  );

  app.post(
    '/auth/sign_out',
    { schema: { tags: ['session'], response: { 204: z.null() } } },
    async (request, reply) => {
      const { token } = callerOf(request);
      if (token.tokenId) await revoked.revoke(token.tokenId, token.expiresAt);
      return reply.status(204).send(null);
    },
  );
};
