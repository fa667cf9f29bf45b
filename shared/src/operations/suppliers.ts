import { pageRoles, type OperationTable } from './operation';

const CLIENT_LIST = pageRoles('maintenance-client-list');

export const supplierOperations = {
  listSuppliers: { method: 'GET', path: '/suppliers', access: CLIENT_LIST },
  exportSuppliers: { method: 'GET', path: '/suppliers/export/', access: CLIENT_LIST },
  uploadSuppliers: { method: 'POST', path: '/suppliers/upload', access: CLIENT_LIST },
} as const satisfies OperationTable;
