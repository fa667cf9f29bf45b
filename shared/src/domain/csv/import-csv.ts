import type { ErrorBody } from '@sdp/shared/contracts';
import { MESSAGES } from '../../contracts/constants';
import type { CsvImportDefinition, CsvValue } from './columns';
import { CsvDecoder, CsvEncodingError } from './encoding';
import { parse } from 'csv-parse/browser/esm/sync';
import { CSV_PARSE_OPTIONS } from './parse-options';
import { checkCsvHeader, csvRowsErrorBody, CsvRowValidator } from './validate';

export type CsvImportResult<T> = { ok: true; records: T[] } | { ok: false; body: ErrorBody };

const fail = (code: ErrorBody['code'], message: string): { ok: false; body: ErrorBody } => ({
  ok: false,
  body: { code, message },
});

export const isCsvFileName = (name: string | undefined): boolean => /\.csv$/i.test(name ?? '');

/**
 * Whole-file import checks in the order a user fixes them: not a CSV or empty (W-005), encoding (W-005-2),
 * header (W-005-1 / W-005-3), then every row (W-001 / W-003 / W-005-3 with `error_item.rows`).
 * `extraCheck` adds errors that need stored data (unknown codes, keys already used).
 * The server runs the same steps (and the same csv-parse options) over a stream; the browser mocks call this with
 * the whole file.
 */
export function importCsv<T extends Record<string, CsvValue>>(
  definition: CsvImportDefinition<T>,
  file: { name?: string; bytes: Uint8Array },
  extraCheck?: (record: T, line: number, validator: CsvRowValidator<T>) => void,
  surveyYears?: ReadonlySet<number>,
): CsvImportResult<T> {
  if (!isCsvFileName(file.name)) return fail('W-005', MESSAGES.notCsv);
  if (file.bytes.length === 0) return fail('W-005', MESSAGES.csvEmpty);
  let text: string;
  try {
    const decoder = new CsvDecoder();
    text = decoder.write(file.bytes) + decoder.end();
  } catch (error) {
    if (error instanceof CsvEncodingError) return fail('W-005-2', MESSAGES.csvEncoding);
    throw error;
  }
  let table: string[][];
  try {
    table = parse(text, CSV_PARSE_OPTIONS) as string[][];
  } catch {
    // A broken quote: the server's streaming reader refuses the same file the same way.
    return fail('W-005', MESSAGES.notCsv);
  }
  const [header, ...rows] = table;
  if (!header) return fail('W-005', MESSAGES.csvEmpty);
  const headerProblem = checkCsvHeader(definition, header);
  if (headerProblem) return fail(headerProblem.code, headerProblem.message);
  if (rows.length === 0) return fail('W-005', MESSAGES.csvEmpty);
  const validator = new CsvRowValidator(definition, surveyYears);
  const records: T[] = [];
  rows.forEach((cells, index) => {
    const line = index + 2;
    const record = validator.row(cells, line);
    if (record) {
      extraCheck?.(record, line, validator);
      records.push(record);
    }
  });
  if (!validator.ok) return { ok: false, body: csvRowsErrorBody(validator.errors, validator.errorCount) };
  return { ok: true, records };
}
