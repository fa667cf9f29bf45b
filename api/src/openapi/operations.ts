import { OPERATION_SCHEMAS } from '@sdp/shared/contracts';
import { OPERATIONS as TABLE, type OperationId } from '@sdp/shared/routes';

/** The development sign-in's routes (outside /api/v1, not in the operation table). */
const DEV_IDP_OPERATIONS: Readonly<Record<string, { id: string; summary: string }>> = {
  'GET /dev-idp/.well-known/jwks.json': { id: 'devIdpJwks', summary: 'Development sign-in: signing keys' },
  'GET /dev-idp/.well-known/openid-configuration': {
    id: 'devIdpConfiguration',
    summary: 'Development sign-in: provider configuration',
  },
  'GET /dev-idp/accounts': { id: 'listDevIdpAccounts', summary: 'Development sign-in: accounts to pick' },
  'POST /dev-idp/token': { id: 'createDevIdpToken', summary: 'Development sign-in: ID token for an account' },
};

/**
 * What the API document says of each operation: a stable operationId (what a generated client names its call) and
 * a summary, from the operation table; keys are `METHOD /path` as Fastify declares them (`:param`). A route missing
 * here fails openapi.test.ts.
 */
export const OPERATIONS: Readonly<Record<string, { id: string; summary: string }>> = {
  ...DEV_IDP_OPERATIONS,
  ...Object.fromEntries(
    (Object.keys(TABLE) as OperationId[]).map((id) => [
      `${TABLE[id].method} /api/v1${TABLE[id].path}`,
      { id, summary: OPERATION_SCHEMAS[id].summary },
    ]),
  ),
};
