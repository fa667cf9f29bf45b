export * from './user-workflow';
export * from './user-csv';
export * from './csv/index';
export * from './organization-rows';
