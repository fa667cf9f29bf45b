export * from './columns';
export * from './encoding';
export * from './parse';
export * from './validate';
export * from './stringify';
export * from './organization-csv';
export * from './supplier-csv';
export * from './import-csv';
