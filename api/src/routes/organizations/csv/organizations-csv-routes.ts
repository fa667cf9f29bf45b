import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  csvUploadResponseSchema,
  organizationExportQuerySchema,
  organizationUploadQuerySchema,
} from '@sdp/shared/contracts';
import {
  checkCorporationRow,
  checkOfficeRow,
  CORPORATION_CSV,
  csvRowOf,
  exportColumnsOf,
  exportFileName,
  INTERNAL_UNIT_CSV,
  OFFICE_CSV,
  ORGANIZATION_ROW_EXPORT,
} from '@sdp/shared/domain';
import { canAccess } from '@sdp/shared/routes';
import { callerOf } from '../../../types';
import { forbidden } from '../../../errors';
import { pagesOf, sendCsv } from '../../../csv/csv-export';
import { runCsvUpload } from '../../../csv/upload/run-csv-upload';
import { exportInternalPage } from '../internal-units/internal-units-repository';
import { corporations } from '../corporations/corporations-repository';
import { offices } from '../offices/offices-repository';
import { CORPORATION_UPLOAD } from './corporation-upload';
import { INTERNAL_UNIT_UPLOAD } from './internal-unit-upload';
import { OFFICE_UPLOAD } from './office-upload';
import { organizationMasters } from './organization-masters';
import { organizationRows } from './organization-rows';

const TAGS = ['organizations'];

async function* once<R>(rows: R[]) {
  yield rows;
}

/** The export follows the list it comes from: each kind needs the roles of its tab's page. */
const TAB_PAGE = {
  internal: 'maintenance-organization-list',
  office: 'maintenance-organization-list-office',
  corp: 'maintenance-organization-list-consolidated',
  all: 'maintenance-organization-list-office',
} as const;
/** An upload may remove records, so it needs the registration page of its kind (as deleting one does). */
const UPLOAD_PAGE = {
  internal: 'maintenance-organization-registration',
  office: 'maintenance-organization-office-registration',
  corp: 'maintenance-organization-consolidated-registration',
} as const;

/** The CSV upload and export of internal units, offices and related companies. */
export const organizationsCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/organizations/upload/csv',
    {
      schema: {
        tags: TAGS,
        description:
          'multipart の file にCSV（Shift_JIS または BOM付きUTF-8）。kind=internal（既定）: 社内組織。組織を追加し、' +
          '既存の組織（年度・部コード・課コード）の名称を更新する。削除はしない。kind=office: 事業所、kind=corp: ' +
          '関係会社。含まれる調査年度の事業所・関係会社を置き換える（車両・調査結果のあるものを消すファイルは W-004）。' +
          '列は GET /organizations/info/export の同じ kind と同じ。1行でも誤りがあれば何も登録しない。' +
          'dry_run=true では登録せず、追加・変更・削除の件数と削除される行（先頭100件）を返す。',
        querystring: organizationUploadQuerySchema,
        response: { 200: csvUploadResponseSchema },
      },
    },
    async (request, reply) => {
      const { kind, dry_run: dryRun } = request.query;
      if (!canAccess(UPLOAD_PAGE[kind], callerOf(request).roles)) throw forbidden();
      if (kind === 'internal') return runCsvUpload(app, request, reply, INTERNAL_UNIT_UPLOAD, { dryRun });
      const masters = await organizationMasters(app.db);
      return kind === 'office'
        ? runCsvUpload(app, request, reply, OFFICE_UPLOAD, { dryRun, check: checkOfficeRow(masters) })
        : runCsvUpload(app, request, reply, CORPORATION_UPLOAD, {
            dryRun,
            check: checkCorporationRow(masters),
          });
    },
  );
  app.get(
    '/organizations/info/export',
    { schema: { tags: TAGS, querystring: organizationExportQuerySchema } },
    async (request, reply) => {
      const { survey_fy: year, kind } = request.query;
      if (!canAccess(TAB_PAGE[kind], callerOf(request).roles)) throw forbidden();
      if (kind === 'internal') {
        const columns = exportColumnsOf(INTERNAL_UNIT_CSV);
        const pages = pagesOf((limit, offset) => exportInternalPage(app.db, year, limit, offset));
        return sendCsv(reply, exportFileName(INTERNAL_UNIT_CSV.fileName, year), columns, pages);
      }
      if (kind === 'office') {
        const rows = (await offices.ofYear(app.db, year)).map((office) => csvRowOf(OFFICE_CSV, office));
        return sendCsv(
          reply,
          exportFileName(OFFICE_CSV.fileName, year),
          exportColumnsOf(OFFICE_CSV),
          once(rows),
        );
      }
      if (kind === 'corp') {
        const rows = (await corporations.ofYear(app.db, year)).map((corp) => csvRowOf(CORPORATION_CSV, corp));
        return sendCsv(
          reply,
          exportFileName(CORPORATION_CSV.fileName, year),
          exportColumnsOf(CORPORATION_CSV),
          once(rows),
        );
      }
      const rows = await organizationRows(app.db, year, kind);
      return sendCsv(
        reply,
        exportFileName('事業所・関係会社一覧', year),
        ORGANIZATION_ROW_EXPORT,
        once(rows),
      );
    },
  );
};
