import { auditEventsExportQuerySchema, auditEventsQuerySchema, auditEventsResponseSchema } from '../audit';
import type { auditOperations } from '../../operations/audit';
import { CSV_FILE, type SchemasOf } from './operation-schemas';

export const auditSchemas = {
  listAuditEvents: {
    summary: 'Audit trail: who changed what and when (filters, paging)',
    query: auditEventsQuerySchema,
    answer: auditEventsResponseSchema,
  },
  exportAuditEvents: {
    summary: 'The audit events a filter matches, as CSV (streamed, formula-guarded)',
    query: auditEventsExportQuerySchema,
    file: CSV_FILE,
  },
} as const satisfies SchemasOf<typeof auditOperations>;
