import type { OPERATION_DOMAINS } from '@sdp/shared/routes';
import { csrfSubject } from '../../pipeline/authenticate';
import type { HandlersOf } from '../../pipeline/handler';

export const sessionHandlers = {
  getCsrfToken: async (ctx) => ({ token: await ctx.csrf.issue(csrfSubject(ctx.caller)) }),
  getOwnRoles: async ({ caller }) => ({
    email: caller.email,
    user_id: caller.userId,
    surname: caller.surname,
    given_name: caller.givenName,
    function_id_list: caller.roles,
  }),
  signOut: async ({ caller, revoked }) => {
    if (caller.token.tokenId) await revoked.revoke(caller.token.tokenId, caller.token.expiresAt);
  },
} satisfies HandlersOf<keyof (typeof OPERATION_DOMAINS)['session']>;
