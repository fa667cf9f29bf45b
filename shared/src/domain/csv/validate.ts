import type { CsvRowError, ErrorBody, FieldReason } from '@sdp/shared/contracts';
// Values from the zod-free leaf: contracts/users.ts imports this package, so a value import back would be a cycle.
import { MESSAGES, SURVEY_YEAR_STATUS_LABELS, type SurveyYearStatus } from '../../contracts/constants';
import { forbiddenCharacter, forbiddenCharacterMessage } from '../../validation/text-hygiene';
import { unguardFormula } from './formula-guard';
import { checkCsvHeader, type CsvHeaderProblem } from './csv-header';
import { csvRecordKey, type CsvColumn, type CsvImportDefinition, type CsvValue } from './columns';

export type { CsvHeaderProblem } from './csv-header';

/** At most this many row errors go into one answer; the message says when more were found. */
export const MAX_REPORTED_ROW_ERRORS = 1000;

function cellError<K extends string>(
  column: CsvColumn<K>,
  line: number,
  reason: FieldReason,
  detail: string,
): CsvRowError {
  return { line, field: column.key, reason, message: `${column.header}: ${detail}` };
}

/** The code a cell names, by its code or its label; undefined for neither (empty stays empty). */
function codeOf(labels: Readonly<Record<string, string>>, text: string): string | undefined {
  if (text === '' || Object.hasOwn(labels, text)) return text;
  return Object.entries(labels).find(([, label]) => label === text)?.[0];
}

export const labelsMessage = (labels: Readonly<Record<string, string>>): string =>
  `${Object.values(labels).join('・')}（またはコード ${Object.keys(labels).join('・')}）のいずれかを入力してください`;

function readCell<K extends string>(
  column: CsvColumn<K>,
  raw: string,
  line: number,
): { value: CsvValue; error?: CsvRowError } {
  const codePoint = forbiddenCharacter(raw, column.multiline ? 'multi' : 'single');
  if (codePoint) {
    const message = forbiddenCharacterMessage(column.header, codePoint);
    return { value: null, error: { line, field: column.key, reason: 'INVALID_VALUE', message } };
  }
  const trimmed = unguardFormula(raw.trim());
  const text = column.labels ? codeOf(column.labels, trimmed) : trimmed;
  if (text === undefined)
    return { value: null, error: cellError(column, line, 'INVALID_VALUE', labelsMessage(column.labels!)) };
  if (text === '') {
    return column.required
      ? { value: null, error: cellError(column, line, 'REQUIRED', '必須項目です') }
      : { value: null };
  }
  if (column.type === 'int' || column.type === 'number') {
    const normalised = text.replace(/,/g, '');
    const pattern = column.type === 'int' ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/;
    if (!pattern.test(normalised))
      return { value: null, error: cellError(column, line, 'TYPE_ERROR', '数値で入力してください') };
    const value = Number(normalised);
    const outOfRange =
      (column.min !== undefined && value < column.min) || (column.max !== undefined && value > column.max);
    if (outOfRange) {
      const range = `${column.min ?? ''}〜${column.max ?? ''}の範囲で入力してください`;
      return { value: null, error: cellError(column, line, 'INVALID_VALUE', range) };
    }
    return { value };
  }
  const failed = (column.rules ?? []).find((rule) => !rule.test(text));
  if (failed) return { value: null, error: cellError(column, line, 'INVALID_VALUE', failed.message) };
  return { value: text };
}

const yearStateMessage = (fy: number, status: SurveyYearStatus): string =>
  `調査年度: ${fy}年度は${SURVEY_YEAR_STATUS_LABELS[status]}のためアップロードできません`;

const columnCountMessage = (header: number, row: number): string =>
  `${row < header ? MESSAGES.csvColumns : MESSAGES.csvTooManyColumns}（見出し行は${header}列、この行は${row}列）`;

/**
 * Validates a file's header, then its rows one at a time (streaming), and remembers keys to find duplicates within
 * the file. `line` is the row's line as csvLineOf counts it (the header is line 1).
 */
export class CsvRowValidator<T extends Record<string, CsvValue>> {
  readonly errors: CsvRowError[] = [];
  errorCount = 0;
  /** Whether a row had more or fewer cells than the header (the answer is then W-005-3). */
  columnCountWrong = false;
  private width: number;
  /** Where each column's cell is in a row (display-only columns of the export sit between them). */
  private positions: readonly number[];
  private readonly seen = new Map<string, number>();

