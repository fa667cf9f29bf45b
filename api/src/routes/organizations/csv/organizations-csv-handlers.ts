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
import { forbidden } from '../../../errors';
import { csvFile, pagesOf } from '../../../csv/csv-export';
import { runCsvUpload } from '../../../csv/upload/run-csv-upload';
import type { HandlersOf } from '../../../pipeline/handler';
import { exportInternalPage } from '../internal-units/internal-units-repository';
import { corporations } from '../corporations/corporations-repository';
import { offices } from '../offices/offices-repository';
import { CORPORATION_UPLOAD } from './corporation-upload';
import { INTERNAL_UNIT_UPLOAD } from './internal-unit-upload';
import { OFFICE_UPLOAD } from './office-upload';
import { organizationMasters } from './organization-masters';
import { organizationRows } from './organization-rows';

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
const ASSURANCE_PAGE = 'maintenance-assurance';
/** An upload may remove records, so it needs the registration page of its kind (as deleting one does). */
const UPLOAD_PAGE = {
  internal: 'maintenance-organization-registration',
  office: 'maintenance-organization-office-registration',
  corp: 'maintenance-organization-consolidated-registration',
} as const;

/** The CSV upload and export of internal units, offices and related companies. */
export const organizationCsvHandlers = {
  uploadOrganizations: async (ctx, { query: { kind, dry_run: dryRun }, file }) => {
    if (!canAccess(UPLOAD_PAGE[kind], ctx.caller.roles)) throw forbidden();
    if (kind === 'internal') return runCsvUpload(ctx, file, INTERNAL_UNIT_UPLOAD, { dryRun });
    const masters = await organizationMasters(ctx.db);
    return kind === 'office'
      ? runCsvUpload(ctx, file, OFFICE_UPLOAD, { dryRun, check: checkOfficeRow(masters) })
      : runCsvUpload(ctx, file, CORPORATION_UPLOAD, { dryRun, check: checkCorporationRow(masters) });
  },

  exportOrganizations: async ({ db, scoped, caller }, { query: { survey_fy: year, kind } }) => {
    // 検証資料 downloads every kind of a year.
    const allowed = canAccess(TAB_PAGE[kind], caller.roles) || canAccess(ASSURANCE_PAGE, caller.roles);
    if (!allowed) throw forbidden();
    if (kind === 'internal') {
      const pages = pagesOf((limit, offset) =>
        scoped((read) => exportInternalPage(read, year, limit, offset)),
      );
      return csvFile(
        exportFileName(INTERNAL_UNIT_CSV.fileName, year),
        exportColumnsOf(INTERNAL_UNIT_CSV),
        pages,
      );
    }
    if (kind === 'office') {
      const rows = (await offices.ofYear(db, year)).map((office) => csvRowOf(OFFICE_CSV, office));
      return csvFile(exportFileName(OFFICE_CSV.fileName, year), exportColumnsOf(OFFICE_CSV), once(rows));
    }
    if (kind === 'corp') {
      const rows = (await corporations.ofYear(db, year)).map((corp) => csvRowOf(CORPORATION_CSV, corp));
      return csvFile(
        exportFileName(CORPORATION_CSV.fileName, year),
        exportColumnsOf(CORPORATION_CSV),
        once(rows),
      );
    }
    const rows = await organizationRows(db, year, kind);
    return csvFile(exportFileName('事業所・関係会社一覧', year), ORGANIZATION_ROW_EXPORT, once(rows));
  },
} satisfies HandlersOf<'uploadOrganizations' | 'exportOrganizations'>;
