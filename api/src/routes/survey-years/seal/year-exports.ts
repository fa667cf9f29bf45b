import type { SealKind } from '@sdp/shared/contracts';
import {
  CORPORATION_CSV,
  csvHeaderLine,
  csvRowOf,
  csvRows,
  exportColumnsOf,
  INTERNAL_UNIT_CSV,
  OFFICE_CSV,
  SUPPLIER_CSV,
  SURVEY_RESULT_CSV,
  SURVEY_TARGET_EXPORT,
  SURVEY_TARGET_EXPORT_NAME,
  VEHICLE_CSV,
  type CsvExportColumn,
} from '@sdp/shared/domain';
import type { Scoped } from '../../../db/scope';
import { pagesOf } from '../../../csv/csv-export';
import { corporations } from '../../organizations/corporations/corporations-repository';
import { exportInternalPage } from '../../organizations/internal-units/internal-units-repository';
import { offices } from '../../organizations/offices/offices-repository';
import { exportSuppliers } from '../../suppliers/suppliers-repository';
import { exportSurveyResults } from '../../surveys/survey-results-repository';
import { pageOfTargets } from '../../surveys/survey-targets-repository';
import { exportVehicles } from '../../vehicles/vehicles-repository';

/**
 * One kind of a year's data as its CSV export writes it: header line, then rows in pages (text and row count), each
 * page read through `read` (the close's transaction, or a connection per page for the pack).
 */
export interface YearExport {
  kind: SealKind;
  fileName: (fy: number) => string;
  header: string;
  pages: (read: Scoped, fy: number) => AsyncIterable<{ text: string; rows: number }>;
}

async function* once<R>(rows: Promise<R[]>) {
  yield await rows;
}

/** The export's own columns and pages (the same readers as the year's CSV exports), as text. */
function yearExport<R>(
  kind: SealKind,
  name: string,
  columns: readonly CsvExportColumn<R>[],
  read: (scoped: Scoped, fy: number) => AsyncIterable<R[]>,
): YearExport {
  return {
    kind,
    fileName: (fy) => `${name}_${fy}.csv`,
    header: csvHeaderLine(columns),
    async *pages(scoped, fy) {
      for await (const rows of read(scoped, fy)) yield { text: csvRows(columns, rows), rows: rows.length };
    },
  };
}

/** The year's data, kind by kind in the seal's fixed order (SEAL_KINDS); each in its export's row order. */
export const YEAR_EXPORTS: readonly YearExport[] = [
  yearExport('internal_units', INTERNAL_UNIT_CSV.fileName, exportColumnsOf(INTERNAL_UNIT_CSV), (scoped, fy) =>
    pagesOf((limit, offset) => scoped((db) => exportInternalPage(db, fy, limit, offset))),
  ),
  yearExport('offices', OFFICE_CSV.fileName, exportColumnsOf(OFFICE_CSV), (scoped, fy) =>
    once(scoped(async (db) => (await offices.ofYear(db, fy)).map((row) => csvRowOf(OFFICE_CSV, row)))),
  ),
  yearExport('corporations', CORPORATION_CSV.fileName, exportColumnsOf(CORPORATION_CSV), (scoped, fy) =>
    once(
      scoped(async (db) => (await corporations.ofYear(db, fy)).map((row) => csvRowOf(CORPORATION_CSV, row))),
    ),
  ),
  yearExport('suppliers', SUPPLIER_CSV.fileName, exportColumnsOf(SUPPLIER_CSV), (scoped, fy) =>
    exportSuppliers(scoped, { survey_fy: fy }),
  ),
  yearExport('survey_targets', SURVEY_TARGET_EXPORT_NAME, SURVEY_TARGET_EXPORT, (scoped, fy) =>
    pagesOf((limit, offset) => scoped((db) => pageOfTargets(db, { survey_fy: fy }, limit, offset))),
  ),
  yearExport('survey_results', SURVEY_RESULT_CSV.fileName, exportColumnsOf(SURVEY_RESULT_CSV), (scoped, fy) =>
    exportSurveyResults(scoped, { survey_fy: fy }),
  ),
  yearExport('vehicles', VEHICLE_CSV.fileName, exportColumnsOf(VEHICLE_CSV), (scoped, fy) =>
    exportVehicles(scoped, { survey_fy: fy }),
  ),
];
