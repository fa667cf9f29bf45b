export * from './errors';
export * from './common';
export * from './auth';
export * from './authority';
export * from './organizations-lookup';
export * from './users';
export * from './organizations';
export * from './suppliers';
