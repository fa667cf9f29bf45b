import { japanDateStamp } from '../japan-time';
import type { CsvExportColumn, CsvValue } from './columns';

/** Excel reads a file as UTF-8 only with this mark. */
export const UTF8_BOM = '\uFEFF';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * Formula injection guard: a text cell starting with = + - @ tab, CR or LF would be run by a spreadsheet,
 * so it gets a leading single quote. Numbers we write ourselves are left alone.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value;
}

export function csvCell(value: CsvValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = neutraliseFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: readonly (CsvValue | undefined)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;

export const csvHeaderLine = <R>(columns: readonly CsvExportColumn<R>[]): string =>
  csvLine(columns.map((column) => column.header));

/** Cells of one row, already guarded, for a streaming stringifier (csv-stringify) on the server. */
export const csvRowValues = <R>(columns: readonly CsvExportColumn<R>[], row: R): string[] =>
  columns.map((column) => {
    const value = column.value(row);
    if (value === null || value === undefined) return '';
    return typeof value === 'number' ? String(value) : neutraliseFormula(value);
  });

/** Whole document (BOM, header, rows) for small exports (the browser mocks). */
export function toCsv<R>(columns: readonly CsvExportColumn<R>[], rows: readonly R[]): string {
  return UTF8_BOM + csvHeaderLine(columns) + rows.map((row) => csvLine(csvRowValues(columns, row))).join('');
}

/** Attachment header with a Japanese name (RFC 6266 / 5987) and an ASCII fallback. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** `社内組織一覧_2025_20261122.csv`: the list's name, the survey year (if any) and today's date in Japan. */
export function exportFileName(base: string, surveyFy: number | null, now = new Date()): string {
  return `${base}${surveyFy === null ? '' : `_${surveyFy}`}_${japanDateStamp(now)}.csv`;
}
