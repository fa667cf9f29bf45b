import { sql } from 'kysely';
import { MAX_LISTED_ROWS, type CsvChangedRow } from '@sdp/shared/contracts';
import { exportCell, type CsvValue } from '@sdp/shared/domain';
import type { Db } from '../../db/database';
import { partsOf } from './staged-parts';
import { ident, type UploadTarget } from './upload-target';

type Row = Record<string, CsvValue>;

/** What an upload's answer lists: the first rows it adds, changes and removes, as the export writes them. */
export interface ListedRows {
  added_rows: CsvValue[][];
  changed_rows: CsvChangedRow[];
  removed_rows: CsvValue[][];
}

const columnsOf = <T extends Row>(target: UploadTarget<T>, alias: string) =>
  sql.raw(target.definition.columns.map((column) => `${alias}.${ident(column.key)}`).join(', '));
const orderOf = <T extends Row>(target: UploadTarget<T>, alias: string) =>
  sql.raw(target.definition.keys.map((key) => `${alias}.${ident(key)}`).join(', '));
const cellsOf = <T extends Row>(target: UploadTarget<T>, row: Row): CsvValue[] =>
  target.definition.columns.map((column) => exportCell(column, row[column.key]));

async function addedRows<T extends Row>(db: Db, target: UploadTarget<T>, uploadId: string) {
  const { stored, staging, keyMatch, staged } = partsOf(target, uploadId);
  const { rows } = await sql<Row>`
    SELECT ${columnsOf(target, 's')} FROM ${staging} s
    WHERE ${staged} AND NOT EXISTS (SELECT 1 FROM ${stored} t WHERE ${keyMatch})
    ORDER BY ${orderOf(target, 's')} LIMIT ${MAX_LISTED_ROWS}`.execute(db);
  return rows.map((row) => cellsOf(target, row));
}

/** Changed rows with the file's cells, and each non-key column the database finds distinct, before → after. */
async function changedRows<T extends Row>(db: Db, target: UploadTarget<T>, uploadId: string) {
  const { stored, staging, keyMatch, differs, staged } = partsOf(target, uploadId);
  const keys = new Set<string>(target.definition.keys);
  const compared = target.definition.columns.filter((column) => !keys.has(column.key));
  const was = compared.map((column, index) => `t.${ident(column.key)} AS "was_${index}"`);
  const distinct = compared.map(
    (column, index) => `t.${ident(column.key)} IS DISTINCT FROM s.${ident(column.key)} AS "differs_${index}"`,
  );
  const { rows } = await sql<Row & Record<`differs_${number}`, boolean>>`
    SELECT ${columnsOf(target, 's')}, ${sql.raw([...was, ...distinct].join(', '))}
    FROM ${staging} s JOIN ${stored} t ON ${keyMatch}
    WHERE ${staged} AND ${differs(target.values)}
    ORDER BY ${orderOf(target, 's')} LIMIT ${MAX_LISTED_ROWS}`.execute(db);
  return rows.map((row) => ({
    cells: cellsOf(target, row),
    changes: compared.flatMap((column, index) =>
      row[`differs_${index}`]
        ? [
            {
              field: column.key,
              before: exportCell(column, row[`was_${index}`]),
              after: exportCell(column, row[column.key]),
            },
          ]
        : [],
    ),
  }));
}

async function removedRows<T extends Row>(db: Db, target: UploadTarget<T>, uploadId: string) {
  if (!target.definition.replaces) return [];
  const { stored, isRemoved } = partsOf(target, uploadId);
  const { rows } = await sql<Row>`
    SELECT ${columnsOf(target, 't')} FROM ${stored} t WHERE ${isRemoved}
    ORDER BY ${orderOf(target, 't')} LIMIT ${MAX_LISTED_ROWS}`.execute(db);
  return rows.map((row) => cellsOf(target, row));
}

/** The first MAX_LISTED_ROWS rows of each kind, in key order, reading only. */
export async function listedRows<T extends Row>(
  db: Db,
  target: UploadTarget<T>,
  uploadId: string,
): Promise<ListedRows> {
  return {
    added_rows: await addedRows(db, target, uploadId),
    changed_rows: await changedRows(db, target, uploadId),
    removed_rows: await removedRows(db, target, uploadId),
  };
}
