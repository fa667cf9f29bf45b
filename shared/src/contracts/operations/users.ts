import {
  applicationDetailSchema,
  applicationExportQuerySchema,
  applicationListQuerySchema,
  applicationListResponseSchema,
  applicationParamSchema,
  licensingResponseSchema,
  userActionResponseSchema,
  userDecisionRequestSchema,
  userDetailSchema,
  userExportQuerySchema,
  userIdParamSchema,
  userListQuerySchema,
  userListResponseSchema,
  userRegistRequestSchema,
  userRemandRequestSchema,
  userRemoveRequestSchema,
  userRetryRequestSchema,
  userUpdateRequestSchema,
} from '../users';
import type { userOperations } from '../../operations/users';
import { CSV_FILE, type SchemasOf } from './operation-schemas';

const action = (summary: string, body: typeof userDecisionRequestSchema | typeof userRemandRequestSchema) =>
  ({ summary, body, answer: userActionResponseSchema }) as const;

export const userSchemas = {
  listUsers: {
    summary: 'Users (filters, sort, paging)',
    query: userListQuerySchema,
    answer: userListResponseSchema,
  },
  getLicensing: { summary: 'Licences in use and available', answer: licensingResponseSchema },
  exportUsers: {
    summary: 'Users as CSV (filters of the list)',
    query: userExportQuerySchema,
    file: CSV_FILE,
  },
  listApplications: {
    summary: 'Applications in progress or to approve',
    query: applicationListQuerySchema,
    answer: applicationListResponseSchema,
  },
  exportApplications: { summary: 'Applications as CSV', query: applicationExportQuerySchema, file: CSV_FILE },
  getUser: {
    summary: 'One user with the history of its applications',
    params: userIdParamSchema,
    answer: userDetailSchema,
  },
  getApplication: {
    summary: 'One application of a user',
    params: applicationParamSchema,
    answer: applicationDetailSchema,
  },
  applyRegistration: {
    summary: 'Apply for a new user',
    body: userRegistRequestSchema,
    status: 201,
    answer: userActionResponseSchema,
  },
  applyChange: {
    summary: "Apply for a change of a user's data",
    body: userUpdateRequestSchema,
    answer: userActionResponseSchema,
  },
  applyRemoval: {
    summary: "Apply for a user's deletion",
    body: userRemoveRequestSchema,
    answer: userActionResponseSchema,
  },
  reapply: {
    summary: 'Apply again after a remand',
    body: userRetryRequestSchema,
    answer: userActionResponseSchema,
  },
  withdrawApplication: action('Withdraw an application', userDecisionRequestSchema),
  remandApplication: action('Remand an application with a comment', userRemandRequestSchema),
  rejectApplication: action('Reject an application', userDecisionRequestSchema),
  acceptApplication: action('Accept an application', userDecisionRequestSchema),
} as const satisfies SchemasOf<typeof userOperations>;
