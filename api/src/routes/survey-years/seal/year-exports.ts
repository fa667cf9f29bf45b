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
import type { Db } from '../../../db/database';
import { pagesOf } from '../../../csv/csv-export';
import { corporations } from '../../organizations/corporations/corporations-repository';
import { exportInternalPage } from '../../organizations/internal-units/internal-units-repository';
import { offices } from '../../organizations/offices/offices-repository';
import { exportSuppliers } from '../../suppliers/suppliers-repository';
import { exportSurveyResults } from '../../surveys/survey-results-repository';
import { pageOfTargets } from '../../surveys/survey-targets-repository';
import { exportVehicles } from '../../vehicles/vehicles-repository';

/** One kind of a year's data as its CSV export writes it: header line, then rows in pages (text and row count). */
export interface YearExport {
  kind: SealKind;
  fileName: (fy: number) => string;
  header: string;
  pages: (db: Db, fy: number) => AsyncIterable<{ text: string; rows: number }>;
}

async function* once<R>(rows: Promise<R[]>) {
  yield await rows;
}

/** The export's own columns and pages (the same readers as the year's CSV exports), as text. */
function yearExport<R>(
  kind: SealKind,
  name: string,
  columns: readonly CsvExportColumn<R>[],
  read: (db: Db, fy: number) => AsyncIterable<R[]>,
): YearExport {
  return {
    kind,
    fileName: (fy) => `${name}_${fy}.csv`,
    header: csvHeaderLine(columns),
    async *pages(db, fy) {
      for await (const rows of read(db, fy)) yield { text: csvRows(columns, rows), rows: rows.length };
    },
  };
}

/** The year's data, kind by kind in the seal's fixed order (SEAL_KINDS); each in its export's row order. */
export const YEAR_EXPORTS: readonly YearExport[] = [
  yearExport('internal_units', INTERNAL_UNIT_CSV.fileName, exportColumnsOf(INTERNAL_UNIT_CSV), (db, fy) =>
    pagesOf((limit, offset) => exportInternalPage(db, fy, limit, offset)),
  ),
  yearExport('offices', OFFICE_CSV.fileName, exportColumnsOf(OFFICE_CSV), (db, fy) =>
    once(offices.ofYear(db, fy).then((rows) => rows.map((row) => csvRowOf(OFFICE_CSV, row)))),
  ),
  yearExport('corporations', CORPORATION_CSV.fileName, exportColumnsOf(CORPORATION_CSV), (db, fy) =>
    once(corporations.ofYear(db, fy).then((rows) => rows.map((row) => csvRowOf(CORPORATION_CSV, row)))),
  ),
  yearExport('suppliers', SUPPLIER_CSV.fileName, exportColumnsOf(SUPPLIER_CSV), (db, fy) =>
    exportSuppliers((work) => work(db), { survey_fy: fy }),
  ),
  yearExport('survey_targets', SURVEY_TARGET_EXPORT_NAME, SURVEY_TARGET_EXPORT, (db, fy) =>
    pagesOf((limit, offset) => pageOfTargets(db, { survey_fy: fy }, limit, offset)),
  ),
  yearExport('survey_results', SURVEY_RESULT_CSV.fileName, exportColumnsOf(SURVEY_RESULT_CSV), (db, fy) =>
    exportSurveyResults((work) => work(db), { survey_fy: fy }),
  ),
  yearExport('vehicles', VEHICLE_CSV.fileName, exportColumnsOf(VEHICLE_CSV), (db, fy) =>
    exportVehicles((work) => work(db), { survey_fy: fy }),
  ),
];
