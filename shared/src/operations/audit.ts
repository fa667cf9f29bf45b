import { SIGNED_IN, type OperationTable } from './operation';

// Everyone with 変更履歴閲覧 reads every event; others a record's events they may edit (auditReadableBy).
export const auditOperations = {
  listAuditEvents: { method: 'GET', path: '/audit_events', access: SIGNED_IN },
  exportAuditEvents: { method: 'GET', path: '/audit_events/export', access: SIGNED_IN },
} as const satisfies OperationTable;
