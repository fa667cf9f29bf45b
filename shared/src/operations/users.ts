import { pageRoles, type OperationTable } from './operation';

const LIST = pageRoles('maintenance-user-list');
/** The approval queue (`scope=approval`) is narrowed to approvers inside the handler. */
const APPLICATIONS = pageRoles('maintenance-user-list-application', 'maintenance-user-list-approval');
const APPROVAL = pageRoles('maintenance-user-pending-detail-id');

// The workflow (shared/src/domain/user-workflow.ts) checks each step's roles again.
export const userOperations = {
  listUsers: { method: 'GET', path: '/users', access: LIST },
  getLicensing: { method: 'GET', path: '/users/licensing', access: LIST },
  exportUsers: { method: 'GET', path: '/users/list/export', access: LIST },
  listApplications: { method: 'GET', path: '/users/applying', access: APPLICATIONS },
  exportApplications: { method: 'GET', path: '/users/export/', access: APPLICATIONS },
  getUser: {
    method: 'GET',
    path: '/users/:id',
    access: pageRoles('maintenance-user-detail-id', 'maintenance-user-edit-id'),
  },
  getApplication: {
    method: 'GET',
    path: '/users/:id/applications/:applyIndex',
    access: pageRoles(
      'maintenance-user-apply-detail-id',
      'maintenance-user-pending-detail-id',
      'maintenance-user-reapply-id',
    ),
  },
  applyRegistration: {
    method: 'POST',
    path: '/users/regist',
    access: pageRoles('maintenance-user-registration'),
  },
  applyChange: { method: 'POST', path: '/users/update', access: pageRoles('maintenance-user-edit-id') },
  applyRemoval: {
    method: 'POST',
    path: '/users/remove',
    access: pageRoles('maintenance-user-edit-id', 'maintenance-user-detail-id'),
  },
  reapply: { method: 'POST', path: '/users/retry', access: pageRoles('maintenance-user-reapply-id') },
  withdrawApplication: {
    method: 'POST',
    path: '/users/delete',
    access: pageRoles('maintenance-user-apply-detail-id'),
  },
  remandApplication: { method: 'POST', path: '/users/remand', access: APPROVAL },
  rejectApplication: { method: 'POST', path: '/users/reject', access: APPROVAL },
  acceptApplication: { method: 'POST', path: '/users/accept', access: APPROVAL },
} as const satisfies OperationTable;
