import { http, HttpResponse, type HttpHandler } from 'msw';
import { auditAs } from '../store/audit';
import {
  corporationCreateSchema,
  corporationDetailSchema,
  corporationListQuerySchema,
  corporationListResponseSchema,
  corporationSchema,
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
  officeSchema,
  officeUpdateSchema,
  organizationExportQuerySchema,
  supplierExportQuerySchema,
  supplierListQuerySchema,
  supplierListResponseSchema,
  type CorporationDetail,
  type OfficeDetail,
  type InternalUnit,
  type Supplier,
} from '@sdp/shared/contracts';
import {
  exportColumnsOf,
  exportFileName,
  INTERNAL_UNIT_CSV,
  ORGANIZATION_ROW_EXPORT,
  SUPPLIER_CSV,
} from '@sdp/shared/domain';
import {
  apiPath,
  csvResponse,
  declaredAccess,
  guarded,
  mockDelay,
  notFound,
  pageOf,
  parseBody,
  parseQuery,
  parseWith,
  requireRoles,
} from '../lib/index';
import * as store from '../store/organizations';
import { answerCsvUpload } from './csv-upload';
import { recordHandlers } from './record-handlers';
import { storeFailure } from './store-failure';
import { answerOrganizationUpload, officeOrCorporationExport } from './organization-uploads';
import { corporationInUse, officeInUse } from '../store/organization-uploads';

/** Route keys of the list pages each export kind follows; every endpoint's own access is API_ACCESS's. */
const ORG_LIST = 'maintenance-organization-list';
const OFFICE_LIST = 'maintenance-organization-list-office';
const CORP_LIST = 'maintenance-organization-list-consolidated';

type IdParams = { id: string };
/** Exports are not paged: one page as long as the data. */
const ALL_ROWS = { page: 1, per_page: Number.MAX_SAFE_INTEGER };

const includes = (keyword: string | undefined, ...values: (string | null)[]) => {
  const needle = keyword?.trim().toLowerCase();
  return !needle || values.some((value) => value?.toLowerCase().includes(needle));
};

const idOf = (params: IdParams) => parseWith(idParamSchema, params);

const SORT_INTERNAL: Record<string, (unit: InternalUnit) => string | null> = {
  group_code: (u) => u.group_code,
  headquarter_code: (u) => u.headquarter_code,
  department_code: (u) => `${u.department_code}\t${u.section_code ?? ''}`,
  section_code: (u) => u.section_code,
};
const SORT_OFFICE: Record<string, (office: OfficeDetail) => string | number | null> = {
  office_code: (o) => o.office_code,
  office_name: (o) => o.office_name,
  office_class: (o) => o.office_class,
  supervision_code: (o) => o.supervision_code,
  admin_code: (o) => o.admin_code,
  survey_target_class: (o) => o.survey_target_class,
};
const SORT_CORP: Record<string, (corp: CorporationDetail) => string | number | null> = {
  company_code: (c) => c.company_code,
  company_name: (c) => c.company_name,
  country_code: (c) => c.country_code,
  department_code: (c) => c.department_code,
  survey_target_class: (c) => c.survey_target_class,
};
const SORT_SUPPLIER: Record<string, (supplier: Supplier) => string | number | null> = {
  supplier_code: (s) => `${s.supplier_code}\t${s.department_code}`,
  department_code: (s) => `${s.department_code}\t${s.supplier_code}`,
  supplier_company_name_full_width: (s) => s.supplier_company_name_full_width,
  handling_amount: (s) => s.handling_amount,
};

const unitEvent = (unit: { survey_fy: number; department_code: string; section_code?: string | null }) => ({
  entity: 'internal_unit' as const,
  entityKey: [unit.survey_fy, unit.department_code, unit.section_code].filter(Boolean).join('/'),
  surveyFy: unit.survey_fy,
});

