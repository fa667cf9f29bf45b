export * from './user-workflow';
export * from './user-csv';
export * from './japan-time';
export * from './csv/index';
export * from './organization-rows';
export * from './audit-changes';
export * from './audit-csv';
export * from './audit-field-labels';
