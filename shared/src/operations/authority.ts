import { pageRoles, type OperationTable } from './operation';

const LIST = 'maintenance-authority-list';
const REGISTER = 'maintenance-authority-registration';
const EDIT = 'maintenance-authority-edit-id';

export const authorityOperations = {
  listRoles: { method: 'GET', path: '/authority/roles', access: pageRoles(LIST, REGISTER, EDIT) },
  // The user forms pick a user's authority group from this list too.
  listAuthorityGroups: {
    method: 'GET',
    path: '/authority/groups',
    access: pageRoles(LIST, 'maintenance-user-registration', 'maintenance-user-edit-id'),
  },
  getAuthorityGroup: {
    method: 'GET',
    path: '/authority/groups/:authority_group_id',
    access: pageRoles(EDIT),
  },
  createAuthorityGroup: { method: 'POST', path: '/authority/groups', access: pageRoles(REGISTER) },
  updateAuthorityGroup: { method: 'PUT', path: '/authority/groups', access: pageRoles(EDIT) },
  deleteAuthorityGroup: { method: 'DELETE', path: '/authority/groups', access: pageRoles(EDIT, LIST) },
} as const satisfies OperationTable;
