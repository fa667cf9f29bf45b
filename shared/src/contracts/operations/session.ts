import { authorityAllResponseSchema } from '../auth';
import { csrfTokenResponseSchema } from '../common';
import type { sessionOperations } from '../../operations/session';
import type { SchemasOf } from './operation-schemas';

export const sessionSchemas = {
  getCsrfToken: { summary: "The caller's CSRF token", answer: csrfTokenResponseSchema },
  getOwnRoles: { summary: "The caller's roles", answer: authorityAllResponseSchema },
  signOut: { summary: "Sign out: the caller's token is refused from now on" },
} as const satisfies SchemasOf<typeof sessionOperations>;
