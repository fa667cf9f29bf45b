import { z } from 'zod';
import {
  authorityGroupCreateSchema,
  authorityGroupDeleteSchema,
  authorityGroupDetailSchema,
  authorityGroupIdSchema,
  authorityGroupListQuerySchema,
  authorityGroupListResponseSchema,
  authorityGroupUpdateSchema,
  rolesResponseSchema,
} from '../authority';
import type { authorityOperations } from '../../operations/authority';
import type { SchemasOf } from './operation-schemas';

export const authoritySchemas = {
  listRoles: { summary: 'Roles an authority group may hold', answer: rolesResponseSchema },
  listAuthorityGroups: {
    summary: 'Authority groups (search, paging)',
    query: authorityGroupListQuerySchema,
    answer: authorityGroupListResponseSchema,
  },
  getAuthorityGroup: {
    summary: 'One authority group with its roles',
    params: z.object({ authority_group_id: authorityGroupIdSchema }),
    answer: authorityGroupDetailSchema,
  },
  createAuthorityGroup: {
    summary: 'Register an authority group',
    body: authorityGroupCreateSchema,
    status: 201,
    answer: authorityGroupDetailSchema,
  },
  updateAuthorityGroup: {
    summary: 'Edit an authority group',
    body: authorityGroupUpdateSchema,
    answer: authorityGroupDetailSchema,
  },
  deleteAuthorityGroup: { summary: 'Delete an authority group', body: authorityGroupDeleteSchema },
} as const satisfies SchemasOf<typeof authorityOperations>;
