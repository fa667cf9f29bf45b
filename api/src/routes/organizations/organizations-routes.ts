import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  corporationCreateSchema,
  corporationDetailSchema,
  corporationListQuerySchema,
  corporationListResponseSchema,
  corporationUpdateSchema,
  csvUploadQuerySchema,
  csvUploadResponseSchema,
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
  type OrganizationRow,
} from '@sdp/shared/contracts';
import {
  exportColumnsOf,
  exportFileName,
  INTERNAL_UNIT_CSV,
  ORGANIZATION_ROW_EXPORT,
} from '@sdp/shared/domain';
import { callerOf } from '../../types';
import { conflict, duplicate, forbidden, inUse, invalidValue, notFound } from '../../errors';
import { canAccess } from '@sdp/shared/routes';
import { pgCode, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION } from '../../db/errors';
import { pagesOf, sendCsv } from '../../csv/csv-export';
import { runCsvUpload } from '../../csv/upload/run-csv-upload';
import { INTERNAL_UNIT_UPLOAD } from './internal-unit-upload';
import * as internal from './internal-repository';
import * as offices from './offices-repository';
import * as corps from './corporations-repository';
import { suppliersRoutes } from '../suppliers/suppliers-routes';

const TAGS = ['organizations'];
const noContent = { 204: z.null() };

/** Unique violations answer W-003 on the key field; anything else goes on. */
async function guardUnique<T>(field: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (pgCode(error) === PG_UNIQUE_VIOLATION) throw duplicate(field);
    if (pgCode(error) === PG_FOREIGN_KEY_VIOLATION) throw invalidValue(field);
    throw error;
  }
}

/**
 * Organisations domain (issue 5): internal units, offices, related companies, the organisation CSV upload and
 * export. (/organizations/internal/groups…, /organizations/country_list are look-ups in routes/lookups.)
 */
