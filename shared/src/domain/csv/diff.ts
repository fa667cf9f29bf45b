import type { CsvUploadResponse } from '../../contracts/csv-upload';
import { MAX_LISTED_REMOVED_ROWS } from '../../contracts/constants';
import { csvRecordKey, exportCell, type CsvImportDefinition, type CsvValue } from './columns';

const compareKeys =
  <T extends Record<string, CsvValue>>(keys: readonly (keyof T & string)[]) =>
  (a: T, b: T): number => {
    for (const key of keys) {
      const x = a[key] ?? '';
      const y = b[key] ?? '';
      if (x !== y)
        return typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : 1;
    }
    return 0;
  };

/** One row an upload adds, changes or removes, keyed as the audit trail keys it (`2025/OF-0101`). */
export interface CsvRowChange<T> {
  action: 'create' | 'update' | 'delete';
  key: string;
  surveyFy: number | null;
  before: T | null;
  after: T | null;
}

const auditKeyOf = <T extends Record<string, CsvValue>>(definition: CsvImportDefinition<T>, row: T) =>
  definition.keys
    .map((key) => row[key])
    .filter((value) => value !== null && value !== undefined && value !== '')
    .join('/');

/**
 * What an upload does to stored rows, row by row, computed in memory (the browser mocks; the server computes the
 * same set-based in SQL): rows of the file matched by key are unchanged or changed, unmatched ones added; when the
 * definition replaces, stored rows of the file's survey years missing from the file are removed (in key order).
 */
export function csvUploadChanges<T extends Record<string, CsvValue>>(
  definition: CsvImportDefinition<T>,
  stored: readonly T[],
  incoming: readonly T[],
): CsvRowChange<T>[] {
  const byKey = new Map(stored.map((row) => [csvRecordKey(definition, row), row]));
  const keys = new Set(definition.keys as readonly string[]);
  const seen = new Set<string>();
  // Stored rows may carry more than the file (a department's name beside its code): compare the file's columns.
  const columns = (row: T | null) =>
    row &&
    (Object.fromEntries(definition.columns.map((column) => [column.key, row[column.key] ?? null])) as T);
  const change = (action: CsvRowChange<T>['action'], stored: T | null, file: T | null): CsvRowChange<T> => {
    const before = columns(stored);
    const after = columns(file);
    const row = (after ?? before)!;
    const fy = row.survey_fy;
    return {
      action,
      key: auditKeyOf(definition, row),
      surveyFy: typeof fy === 'number' ? fy : null,
      before,
      after,
    };
  };
  const changes: CsvRowChange<T>[] = [];
  for (const record of incoming) {
    const key = csvRecordKey(definition, record);
    seen.add(key);
    const before = byKey.get(key);
    if (!before) changes.push(change('create', null, record));
    else if (
      definition.columns.some((c) => !keys.has(c.key) && (before[c.key] ?? null) !== (record[c.key] ?? null))
    )
      changes.push(change('update', before, record));
  }
  if (!definition.replaces) return changes;
  const years = new Set(incoming.map((record) => record.survey_fy));
  const removed = stored
    .filter((row) => years.has(row.survey_fy) && !seen.has(csvRecordKey(definition, row)))
    .sort(compareKeys(definition.keys));
  return [...changes, ...removed.map((row) => change('delete', row, null))];
}

/** The counts of csvUploadChanges, as an upload answers them. */
export function diffCsvUpload<T extends Record<string, CsvValue>>(
  definition: CsvImportDefinition<T>,
  stored: readonly T[],
  incoming: readonly T[],
): Omit<CsvUploadResponse, 'dry_run'> & { removedRecords: T[] } {
  const changes = csvUploadChanges(definition, stored, incoming);
  const count = (action: CsvRowChange<T>['action']) => changes.filter((c) => c.action === action).length;
  const added = count('create');
  const changed = count('update');
  const removedRecords = changes.flatMap((c) => (c.action === 'delete' && c.before ? [c.before] : []));
  return {
    imported_count: incoming.length,
    added,
    changed,
    unchanged: incoming.length - added - changed,
    removed: removedRecords.length,
    removed_rows: removedRecords
      .slice(0, MAX_LISTED_REMOVED_ROWS)
      .map((row) => definition.columns.map((column) => exportCell(column, row[column.key]))),
    removedRecords,
  };
}
