import { pageRoles, type OperationTable } from './operation';
import { LOOKUP_USERS } from './survey-years';

const ORG_LIST = 'maintenance-organization-list';
const ORG_REGISTER = 'maintenance-organization-registration';
const ORG_EDIT = 'maintenance-organization-edit-id';
const OFFICE_LIST = 'maintenance-organization-list-office';
const OFFICE_REGISTER = 'maintenance-organization-office-registration';
const OFFICE_EDIT = 'maintenance-organization-office-edit-id';
const CORP_LIST = 'maintenance-organization-list-consolidated';
const CORP_REGISTER = 'maintenance-organization-consolidated-registration';
const CORP_EDIT = 'maintenance-organization-consolidated-edit-id';

export const organizationOperations = {
  listGroups: { method: 'GET', path: '/organizations/internal/groups', access: LOOKUP_USERS },
  listHeadquarters: {
    method: 'GET',
    path: '/organizations/internal/groups/headquarters',
    access: LOOKUP_USERS,
  },
  listDepartments: { method: 'GET', path: '/organizations/internal/departments', access: LOOKUP_USERS },
  listCountries: { method: 'GET', path: '/organizations/country_list', access: LOOKUP_USERS },
  listInternalUnits: { method: 'GET', path: '/organizations/internal', access: pageRoles(ORG_LIST) },
  getInternalUnit: { method: 'GET', path: '/organizations/internal/:id', access: pageRoles(ORG_EDIT) },
  createInternalUnit: { method: 'POST', path: '/organizations/internal', access: pageRoles(ORG_REGISTER) },
  updateInternalUnit: { method: 'PUT', path: '/organizations/internal', access: pageRoles(ORG_EDIT) },
  deleteInternalUnit: {
    method: 'DELETE',
    path: '/organizations/internal',
    access: pageRoles(ORG_EDIT, ORG_LIST),
  },
  // The user forms pick the office from this list too.
  listOffices: {
    method: 'GET',
    path: '/organizations/office',
    access: pageRoles(
      OFFICE_LIST,
      'maintenance-user-registration',
      'maintenance-user-edit-id',
      'maintenance-user-reapply-id',
    ),
  },
  getOffice: { method: 'GET', path: '/organizations/office/:id', access: pageRoles(OFFICE_EDIT) },
  createOffice: { method: 'POST', path: '/organizations/office', access: pageRoles(OFFICE_REGISTER) },
  updateOffice: { method: 'PUT', path: '/organizations/office', access: pageRoles(OFFICE_EDIT) },
  // Deleting an office or a company is organisation master work (MST_ORGANIZATION), not survey target editing.
  deleteOffice: { method: 'DELETE', path: '/organizations/office', access: pageRoles(OFFICE_REGISTER) },
  listCorporations: { method: 'GET', path: '/organizations/corporation', access: pageRoles(CORP_LIST) },
  getCorporation: {
    method: 'GET',
    path: '/organizations/corporation/:id',
    access: pageRoles(CORP_EDIT),
  },
  createCorporation: {
    method: 'POST',
    path: '/organizations/corporation',
    access: pageRoles(CORP_REGISTER),
  },
  updateCorporation: { method: 'PUT', path: '/organizations/corporation', access: pageRoles(CORP_EDIT) },
  deleteCorporation: {
    method: 'DELETE',
    path: '/organizations/corporation',
    access: pageRoles(CORP_REGISTER),
  },
  // Each upload kind (internal units, offices, companies) is checked again against its registration page.
  uploadOrganizations: {
    method: 'POST',
    path: '/organizations/upload/csv',
    access: pageRoles(ORG_REGISTER, OFFICE_REGISTER, CORP_REGISTER),
  },
  // Each export kind is checked again against its own list.
  exportOrganizations: {
    method: 'GET',
    path: '/organizations/info/export',
    access: pageRoles(ORG_LIST, OFFICE_LIST, CORP_LIST),
  },
} as const satisfies OperationTable;
