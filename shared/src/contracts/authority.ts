import { z } from 'zod';
import { multiLine, searchText, singleLine } from './text';
import { ROLES } from '../routes/roles';
import { auditSchema, pageInfoSchema, pageQuerySchema } from './common';
import { AUTHORITY_GROUP_SORT_KEYS } from './constants';

export const roleSchema = z.object({
  role_id: z.enum(ROLES),
  role_name: z.string(),
  note: z.string().nullable(),
});
export const rolesResponseSchema = z.object({ roles: z.array(roleSchema) });

export { DATA_VIEWING_CLASSES, DATA_VIEWING_CLASS_LABELS } from './constants';

export const authorityGroupIdSchema = z
  .string()
  .min(1)
  .max(30)
  .regex(/^[A-Z0-9_]+$/);

export const authorityGroupSchema = z.object({
  authority_group_id: z.string(),
  authority_group_name: z.string(),
  data_viewing_class: z.number().int(),
  note: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  user_count: z.number().int(),
});
export type AuthorityGroup = z.infer<typeof authorityGroupSchema>;

export const authorityGroupListQuerySchema = pageQuerySchema.extend({
  keyword: searchText(100).optional(),
  role_id: z.enum(ROLES).optional(),
  sort: z.enum(AUTHORITY_GROUP_SORT_KEYS).optional(),
});
export type AuthorityGroupListQuery = z.infer<typeof authorityGroupListQuerySchema>;
export const authorityGroupListResponseSchema = pageInfoSchema.extend({
  authority_groups: z.array(authorityGroupSchema),
});

export const authorityGroupDetailSchema = authorityGroupSchema.extend(auditSchema.shape).extend({
  version: z.number().int(),
});
export type AuthorityGroupDetail = z.infer<typeof authorityGroupDetailSchema>;

const groupFields = {
  authority_group_name: singleLine(100).min(1),
  data_viewing_class: z.union([z.literal(1), z.literal(2)]),
  note: multiLine(100).optional(),
  roles: z.array(z.enum(ROLES)).min(1),
};
export const authorityGroupCreateSchema = z.object({
  authority_group_id: authorityGroupIdSchema,
  ...groupFields,
});
export type AuthorityGroupCreate = z.infer<typeof authorityGroupCreateSchema>;

export const authorityGroupUpdateSchema = z.object({
  authority_group_id: authorityGroupIdSchema,
  version: z.number().int(),
  ...groupFields,
});
export type AuthorityGroupUpdate = z.infer<typeof authorityGroupUpdateSchema>;

export const authorityGroupDeleteSchema = z.object({
  authority_group_id: authorityGroupIdSchema,
  version: z.number().int(),
});
