import { z } from 'zod';
import { ROLES } from '../routes/roles';

export const authorityAllResponseSchema = z.object({
  email: z.string(),
  user_id: z.string(),
  surname: z.string(),
  given_name: z.string(),
  function_id_list: z.array(z.enum(ROLES)),
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
