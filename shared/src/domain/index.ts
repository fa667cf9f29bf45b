export * from './user-workflow';
export * from './user-csv';
export * from './japan-time';
export * from './csv/index';
export * from './organization-rows';
export * from './audit-changes';
export * from './audit-csv';
export * from './audit-field-labels';
export * from './person-label';
export * from './audit-format';
export * from './number-format';
export * from './quality-rule';
export * from './access-until';
// The audit trail's entity and action labels, for parts that show events without 変更履歴's kit.
export { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '../contracts/audit-labels';