const internalHandlers: HttpHandler[] = [
  http.get(
    apiPath('/organizations/internal/departments'),
    guarded(declaredAccess('GET', '/organizations/internal/departments'), async ({ request }) => {
      const query = parseQuery(request, departmentsQuerySchema);
      if (query instanceof Response) return query;
      await mockDelay('list');
      const departments = store
        .listInternal(query.survey_fy)
        .filter(
          (u) =>
            !u.section_code &&
            (!query.group_code || u.group_code === query.group_code) &&
            (!query.headquarter_code || u.headquarter_code === query.headquarter_code),
        )
        .sort((a, b) => a.department_code.localeCompare(b.department_code))
        .map(
          ({
            group_code,
            group_name,
            headquarter_code,
            headquarter_name,
            department_code,
            department_name,
          }) => ({
            group_code,
            group_name,
            headquarter_code,
            headquarter_name,
            department_code,
            department_name,
          }),
        );
      return HttpResponse.json(departmentsResponseSchema.parse({ departments }));
    }),
  ),
  http.get(
    apiPath('/organizations/internal'),
    guarded(declaredAccess('GET', '/organizations/internal'), async ({ request }) => {
      const query = parseQuery(request, internalListQuerySchema);
      if (query instanceof Response) return query;
      await mockDelay('list');
      const rows = store
        .listInternal(query.survey_fy)
        .filter(
          (u) =>
            (!query.group_code || u.group_code === query.group_code) &&
            (!query.headquarter_code || u.headquarter_code === query.headquarter_code) &&
            includes(query.keyword, u.department_code, u.department_name, u.section_code, u.section_name),
        );
      const { items, ...page } = pageOf(rows, query, SORT_INTERNAL, 'department_code');
      return HttpResponse.json(internalListResponseSchema.parse({ ...page, organizations: items }));
    }),
  ),
  http.get<IdParams>(
    apiPath('/organizations/internal/:id'),
    guarded<IdParams>(declaredAccess('GET', '/organizations/internal/:id'), async ({ params }) => {
      const id = idOf(params);
      if (id instanceof Response) return id;
      await mockDelay('detail');
      const unit = store.findInternal(id.id);
      return unit ? HttpResponse.json(internalUnitSchema.parse(unit)) : notFound();
    }),
  ),
  http.post(
    apiPath('/organizations/internal'),
    guarded(declaredAccess('POST', '/organizations/internal'), async ({ request, session }) => {
      const body = await parseBody(request, internalCreateSchema);
      if (body instanceof Response) return body;
      await mockDelay('write');
      const result = store.createInternal(body);
      if (!result.ok) return storeFailure(result);
      auditAs(session.account, { action: 'create', ...unitEvent(result.value), after: result.value });
      return HttpResponse.json(internalUnitSchema.parse(result.value), { status: 201 });
    }),
  ),
  http.put(
    apiPath('/organizations/internal'),
    guarded(declaredAccess('PUT', '/organizations/internal'), async ({ request, session }) => {
      const body = await parseBody(request, internalUpdateSchema, ({ id }) =>
        typeof id === 'number' ? store.findInternal(id) : undefined,
      );
      if (body instanceof Response) return body;
      await mockDelay('write');
      const { id, version, ...input } = body;
      const before = store.findInternal(id);
      const result = store.updateInternal(id, version, input);
      if (!result.ok) return storeFailure(result);
      auditAs(session.account, { action: 'update', ...unitEvent(result.value), before, after: result.value });
      return HttpResponse.json(internalUnitSchema.parse(result.value));
    }),
  ),
  http.delete(
    apiPath('/organizations/internal'),
    guarded(declaredAccess('DELETE', '/organizations/internal'), async ({ request, session }) => {
      const body = await parseBody(request, deleteBodySchema);
      if (body instanceof Response) return body;
      await mockDelay('write');
      const before = store.findInternal(body.id);
      const result = store.deleteInternal(body.id, body.version);
      if (!result.ok) return storeFailure(result);
      if (before) auditAs(session.account, { action: 'delete', ...unitEvent(before), before });
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];

const officeHandlers = recordHandlers({
  path: '/organizations/office',
  listQuery: officeListQuerySchema,
  createBody: officeCreateSchema,
  updateBody: officeUpdateSchema,
  table: {
    list: (query) => store.listOffices(query.survey_fy),
    find: store.findOffice,
    create: store.createOffice,
    update: store.updateOffice,
    remove: store.deleteOffice,
  },
  matches: (o, query) =>
    (!query.office_class || o.office_class === query.office_class) &&
    (!query.survey_target_class || o.survey_target_class === query.survey_target_class) &&
    (!query.group_code || o.group_code === query.group_code) &&
    (!query.supervision_code || o.supervision_code === query.supervision_code) &&
    includes(query.keyword, o.office_code, o.office_name, o.office_name_eng, o.admin_name),
  sort: SORT_OFFICE,
  defaultSort: 'office_code',
  listAnswer: (page, rows) =>
    officeListResponseSchema.parse({ ...page, offices: rows.map((o) => officeSchema.parse(o)) }),
  detailAnswer: (office) => officeDetailSchema.parse(office),
  inUseField: (office) => (officeInUse(office.survey_fy, office.office_code) ? 'office_code' : undefined),
  audit: { entity: 'office', keyOf: (office) => `${office.survey_fy}/${office.office_code}` },
});

const corporationHandlers = recordHandlers({
  path: '/organizations/corporation',
  listQuery: corporationListQuerySchema,
  createBody: corporationCreateSchema,
  updateBody: corporationUpdateSchema,
  table: {
    list: (query) => store.listCorporations(query.survey_fy),
    find: store.findCorporation,
    create: store.createCorporation,
    update: store.updateCorporation,
    remove: store.deleteCorporation,
  },
  matches: (c, query) =>
    (!query.internal_external_class_code ||
      c.internal_external_class_code === query.internal_external_class_code) &&
    (!query.survey_target_class || c.survey_target_class === query.survey_target_class) &&
    includes(query.keyword, c.company_code, c.company_name, c.company_name_eng, c.company_formal_name),
  sort: SORT_CORP,
  defaultSort: 'company_code',
  listAnswer: (page, rows) =>
    corporationListResponseSchema.parse({
      ...page,
      corporations: rows.map((c) => corporationSchema.parse(c)),
    }),
  detailAnswer: (corp) => corporationDetailSchema.parse(corp),
  inUseField: (corp) => (corporationInUse(corp.survey_fy, corp.company_code) ? 'company_code' : undefined),
  audit: { entity: 'corporation', keyOf: (corp) => `${corp.survey_fy}/${corp.company_code}` },
});

const EXPORT_KEYS = {
  internal: [ORG_LIST],
  office: [OFFICE_LIST],
  corp: [CORP_LIST],
  all: [OFFICE_LIST, CORP_LIST],
};

const csvHandlers: HttpHandler[] = [
  http.post(
    apiPath('/organizations/upload/csv'),
    guarded(declaredAccess('POST', '/organizations/upload/csv'), async ({ request, session }) => {
      await mockDelay('write');
      return answerOrganizationUpload(request, session);
    }),
  ),
  http.get(
    apiPath('/organizations/info/export'),
    guarded(declaredAccess('GET', '/organizations/info/export'), async ({ request, session }) => {
      const query = parseQuery(request, organizationExportQuerySchema);
      if (query instanceof Response) return query;
      const denied = requireRoles(session, EXPORT_KEYS[query.kind]);
      if (denied) return denied;
      await mockDelay('download');
      if (query.kind === 'internal') {
        const rows = pageOf(
          store.listInternal(query.survey_fy),
          ALL_ROWS,
          SORT_INTERNAL,
          'department_code',
        ).items;
        const name = exportFileName(INTERNAL_UNIT_CSV.fileName, query.survey_fy);
        return csvResponse(
          exportColumnsOf(INTERNAL_UNIT_CSV),
          rows.map(({ id: _id, version: _v, disc_flg: _d, ...row }) => row),
          name,
        );
      }
      if (query.kind !== 'all') return officeOrCorporationExport(query.kind, query.survey_fy);
      return csvResponse(
        ORGANIZATION_ROW_EXPORT,
        store.organizationRows(query.survey_fy, query.kind),
        exportFileName('事業所・関係会社一覧', query.survey_fy),
      );
    }),
  ),
  http.get(
    apiPath('/suppliers'),
    guarded(declaredAccess('GET', '/suppliers'), async ({ request }) => {
      const query = parseQuery(request, supplierListQuerySchema);
      if (query instanceof Response) return query;
      await mockDelay('list');
      const { items, ...page } = pageOf(filterSuppliers(query), query, SORT_SUPPLIER, 'supplier_code');
      return HttpResponse.json(supplierListResponseSchema.parse({ ...page, suppliers: items }));
    }),
  ),
  http.get(
    apiPath('/suppliers/export/'),
    guarded(declaredAccess('GET', '/suppliers/export/'), async ({ request }) => {
      const query = parseQuery(request, supplierExportQuerySchema);
      if (query instanceof Response) return query;
      await mockDelay('download');
      const rows = pageOf(filterSuppliers(query), ALL_ROWS, SORT_SUPPLIER, 'supplier_code').items;
      return csvResponse(
        exportColumnsOf(SUPPLIER_CSV),
        rows,
        exportFileName(SUPPLIER_CSV.fileName, query.survey_fy),
      );
    }),
  ),
  http.post(
    apiPath('/suppliers/upload'),
    guarded(declaredAccess('POST', '/suppliers/upload'), async ({ request, session }) => {
      await mockDelay('write');
      return answerCsvUpload(
        request,
        SUPPLIER_CSV,
        {
          stored: (years) => years.flatMap((year) => store.listSuppliers(year)),
          apply: (records) => store.replaceSuppliers(records),
          check: (record, line, validator) => {
            if (!store.findDepartment(record.survey_fy, record.department_code))
              validator.add({
                line,
                field: 'department_code',
                reason: 'INVALID_VALUE',
                message: `部コード: ${record.survey_fy}年度に存在しない部コードです`,
              });
          },
        },
        { entity: 'supplier', session },
      );
    }),
  ),
];

function filterSuppliers(query: {
  survey_fy: number;
  department_code?: string;
  keyword?: string;
}): Supplier[] {
  return store
    .listSuppliers(query.survey_fy)
    .filter(
      (s) =>
        (!query.department_code || s.department_code === query.department_code) &&
        includes(
          query.keyword,
          s.supplier_code,
          s.supplier_company_name_full_width,
          s.supplier_company_name_half_width,
          s.supplier_name,
        ),
    );
}

export const organizationsHandlers: HttpHandler[] = [
  ...internalHandlers,
  ...officeHandlers,
  ...corporationHandlers,
  ...csvHandlers,
];
