import type { OPERATION_DOMAINS } from '@sdp/shared/routes';
import { csrfSubject } from '../../pipeline/authenticate';
import type { HandlersOf } from '../../pipeline/handler';
import { dataScopeAnswer } from './data-scope-answer';

export const sessionHandlers = {
  getCsrfToken: async (ctx) => ({ token: await ctx.csrf.issue(csrfSubject(ctx.caller)) }),
  getOwnRoles: async ({ caller, db }) => ({
    email: caller.email,
    user_id: caller.userId,
    surname: caller.surname,
    given_name: caller.givenName,
    function_id_list: caller.roles,
    // Read through the request's scoped connection: the caller's own organisation is always within its scope.
    data_scope: await dataScopeAnswer(db, caller.scope),
  }),
  signOut: async ({ caller, revoked }) => {
    if (caller.token.tokenId) await revoked.revoke(caller.token.tokenId, caller.token.expiresAt);
  },
} satisfies HandlersOf<keyof (typeof OPERATION_DOMAINS)['session']>;
