import { z } from 'zod';
import { pageInfoSchema, pageQuerySchema, surveyFyParamSchema } from './common';
import { AUDIT_ENTITY_LABELS } from './audit-labels';
import { searchText } from './text';

export { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, type AuditAction, type AuditEntity } from './audit-labels';

const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/** One changed field: what it was and what it became (null where there was or is none). */
export const auditChangeSchema = z.object({ field: z.string(), before: cell, after: cell });
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  occurred_at: z.string(),
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_key: z.string(),
  survey_fy: z.number().int().nullable(),
  changes: z.array(auditChangeSchema),
  request_id: z.string().nullable(),
  note: z.string().nullable(),
  /** The kept upload that wrote the event, when an upload did (its file downloads from GET /uploads/{id}/file). */
  upload_id: z.string().nullable().optional(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

const japanDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const entityIds = Object.keys(AUDIT_ENTITY_LABELS) as [
  keyof typeof AUDIT_ENTITY_LABELS,
  ...(keyof typeof AUDIT_ENTITY_LABELS)[],
];

/** GET /audit_events: from/to are Japan-time dates, both inclusive (DESIGN.md §7). */
export const auditEventsQuerySchema = pageQuerySchema.extend({
  entity: z.enum(entityIds).optional(),
  entity_key: searchText(200).optional(),
  user_id: searchText(20).optional(),
  survey_fy: surveyFyParamSchema.optional(),
  from: japanDate.optional(),
  to: japanDate.optional(),
});
export type AuditEventsQuery = z.infer<typeof auditEventsQuerySchema>;
/** GET /audit_events/export: the list's filters, every matching event. */
export const auditEventsExportQuerySchema = auditEventsQuerySchema.omit({ page: true, per_page: true });

export const auditEventsResponseSchema = pageInfoSchema.extend({
  events: z.array(auditEventSchema),
  /** Who and what the trail holds, for the page's filters. */
  users: z.array(z.object({ user_id: z.string(), user_name: z.string().nullable() })),
  entities: z.array(z.string()),
});
export type AuditEventsResponse = z.infer<typeof auditEventsResponseSchema>;
