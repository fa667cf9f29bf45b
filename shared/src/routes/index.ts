export * from './roles';
export * from './route-table';
export * from './match-route';
export * from './access';
export * from './api-access';
export * from '../operations/index';
export * from './upload-access';