  /**
   * `surveyYears`: the years there are, with their states (the server's and the mocks' survey_years); a row of
   * another year is an error, and so is a row of a year in a state the definition refuses.
   */
  constructor(
    private readonly definition: CsvImportDefinition<T>,
    private readonly surveyYears?: ReadonlyMap<number, SurveyYearStatus>,
  ) {
    this.width = definition.columns.length;
    this.positions = definition.columns.map((_, index) => index);
  }

  /** Checks the header row, whose cell count every row must then have. */
  header(cells: readonly string[]): CsvHeaderProblem | null {
    this.width = cells.length;
    const found = checkCsvHeader(this.definition, cells);
    if (!Array.isArray(found)) return found;
    this.positions = found;
    return null;
  }

  /** The typed record, or null when the row has errors (they are collected in `errors`). */
  row(cells: readonly string[], line: number): T | null {
    const { columns } = this.definition;
    if (cells.length !== this.width) {
      this.columnCountWrong = true;
      const field = (columns[cells.length] ?? columns.at(-1)!).key;
      const message = columnCountMessage(this.width, cells.length);
      this.add({ line, field, reason: 'INVALID_VALUE', message });
      return null;
    }
    const record: Record<string, CsvValue> = {};
    let ok = true;
    columns.forEach((column, index) => {
      const { value, error } = readCell(column, cells[this.positions[index]!] ?? '', line);
      const yearError =
        column.key === 'survey_fy' && typeof value === 'number' ? this.yearError(value, line) : undefined;
      if (error || yearError) {
        ok = false;
        this.add((error ?? yearError)!);
      }
      record[column.key] = value;
    });
    if (!ok) return null;
    const typed = record as T;
    const key = csvRecordKey(this.definition, typed);
    const firstLine = this.seen.get(key);
    if (firstLine !== undefined) {
      this.add({
        line,
        field: this.definition.duplicateField(typed),
        reason: 'DUPLICATE_ERROR',
        message: `${MESSAGES.duplicate}（${firstLine}行目と重複）`,
      });
      return null;
    }
    this.seen.set(key, line);
    return typed;
  }

  private yearError(fy: number, line: number): CsvRowError | undefined {
    if (!this.surveyYears) return undefined;
    const status = this.surveyYears.get(fy);
    if (status === undefined)
      return { line, field: 'survey_fy', reason: 'INVALID_VALUE', message: MESSAGES.unknownSurveyYear };
    if (this.definition.refusedYearStates?.includes(status))
      return { line, field: 'survey_fy', reason: 'INVALID_STATUS', message: yearStateMessage(fy, status) };
    return undefined;
  }

  /** Adds an error found outside the row itself (e.g. a code missing from the master, a key already stored). */
  add(error: CsvRowError): void {
    this.errorCount += 1;
    if (this.errors.length < MAX_REPORTED_ROW_ERRORS) this.errors.push(error);
  }

  get ok(): boolean {
    return this.errorCount === 0;
  }
}

/**
 * The 400 answer for a file's rejected rows: W-005-3 when a row's cells are more or fewer than the header's, W-003
 * when every problem is a duplicate, W-001 otherwise. `reason` carries the first reason per field (spec §5 sample:
 * department_code DUPLICATE_ERROR).
 */
export function csvRowsErrorBody(
  validator: Pick<CsvRowValidator<Record<string, CsvValue>>, 'errors' | 'errorCount' | 'columnCountWrong'>,
): ErrorBody {
  const rows = validator.errors;
  const reason: Record<string, FieldReason> = {};
  for (const row of rows) reason[row.field] ??= row.reason;
  const code = validator.columnCountWrong
    ? 'W-005-3'
    : rows.every((row) => row.reason === 'DUPLICATE_ERROR')
      ? 'W-003'
      : 'W-001';
  const total = validator.errorCount;
  const more = total > rows.length ? `（先頭${rows.length}件を表示、全${total}件）` : '';
  return {
    code,
    message: `${MESSAGES.reupload}（エラー${total}件）${more}`,
    error_item: { reason, rows: [...rows] },
  };
}
