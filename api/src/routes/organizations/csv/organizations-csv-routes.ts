import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvUploadResponseSchema, organizationExportQuerySchema } from '@sdp/shared/contracts';
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
import { readCsvUpload } from '../../../csv/csv-import';
import { exportInternalPage } from '../internal-units/internal-units-repository';
import { importInternalRows } from './internal-units-import';
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
    { schema: { tags: TAGS, response: { 200: csvUploadResponseSchema } } },
    async (request) => {
      const records = await readCsvUpload(request, INTERNAL_UNIT_CSV);
      await app.db.transaction().execute((tx) => importInternalRows(tx, records, callerOf(request).userId));
      return { imported_count: records.length };
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
