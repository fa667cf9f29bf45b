import { SIGNED_IN, type OperationTable } from './operation';

export const sessionOperations = {
  getCsrfToken: { method: 'GET', path: '/csrf_token', access: SIGNED_IN },
  getOwnRoles: { method: 'GET', path: '/authority/all', access: SIGNED_IN },
  signOut: { method: 'POST', path: '/auth/sign_out', access: SIGNED_IN },
} as const satisfies OperationTable;