export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Suppliers (clients) belong to the same domain and register with it.
  await app.register(suppliersRoutes);

  // ---------------------------------------------------------------- internal units
  app.get(
    '/organizations/internal/departments',
    {
      schema: {
        tags: TAGS,
        querystring: departmentsQuerySchema,
        response: { 200: departmentsResponseSchema },
      },
    },
    async (request) => ({ departments: await internal.listDepartments(app.db, request.query) }),
  );
  app.get(
    '/organizations/internal',
    {
      schema: {
        tags: TAGS,
        querystring: internalListQuerySchema,
        response: { 200: internalListResponseSchema },
      },
    },
    async (request) => {
      const { total, rows } = await internal.listInternal(app.db, request.query);
      return { total, page: request.query.page, per_page: request.query.per_page, organizations: rows };
    },
  );
  app.get(
    '/organizations/internal/:id',
    { schema: { tags: TAGS, params: idParamSchema, response: { 200: internalUnitSchema } } },
    async (request) => (await internal.findInternal(app.db, request.params.id)) ?? Promise.reject(notFound()),
  );
  app.post(
    '/organizations/internal',
    { schema: { tags: TAGS, body: internalCreateSchema, response: { 201: internalUnitSchema } } },
    async (request, reply) => {
      const input = request.body;
      const field = input.section_code ? 'section_code' : 'department_code';
      if (
        !(await internal.headquarterBelongs(
          app.db,
          input.survey_fy,
          input.group_code,
          input.headquarter_code,
        ))
      )
        throw invalidValue('headquarter_code');
      if (await internal.unitExists(app.db, input)) throw duplicate(field);
      const { internal_organization_id: id } = await guardUnique(field, () =>
        internal.insertInternal(app.db, input, callerOf(request).userId),
      );
      return reply.status(201).send((await internal.findInternal(app.db, id))!);
    },
  );
  app.put(
    '/organizations/internal',
    { schema: { tags: TAGS, body: internalUpdateSchema, response: { 200: internalUnitSchema } } },
    async (request) => {
      const { id, version, ...input } = request.body;
      const field = input.section_code ? 'section_code' : 'department_code';
      if (
        !(await internal.headquarterBelongs(
          app.db,
          input.survey_fy,
          input.group_code,
          input.headquarter_code,
        ))
      )
        throw invalidValue('headquarter_code');
      if (await internal.unitExists(app.db, input, id)) throw duplicate(field);
      const updated = await guardUnique(field, () =>
        internal.updateInternal(app.db, id, version, input, callerOf(request).userId),
      );
      if (!updated) throw (await internal.findInternal(app.db, id)) ? conflict() : notFound();
      return (await internal.findInternal(app.db, id))!;
    },
  );
  app.delete(
    '/organizations/internal',
    { schema: { tags: TAGS, body: deleteBodySchema, response: noContent } },
    async (request, reply) => {
      const { id, version } = request.body;
      await app.db.transaction().execute(async (tx) => {
        const unit = await internal.findInternal(tx, id);
        if (!unit) throw notFound();
        if (unit.version !== version) throw conflict();
        if (await internal.departmentInUse(tx, unit)) throw inUse('department_code');
        if (!(await internal.deleteInternal(tx, id, version))) throw conflict();
      });
      return reply.status(204).send(null);
    },
  );

  // ---------------------------------------------------------------- offices
  const checkOfficeRefs = async (input: {
    survey_fy: number;
    supervision_code: string;
    admin_code: string;
  }) => {
    const dept = await internal.findDepartment(app.db, input.survey_fy, input.admin_code);
    if (!dept) throw invalidValue('admin_code');
    if (dept.headquarter_code !== input.supervision_code) throw invalidValue('supervision_code');
  };
  app.get(
    '/organizations/office',
    {
      schema: { tags: TAGS, querystring: officeListQuerySchema, response: { 200: officeListResponseSchema } },
    },
    async (request) => {
      const { total, offices: rows } = await offices.listOffices(app.db, request.query);
      return { total, page: request.query.page, per_page: request.query.per_page, offices: rows };
    },
  );
  app.get(
    '/organizations/office/:id',
    { schema: { tags: TAGS, params: idParamSchema, response: { 200: officeDetailSchema } } },
    async (request) => (await offices.findOffice(app.db, request.params.id)) ?? Promise.reject(notFound()),
  );
  app.post(
    '/organizations/office',
    { schema: { tags: TAGS, body: officeCreateSchema, response: { 201: officeDetailSchema } } },
    async (request, reply) => {
      const input = request.body;
      await checkOfficeRefs(input);
      if (await offices.officeCodeTaken(app.db, input.survey_fy, input.office_code))
        throw duplicate('office_code');
      const { office_id: id } = await guardUnique('office_code', () =>
        offices.insertOffice(app.db, input, callerOf(request).userId),
      );
      return reply.status(201).send((await offices.findOffice(app.db, id))!);
    },
  );
  app.put(
    '/organizations/office',
    { schema: { tags: TAGS, body: officeUpdateSchema, response: { 200: officeDetailSchema } } },
    async (request) => {
      const { id, version, ...input } = request.body;
      await checkOfficeRefs(input);
      if (await offices.officeCodeTaken(app.db, input.survey_fy, input.office_code, id))
        throw duplicate('office_code');
      const updated = await guardUnique('office_code', () =>
        offices.updateOffice(app.db, id, version, input, callerOf(request).userId),
      );
      if (!updated) throw (await offices.findOffice(app.db, id)) ? conflict() : notFound();
      return (await offices.findOffice(app.db, id))!;
    },
  );
  app.delete(
    '/organizations/office',
    { schema: { tags: TAGS, body: deleteBodySchema, response: noContent } },
    async (request, reply) => {
      const { id, version } = request.body;
      if (!(await offices.deleteOffice(app.db, id, version)))
        throw (await offices.findOffice(app.db, id)) ? conflict() : notFound();
      return reply.status(204).send(null);
    },
  );

  // ---------------------------------------------------------------- related companies
  app.get(
    '/organizations/corporation',
    {
      schema: {
        tags: TAGS,
        querystring: corporationListQuerySchema,
        response: { 200: corporationListResponseSchema },
      },
    },
    async (request) => {
      const { total, corporations } = await corps.listCorporations(app.db, request.query);
      return { total, page: request.query.page, per_page: request.query.per_page, corporations };
    },
  );
  app.get(
    '/organizations/corporation/:id',
    { schema: { tags: TAGS, params: idParamSchema, response: { 200: corporationDetailSchema } } },
    async (request) => (await corps.findCorporation(app.db, request.params.id)) ?? Promise.reject(notFound()),
  );
  app.post(
    '/organizations/corporation',
    { schema: { tags: TAGS, body: corporationCreateSchema, response: { 201: corporationDetailSchema } } },
    async (request, reply) => {
      const input = request.body;
      if (!(await internal.findDepartment(app.db, input.survey_fy, input.department_code)))
        throw invalidValue('department_code');
      if (await corps.companyCodeTaken(app.db, input.survey_fy, input.company_code))
        throw duplicate('company_code');
      const { corporation_id: id } = await guardUnique('company_code', () =>
        corps.insertCorporation(app.db, input, callerOf(request).userId),
      );
      return reply.status(201).send((await corps.findCorporation(app.db, id))!);
    },
  );
  app.put(
    '/organizations/corporation',
    { schema: { tags: TAGS, body: corporationUpdateSchema, response: { 200: corporationDetailSchema } } },
    async (request) => {
      const { id, version, ...input } = request.body;
      if (!(await internal.findDepartment(app.db, input.survey_fy, input.department_code)))
        throw invalidValue('department_code');
      if (await corps.companyCodeTaken(app.db, input.survey_fy, input.company_code, id))
        throw duplicate('company_code');
      const updated = await guardUnique('company_code', () =>
        corps.updateCorporation(app.db, id, version, input, callerOf(request).userId),
      );
      if (!updated) throw (await corps.findCorporation(app.db, id)) ? conflict() : notFound();
      return (await corps.findCorporation(app.db, id))!;
    },
  );
  app.delete(
    '/organizations/corporation',
    { schema: { tags: TAGS, body: deleteBodySchema, response: noContent } },
    async (request, reply) => {
      const { id, version } = request.body;
      if (!(await corps.deleteCorporation(app.db, id, version)))
        throw (await corps.findCorporation(app.db, id)) ? conflict() : notFound();
      return reply.status(204).send(null);
    },
  );

  // ---------------------------------------------------------------- CSV
  app.post(
    '/organizations/upload/csv',
    {
      schema: {
        tags: TAGS,
        description:
          'multipart の file に社内組織CSV。組織を追加し、既存の組織（年度・部コード・課コード）の名称を更新する。削除はしない。' +
          'dry_run=true では登録せず、追加・変更の件数を返す。',
        querystring: csvUploadQuerySchema,
        response: { 200: csvUploadResponseSchema },
      },
    },
    async (request, reply) =>
      runCsvUpload(app, request, reply, INTERNAL_UNIT_UPLOAD, { dryRun: request.query.dry_run }),
  );
  app.get(
    '/organizations/info/export',
    { schema: { tags: TAGS, querystring: organizationExportQuerySchema } },
    async (request, reply) => {
      const { survey_fy: year, kind } = request.query;
      // The export follows the list it comes from: each kind needs the roles of its tab's page.
      const tabPage = {
        internal: 'maintenance-organization-list',
        office: 'maintenance-organization-list-office',
        corp: 'maintenance-organization-list-consolidated',
        all: 'maintenance-organization-list-office',
      }[kind];
      if (!canAccess(tabPage, callerOf(request).roles)) throw forbidden();
      if (kind === 'internal') {
        const columns = exportColumnsOf(INTERNAL_UNIT_CSV);
        const pages = pagesOf((limit, offset) => internal.exportInternalPage(app.db, year, limit, offset));
        return sendCsv(reply, exportFileName(INTERNAL_UNIT_CSV.fileName, year), columns, pages);
      }
      const rows = await organizationRows(app.db, year, kind);
      const base = { office: '事業所一覧', corp: '関係会社一覧', all: '事業所・関係会社一覧' }[kind];
      return sendCsv(
        reply,
        exportFileName(base, year),
        ORGANIZATION_ROW_EXPORT,
        (async function* () {
          yield rows;
        })(),
      );
    },
  );
};

