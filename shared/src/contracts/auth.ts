import { z } from 'zod';
import { ROLES } from '../routes/roles';
import { DATA_SCOPE_KINDS } from './constants';

/** The caller's data scope; `code` and `name` (the organisation's, in the latest year that has it) when scoped to one. */
export const dataScopeSchema = z.object({
  kind: z.enum(DATA_SCOPE_KINDS),
  code: z.string().nullable(),
  name: z.string().nullable(),
});
export type DataScopeAnswer = z.infer<typeof dataScopeSchema>;

export const authorityAllResponseSchema = z.object({
  email: z.string(),
  user_id: z.string(),
  surname: z.string(),
  given_name: z.string(),
  function_id_list: z.array(z.enum(ROLES)),
  data_scope: dataScopeSchema,
});
export type AuthorityAllResponse = z.infer<typeof authorityAllResponseSchema>;

/** Development identity provider (DESIGN.md §3): account picker and token endpoint. */
export const devAccountSchema = z.object({
  email: z.string(),
  name: z.string(),
  authority_group_id: z.string(),
});
export const devAccountsResponseSchema = z.object({ accounts: z.array(devAccountSchema) });
export const devTokenRequestSchema = z.object({ email: z.string().email() });
export const devTokenResponseSchema = z.object({ id_token: z.string(), expires_in: z.number().int() });
