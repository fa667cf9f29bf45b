import type { AuditEntity } from '@sdp/shared/contracts';
import type { CsvImportDefinition, CsvValue } from '@sdp/shared/domain';
import type { Db } from '../../db/database';
import type { QualityCheck } from './quality-warnings';
import type { ScopeRef } from './upload-scope';

/**
 * How an upload lands in its table. The file's rows are matched to stored rows by the definition's `keys`; a
 * matched row whose `values` differ is changed, an unmatched one added. When the definition `replaces`, stored rows
 * of the survey years the file contains that the file does not are removed (the file is the whole year).
 * Table and column names are constants of this code, never input.
 */
export interface UploadTarget<T extends Record<string, CsvValue>> {
  /** Audit entity and advisory-lock name, e.g. `vehicle`. */
  entity: AuditEntity;
  definition: CsvImportDefinition<T>;
  table: string;
  staging: string;
  /** Keys that may be empty: matched with empty equal to empty. */
  nullableKeys?: readonly (keyof T & string)[];
  /** Columns compared (a row is changed when one differs); the CSV's non-key columns plus any `computed` ones. */
  values: readonly string[];
  /** Columns written to `table` when they are not all of `values` (the rest live in other tables). */
  writes?: readonly string[];
  /**
   * The stored rows as the file states them, when `table` alone does not hold every compared column
   * (e.g. a unit joined to its group's name). SQL text of a relation; defaults to `table`.
   */
  compareFrom?: string;
  /** Set-based writes to other tables before the merge, in its transaction (e.g. the groups a unit names). */
  beforeMerge?: (tx: Db, uploadId: string) => Promise<void>;
  /** Stored values derived from a record (e.g. emissions from fuel), staged beside the CSV's columns. */
  computed?: (record: T) => Record<string, CsvValue>;
  /**
   * Stored rows that other data uses and an upload may therefore not remove: a SQL predicate over the stored row
   * `t`, and the field W-004 names. A file that would remove one is refused, in the dry run as in the upload.
   */
  inUse?: { field: keyof T & string; where: string };
  /**
   * The records a row names whose organisation puts it in or out of a scoped caller's data (DESIGN.md §8 "Data
   * scope"); a row naming one outside the scope is refused with its line. None: the table is not scoped.
   */
  scope?: (record: T) => readonly ScopeRef<T>[];
  /**
   * Quality warnings against the previous survey year (DESIGN.md §8 "Quality warnings on results"): listed by the
   * dry run, and an upload that has any takes a comment. None: the upload has no quality rule.
   */
  quality?: QualityCheck<T>;
  /** Whether the table carries version / updated_date / updated_user_id (bumped on change). */
  versioned: boolean;
  /** Columns set to the uploading user on insert. */
  userColumns: readonly string[];
}

/** Staged columns in COPY order. */
export const stagedColumns = <T extends Record<string, CsvValue>>(target: UploadTarget<T>): string[] => [
  ...target.definition.keys,
  ...target.values,
];

/** Columns written to the table. */
export const writtenColumns = <T extends Record<string, CsvValue>>(
  target: UploadTarget<T>,
): readonly string[] => target.writes ?? target.values;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Guards the names pasted into SQL: they come from this code, a typo must fail loudly, not inject. */
export function ident(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not an identifier: ${name}`);
  return `"${name}"`;
}
