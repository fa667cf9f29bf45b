export { RecordHistory } from '../record-history/record-history';
export { AuditChangeList, AuditNote, WRAPPED } from '../record-history/audit-change-list';
export { auditActorText } from '../record-history/audit-actor';
export { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '../../contracts/audit-labels';
