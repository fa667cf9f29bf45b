export { RecordHistory } from '../record-history/record-history';
export { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '../../contracts/audit-labels';
