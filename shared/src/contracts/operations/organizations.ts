import {
  corporationCreateSchema,
  corporationDetailSchema,
  corporationListQuerySchema,
  corporationListResponseSchema,
  corporationUpdateSchema,
  deleteBodySchema,
  departmentsQuerySchema,
  departmentsResponseSchema,
  idParamSchema,
  internalCreateSchema,
  internalListQuerySchema,
  internalListResponseSchema,
  internalUnitSchema,
  internalUpdateSchema,
  officeCreateSchema,
  officeDetailSchema,
  officeListQuerySchema,
  officeListResponseSchema,
  officeUpdateSchema,
  organizationExportQuerySchema,
  organizationUploadQuerySchema,
} from '../organizations';
import {
  countryListResponseSchema,
  groupsQuerySchema,
  groupsResponseSchema,
  headquartersQuerySchema,
  headquartersResponseSchema,
} from '../organizations-lookup';
import { csvUploadResponseSchema } from '../csv-upload';
import type { organizationOperations } from '../../operations/organizations';
import { CSV_FILE, type SchemasOf } from './operation-schemas';

export const organizationSchemas = {
  listGroups: { summary: 'Groups of a survey year', query: groupsQuerySchema, answer: groupsResponseSchema },
  listHeadquarters: {
    summary: 'Headquarters of a group',
    query: headquartersQuerySchema,
    answer: headquartersResponseSchema,
  },
  listDepartments: {
    summary: 'Departments of a group or headquarters',
    query: departmentsQuerySchema,
    answer: departmentsResponseSchema,
  },
  listCountries: { summary: 'Countries', answer: countryListResponseSchema },
  listInternalUnits: {
    summary: 'Internal organisation units',
    query: internalListQuerySchema,
    answer: internalListResponseSchema,
  },
  getInternalUnit: { summary: 'One internal unit', params: idParamSchema, answer: internalUnitSchema },
  createInternalUnit: {
    summary: 'Register an internal unit',
    body: internalCreateSchema,
    status: 201,
    answer: internalUnitSchema,
  },
  updateInternalUnit: {
    summary: 'Edit an internal unit',
    body: internalUpdateSchema,
    answer: internalUnitSchema,
  },
  deleteInternalUnit: { summary: 'Delete an internal unit', body: deleteBodySchema },
  listOffices: {
    summary: 'Offices of a survey year',
    query: officeListQuerySchema,
    answer: officeListResponseSchema,
  },
  getOffice: { summary: 'One office', params: idParamSchema, answer: officeDetailSchema },
  createOffice: {
    summary: 'Register an office',
    body: officeCreateSchema,
    status: 201,
    answer: officeDetailSchema,
  },
  updateOffice: { summary: 'Edit an office', body: officeUpdateSchema, answer: officeDetailSchema },
  deleteOffice: { summary: 'Delete an office', body: deleteBodySchema },
  listCorporations: {
    summary: 'Related companies of a survey year',
    query: corporationListQuerySchema,
    answer: corporationListResponseSchema,
  },
  getCorporation: { summary: 'One related company', params: idParamSchema, answer: corporationDetailSchema },
  createCorporation: {
    summary: 'Register a related company',
    body: corporationCreateSchema,
    status: 201,
    answer: corporationDetailSchema,
  },
  updateCorporation: {
    summary: 'Edit a related company',
    body: corporationUpdateSchema,
    answer: corporationDetailSchema,
  },
  deleteCorporation: { summary: 'Delete a related company', body: deleteBodySchema },
  uploadOrganizations: {
    summary: 'Upload internal units, offices or related companies (CSV; dry_run checks first)',
    query: organizationUploadQuerySchema,
    body: 'multipart',
    answer: csvUploadResponseSchema,
  },
  exportOrganizations: {
    summary: 'Internal units, offices or related companies as CSV',
    query: organizationExportQuerySchema,
    file: CSV_FILE,
  },
} as const satisfies SchemasOf<typeof organizationOperations>;
