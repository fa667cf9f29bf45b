export * from './user-workflow';
export * from './user-csv';
