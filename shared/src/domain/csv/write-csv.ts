import { stringify } from 'csv-stringify/browser/esm/sync';
import type { CsvExportColumn, CsvValue } from './columns';
import { neutraliseFormula } from './formula-guard';

/** Excel reads a file as UTF-8 only with this mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * How every CSV we write is written (streamed exports, export jobs, the mocks): CRLF after every record, a field
 * quoted when it holds the delimiter, a quote, a CR or an LF (csv-stringify quotes a bare CR or LF only when told:
 * with CRLF records it looks for CRLF alone), and text cells guarded against formulas. Numbers are ours: as they are.
 */
const WRITE_OPTIONS = {
  record_delimiter: 'windows',
  quoted_match: /[\r\n]/,
  cast: { string: (value: string) => neutraliseFormula(value) },
} as const;

/** Records as CSV text, each ending in CRLF; null and undefined are empty cells. */
export const csvRecords = (records: readonly (readonly (CsvValue | undefined)[])[]): string =>
  records.length === 0
    ? ''
    : stringify(
        records.map((cells) => [...cells]),
        WRITE_OPTIONS,
      );

export const csvLine = (cells: readonly (CsvValue | undefined)[]): string => csvRecords([cells]);

export const csvHeaderLine = <R>(columns: readonly CsvExportColumn<R>[]): string =>
  csvLine(columns.map((column) => column.header));

/** One record's cells as its columns read them (not yet guarded: the writer guards). */
export const csvRowValues = <R>(columns: readonly CsvExportColumn<R>[], row: R): (CsvValue | undefined)[] =>
  columns.map((column) => column.value(row));

/** Rows as CSV text under their columns (no header): one page of a streamed export or an export job. */
export const csvRows = <R>(columns: readonly CsvExportColumn<R>[], rows: readonly R[]): string =>
  csvRecords(rows.map((row) => csvRowValues(columns, row)));

/** Whole document (BOM, header, rows) for small exports (the browser mocks). */
export const toCsv = <R>(columns: readonly CsvExportColumn<R>[], rows: readonly R[]): string =>
  UTF8_BOM + csvHeaderLine(columns) + csvRows(columns, rows);
