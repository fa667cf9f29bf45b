import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  csvUploadQuerySchema,
  csvUploadResponseSchema,
  organizationExportQuerySchema,
} from '@sdp/shared/contracts';
import {
  exportColumnsOf,
  exportFileName,
  INTERNAL_UNIT_CSV,
  ORGANIZATION_ROW_EXPORT,
} from '@sdp/shared/domain';
import { canAccess } from '@sdp/shared/routes';
import { callerOf } from '../../../types';
import { forbidden } from '../../../errors';
import { pagesOf, sendCsv } from '../../../csv/csv-export';
import { runCsvUpload } from '../../../csv/upload/run-csv-upload';
import { exportInternalPage } from '../internal-units/internal-units-repository';
import { INTERNAL_UNIT_UPLOAD } from './internal-unit-upload';
import { organizationRows } from './organization-rows';

const TAGS = ['organizations'];

/** The export follows the list it comes from: each kind needs the roles of its tab's page. */
const TAB_PAGE = {
  internal: 'maintenance-organization-list',
  office: 'maintenance-organization-list-office',
  corp: 'maintenance-organization-list-consolidated',
  all: 'maintenance-organization-list-office',
} as const;
const FILE_NAME = { office: '事業所一覧', corp: '関係会社一覧', all: '事業所・関係会社一覧' } as const;

/** The internal units' CSV upload, and the organisation CSV export (internal units, or offices and companies). */
export const organizationsCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/organizations/upload/csv',
    {
      schema: {
        tags: TAGS,
        description:
          'multipart の file に社内組織CSV。組織を追加し、既存の組織（年度・部コード・課コード）の名称を更新する。' +
          '削除はしない。dry_run=true では登録せず、追加・変更の件数を返す。',
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
      if (!canAccess(TAB_PAGE[kind], callerOf(request).roles)) throw forbidden();
      if (kind === 'internal') {
        const columns = exportColumnsOf(INTERNAL_UNIT_CSV);
        const pages = pagesOf((limit, offset) => exportInternalPage(app.db, year, limit, offset));
        return sendCsv(reply, exportFileName(INTERNAL_UNIT_CSV.fileName, year), columns, pages);
      }
      const rows = await organizationRows(app.db, year, kind);
      return sendCsv(
        reply,
        exportFileName(FILE_NAME[kind], year),
        ORGANIZATION_ROW_EXPORT,
        (async function* () {
          yield rows;
        })(),
      );
    },
  );
};