/** Combined office / company rows of a year with the previous year's class and location (spec §3). */
async function organizationRows(
  db: Parameters<typeof offices.officesOfYear>[0],
  year: number,
  kind: 'office' | 'corp' | 'all',
): Promise<OrganizationRow[]> {
  const rows: OrganizationRow[] = [];
  if (kind !== 'corp') {
    const previous = new Map((await offices.officesOfYear(db, year - 1)).map((o) => [o.office_code, o]));
    for (const office of await offices.officesOfYear(db, year)) {
      const prev = previous.get(office.office_code);
      rows.push({
        kind: 'office',
        survey_fy: year,
        headquarter_code: office.supervision_code,
        headquarter_name: office.supervision_name,
        department_code: office.admin_code,
        department_name: office.admin_name,
        company_code: office.office_code,
        company_name: office.office_name,
        country_code: office.country_code,
        country_name: office.country_name,
        business_content: null,
        curr_survey_target_class: office.survey_target_class,
        curr_location_type: office.location_type,
        prev_survey_target_class: prev?.survey_target_class ?? null,
        prev_location_type: prev?.location_type ?? null,
        exclusion_reason: office.exclusion_reason,
        notes: office.notes,
      });
    }
  }
  if (kind !== 'office') {
    const previous = new Map((await corps.corporationsOfYear(db, year - 1)).map((c) => [c.company_code, c]));
    for (const corp of await corps.corporationsOfYear(db, year)) {
      const prev = previous.get(corp.company_code);
      rows.push({
        kind: 'corp',
        survey_fy: year,
        headquarter_code: corp.headquarter_code,
        headquarter_name: corp.headquarter_name,
        department_code: corp.department_code,
        department_name: corp.department_name,
        company_code: corp.company_code,
        company_name: corp.company_name,
        country_code: corp.country_code,
        country_name: corp.country_name,
        business_content: corp.business_content,
        curr_survey_target_class: corp.survey_target_class,
        curr_location_type: corp.location_type,
        prev_survey_target_class: prev?.survey_target_class ?? null,
        prev_location_type: prev?.location_type ?? null,
        exclusion_reason: corp.exclusion_reason,
        notes: corp.notes,
      });
    }
  }
  return rows;
}
