import type { Rule } from '@sdp/shared/rules';
import type { SurveyYearStatus } from '../../contracts/constants';

export type CsvCellType = 'string' | 'int' | 'number';

/** One column of an importable CSV: its Japanese header, type and the shared validation rules. */
export interface CsvColumn<K extends string> {
  key: K;
  header: string;
  type?: CsvCellType;
  required?: boolean;
  rules?: readonly Rule[];
  /** Inclusive range for numeric columns. */
  min?: number;
  max?: number;
  /**
   * Stored codes and the labels screens show for them: the import takes either (a label is stored as its code),
   * the export writes the label, so an exported file uploads unchanged.
   */
  labels?: Readonly<Record<string, string>>;
  /** Free text that may hold line breaks and tabs (notes, reasons); every other cell is one line (text hygiene). */
  multiline?: boolean;
}

export type CsvValue = string | number | null;

type CsvCellOf<V> = V extends boolean ? string : V extends number ? number : V extends string ? string : null;
/** A stored record's fields as CSV cells: a boolean is its text (the code of 要 / 否), a code is text. */
export type CsvRowOf<T> = { [K in keyof T]-?: CsvCellOf<T[K]> };

/** Every field of a row as a column, in file order: a field added to the record is a compile error until it has one. */
export type CsvColumnsOf<T> = { [K in keyof T & string]-?: Omit<CsvColumn<K>, 'key'> };
export const csvColumns = <T>(columns: CsvColumnsOf<T>): CsvColumn<keyof T & string>[] =>
  Object.entries(columns).map(([key, column]) => ({
    key,
    ...(column as Omit<CsvColumn<string>, 'key'>),
  })) as CsvColumn<keyof T & string>[];

/** A survey year cell: its format (a four-digit year) here; whether the year exists is the server's check. */
export const SURVEY_FY_CELL = { type: 'int', required: true, min: 1000, max: 9999 } as const;

/**
 * A column the export writes for people to read beside the upload's own (a name, a figure the server works out), which
 * the upload ignores: a file reads the same with or without it, whatever it holds.
 */
export interface CsvDisplayColumn {
  /** The field of the exported row (the list's answer) it shows. */
  key: string;
  header: string;
  /** The upload's column it follows in the export; none: at the end. */
  after?: string;
}

export interface CsvImportDefinition<T extends Record<string, CsvValue>> {
  columns: readonly CsvColumn<keyof T & string>[];
  /** Display-only columns of the export (DESIGN §8 "Upload meaning is said where it happens"). */
  display?: readonly CsvDisplayColumn[];
  /** Columns that identify a row (within a file, and against the stored rows an upload replaces or updates). */
  keys: readonly (keyof T & string)[];
  /**
   * Whether an upload replaces the stored rows of the survey years it contains (rows missing from the file are
   * removed) rather than only adding and updating.
   */
  replaces: boolean;
  /** Rows of survey years in these states are refused, each with its line (survey results: 準備中, DESIGN.md §7). */
  refusedYearStates?: readonly SurveyYearStatus[];
  /** The field a duplicate is reported on. */
  duplicateField: (record: T) => keyof T & string;
  /** File name (without extension) of the export of the same rows. */
  fileName: string;
}

/** A record's key: two rows with the same key are the same row. Empty and missing compare equal. */
export const csvRecordKey = <T extends Record<string, CsvValue>>(
  definition: Pick<CsvImportDefinition<T>, 'keys'>,
  record: T,
): string => definition.keys.map((key) => String(record[key] ?? '')).join('\t');

/** An export column: header and how to read the cell from a row. */
export interface CsvExportColumn<R> {
  header: string;
  value: (row: R) => CsvValue | undefined;
}

/** A stored value as the export writes it: the label of a coded column, the value itself otherwise. */
export function exportCell<K extends string>(column: CsvColumn<K>, value: CsvValue | undefined): CsvValue {
  if (value === null || value === undefined) return null;
  return column.labels?.[String(value)] ?? value;
}

/** A file's columns in export order: the upload's own, each display-only one after the column it follows. */
export function csvFileColumns(
  definition: Pick<CsvImportDefinition<Record<string, CsvValue>>, 'columns' | 'display'>,
): ({ kind: 'import'; column: CsvColumn<string> } | { kind: 'display'; column: CsvDisplayColumn })[] {
  const display = definition.display ?? [];
  const after = (key: string | undefined) =>
    display.filter((column) => column.after === key).map((column) => ({ kind: 'display' as const, column }));
  return [
    ...definition.columns.flatMap((column) => [{ kind: 'import' as const, column }, ...after(column.key)]),
    ...after(undefined),
  ];
}

const displayCell = (row: object, key: string): CsvValue => {
  const value: unknown = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
};

/**
 * The import columns read back from records, with the display-only ones read from the exported row: an export of
 * this shape uploads again unchanged.
 */
export const exportColumnsOf = <T extends Record<string, CsvValue>>(
  definition: CsvImportDefinition<T>,
): CsvExportColumn<T>[] =>
  csvFileColumns(definition).map((file) =>
    file.kind === 'import'
      ? { header: file.column.header, value: (row: T) => exportCell(file.column, row[file.column.key]) }
      : { header: file.column.header, value: (row: T) => displayCell(row, file.column.key) },
  );
