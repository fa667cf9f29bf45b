import type { Rule } from '@sdp/shared/rules';

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
}

export type CsvValue = string | number | null;

export interface CsvImportDefinition<T extends Record<string, CsvValue>> {
  columns: readonly CsvColumn<keyof T & string>[];
  /** Key of a record within one file: two rows with the same key are duplicates. */
  uniqueKey: (record: T) => string;
  /** The field a duplicate is reported on. */
  duplicateField: (record: T) => keyof T & string;
  /** File name (without extension) of the export of the same rows. */
  fileName: string;
}

/** An export column: header and how to read the cell from a row. */
export interface CsvExportColumn<R> {
  header: string;
  value: (row: R) => CsvValue | undefined;
}

/** The import columns read back from records: exports of the same shape can be uploaded again. */
export const exportColumnsOf = <T extends Record<string, CsvValue>>(
  definition: CsvImportDefinition<T>,
): CsvExportColumn<T>[] =>
  definition.columns.map((column) => ({ header: column.header, value: (row: T) => row[column.key] }));
