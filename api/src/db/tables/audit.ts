import type { ColumnType, Generated } from 'kysely';
import type { AuditChange } from '@sdp/shared/contracts';

/** Migration 110: the append-only audit trail (DESIGN.md §7). */
export interface AuditEventsTable {
  audit_event_id: Generated<string>;
  occurred_at: ColumnType<Date, Date | string | undefined, never>;
  user_id: string | null;
  user_name: string | null;
  action: string;
  entity: string;
  entity_key: string;
  survey_fy: number | null;
  changes: ColumnType<AuditChange[], string, never>;
  request_id: string | null;
  note: string | null;
  /** Migration 140: the upload that wrote the event (its per-row events and its summary). */
  upload_id: ColumnType<string | null, string | null | undefined, never>;
}

export interface AuditTables {
  audit_events: AuditEventsTable;
}
