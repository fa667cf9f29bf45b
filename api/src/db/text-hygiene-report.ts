import { sql } from 'kysely';
import { forbiddenCharacter } from '@sdp/shared/rules';
import type { Db } from './database';

export interface StoredTextFinding {
  table: string;
  /** The row's primary key, `column=value` joined with commas. */
  key: string;
  column: string;
  codePoint: string;
}

/** Bookkeeping tables whose text is not data staff typed. */
const SKIPPED = /^(csv_staging|idempotency_keys|schema_migrations|migrations)/;
/** Free-text columns that may hold line breaks (notes, reasons, comments). */
const MULTI_LINE = /(^|_)(notes?|comment|reason|business_content)$/;
const PAGE = 5_000;

/**
 * Rows stored before the text hygiene rule (DESIGN.md §7) that hold a character it refuses: every text column of
 * every table, read a page at a time, checked with the same rule as the forms, the server and the imports.
 */
export async function findStoredTextProblems(db: Db): Promise<StoredTextFinding[]> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
      AND c.data_type IN ('text', 'character varying')
    ORDER BY c.table_name, c.ordinal_position`.execute(db);
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns.rows) {
    if (SKIPPED.test(table_name)) continue;
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  }
  const findings: StoredTextFinding[] = [];
  for (const [table, textColumns] of byTable) {
    const keys = await primaryKey(db, table);
    for (let offset = 0; ; offset += PAGE) {
      const page = await sql<Record<string, unknown>>`
        SELECT ${sql.join([...keys, ...textColumns].map((name) => sql.ref(name)))} FROM ${sql.table(table)}
        ORDER BY ${sql.join(keys.map((name) => sql.ref(name)))} LIMIT ${PAGE} OFFSET ${offset}`.execute(db);
      for (const row of page.rows) {
        for (const column of textColumns) {
          const value = row[column];
          if (typeof value !== 'string') continue;
          const codePoint = forbiddenCharacter(value, MULTI_LINE.test(column) ? 'multi' : 'single');
          if (codePoint) {
            const key = keys.map((name) => `${name}=${String(row[name])}`).join(',');
            findings.push({ table, key, column, codePoint });
          }
        }
      }
      if (page.rows.length < PAGE) break;
    }
  }
  return findings;
}

async function primaryKey(db: Db, table: string): Promise<string[]> {
  const result = await sql<{ column_name: string }>`
    SELECT k.column_name FROM information_schema.table_constraints c
    JOIN information_schema.key_column_usage k
      ON k.constraint_name = c.constraint_name AND k.table_schema = c.table_schema AND k.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND c.table_name = ${table} AND c.constraint_type = 'PRIMARY KEY'
    ORDER BY k.ordinal_position`.execute(db);
  return result.rows.length ? result.rows.map((row) => row.column_name) : ['ctid'];
}
