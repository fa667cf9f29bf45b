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

/**
 * What an upload does to stored rows, computed in memory (the browser mocks; the server computes the same
 * set-based in SQL): rows of the file matched by key are unchanged or changed, unmatched ones added; when the
 * definition replaces, stored rows of the file's survey years missing from the file are removed.
 */
export function diffCsvUpload<T extends Record<string, CsvValue>>(
  definition: CsvImportDefinition<T>,
  stored: readonly T[],
  incoming: readonly T[],
): Omit<CsvUploadResponse, 'dry_run'> & { removedRecords: T[] } {
  const byKey = new Map(stored.map((row) => [csvRecordKey(definition, row), row]));
  const keys = new Set(definition.keys as readonly string[]);
  let added = 0;
  let changed = 0;
  const seen = new Set<string>();
  for (const record of incoming) {
    const key = csvRecordKey(definition, record);
    seen.add(key);
    const before = byKey.get(key);
    if (!before) added += 1;
    else if (
      definition.columns.some((c) => !keys.has(c.key) && (before[c.key] ?? null) !== (record[c.key] ?? null))
    )
      changed += 1;
  }
  const years = new Set(incoming.map((record) => record.survey_fy));
  const removedRecords = definition.replaces
    ? stored
        .filter((row) => years.has(row.survey_fy) && !seen.has(csvRecordKey(definition, row)))
        .sort(compareKeys(definition.keys))
    : [];
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
