export * from './roles';
export * from './route-table';
export * from './match-route';
export * from './access';
export type * from './first-data';
export * from './api-access';
export * from '../operations/index';
export { VERIFIER_OPERATIONS } from '../operations/verifier-grants';
export * from './upload-access';
