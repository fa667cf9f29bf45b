/** 変更履歴's parts, apart from `history` (which every edit page loads for its button): the events in staff's words. */
export { AuditChangeList, AuditNote } from '../record-history/audit-change-list';
export { auditActorText } from '../record-history/audit-actor';
export { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '../../contracts/audit-labels';
