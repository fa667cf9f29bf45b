import type { CsvRowError, ErrorBody, FieldReason } from '@sdp/shared/contracts';
// Values from the zod-free leaf: contracts/users.ts imports this package, so a value import back would be a cycle.
import { MESSAGES } from '../../contracts/constants';
import { forbiddenCharacter, forbiddenCharacterMessage } from '../../validation/text-hygiene';
import { csvRecordKey, type CsvColumn, type CsvImportDefinition, type CsvValue } from './columns';

/** At most this many row errors go into one answer; the message says when more were found. */
export const MAX_REPORTED_ROW_ERRORS = 1000;

export type CsvHeaderProblem = { code: 'W-005-1' | 'W-005-3'; message: string };

const clean = (cell: string | undefined): string => (cell ?? '').replace(/^\uFEFF/, '').trim();

/** Checks the header row: too few columns answers W-005-3, a wrong or misplaced name W-005-1. */
export function checkCsvHeader<T extends Record<string, CsvValue>>(
  definition: CsvImportDefinition<T>,
  header: readonly string[],
): CsvHeaderProblem | null {
  const expected = definition.columns.map((column) => column.header);
  if (header.length < expected.length) return { code: 'W-005-3', message: MESSAGES.csvColumns };
  const wrong = expected.some((name, index) => clean(header[index]) !== name);
  return wrong ? { code: 'W-005-1', message: MESSAGES.csvHeader } : null;
}

function cellError<K extends string>(
  column: CsvColumn<K>,
  line: number,
  reason: FieldReason,
  detail: string,
): CsvRowError {
  return { line, field: column.key, reason, message: `${column.header}: ${detail}` };
}

/** The export's formula guard (a quote before = + - @ …) taken off again, so an exported file uploads unchanged. */
const unguardFormula = (text: string): string => (/^'[=+\-@\t\r\n]/.test(text) ? text.slice(1) : text);

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

/**
 * Validates rows one at a time (streaming) and remembers keys to find duplicates within the file.
 * `line` is the record number counting the header as line 1.
 */
export class CsvRowValidator<T extends Record<string, CsvValue>> {
  readonly errors: CsvRowError[] = [];
  errorCount = 0;
  tooFewColumns = false;
  private readonly seen = new Map<string, number>();

  /** `surveyYears`: the years there are (the server's and the mocks' survey_years); a row of another is an error. */
  constructor(
    private readonly definition: CsvImportDefinition<T>,
    private readonly surveyYears?: ReadonlySet<number>,
  ) {}

  /** The typed record, or null when the row has errors (they are collected in `errors`). */
  row(cells: readonly string[], line: number): T | null {
    const { columns } = this.definition;
    if (cells.length < columns.length) {
      this.tooFewColumns = true;
      const first = columns[cells.length]!;
      this.add({ line, field: first.key, reason: 'INVALID_VALUE', message: MESSAGES.csvColumns });
      return null;
    }
    const record: Record<string, CsvValue> = {};
    let ok = true;
    columns.forEach((column, index) => {
      const { value, error } = readCell(column, cells[index] ?? '', line);
      const unknownYear =
        column.key === 'survey_fy' &&
        typeof value === 'number' &&
        this.surveyYears &&
        !this.surveyYears.has(value);
      if (error || unknownYear) {
        ok = false;
        this.add(
          error ?? { line, field: column.key, reason: 'INVALID_VALUE', message: MESSAGES.unknownSurveyYear },
        );
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
 * The 400 answer for rejected rows: W-005-3 when a row is short, W-003 when every problem is a duplicate,
 * W-001 otherwise. `reason` carries the first reason per field (spec §5 sample: department_code DUPLICATE_ERROR).
 */
export function csvRowsErrorBody(rows: readonly CsvRowError[], total = rows.length): ErrorBody {
  const reason: Record<string, FieldReason> = {};
  for (const row of rows) reason[row.field] ??= row.reason;
  const short = rows.some((row) => row.message === MESSAGES.csvColumns);
  const code = short ? 'W-005-3' : rows.every((row) => row.reason === 'DUPLICATE_ERROR') ? 'W-003' : 'W-001';
  const more = total > rows.length ? `（先頭${rows.length}件を表示、全${total}件）` : '';
  return {
    code,
    message: `${MESSAGES.reupload}（エラー${total}件）${more}`,
    error_item: { reason, rows: [...rows] },
  };
}
