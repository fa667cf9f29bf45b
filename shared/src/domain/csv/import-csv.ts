import type { ErrorBody } from '@sdp/shared/contracts';
import { MESSAGES, type SurveyYearStatus } from '../../contracts/constants';
import type { CsvImportDefinition, CsvValue } from './columns';
import { CsvDecoder, CsvEncodingError } from './encoding';
import { csvFileNameProblem } from './file-name';
import { csvLineOf, type ParsedCsvRecord } from './parse-options';
import { parseCsvRecords } from './read-csv';
import { csvRowsErrorBody, CsvRowValidator } from './validate';

export type CsvImportResult<T> = { ok: true; records: T[] } | { ok: false; body: ErrorBody };

const fail = (code: ErrorBody['code'], message: string): { ok: false; body: ErrorBody } => ({
  ok: false,
  body: { code, message },
});

/**
 * Whole-file import checks in the order a user fixes them: not a CSV, a file name the upload cannot keep, or empty
 * (W-005, W-001-3), encoding (W-005-2), header (W-005-1 / W-005-3), then every row (W-001 / W-003 / W-005-3 with
 * `error_item.rows`). `extraCheck` adds errors that need stored data (unknown codes, keys already used).
 * The server runs the same steps (and the same csv-parse options) over a stream; the browser mocks call this with
 * the whole file.
 */
export function importCsv<T extends Record<string, CsvValue>>(
  definition: CsvImportDefinition<T>,
  file: { name?: string; bytes: Uint8Array },
  extraCheck?: (record: T, line: number, validator: CsvRowValidator<T>) => void,
  surveyYears?: ReadonlyMap<number, SurveyYearStatus>,
): CsvImportResult<T> {
  const nameProblem = csvFileNameProblem(file.name);
  if (nameProblem) return { ok: false, body: nameProblem };
  if (file.bytes.length === 0) return fail('W-005', MESSAGES.csvEmpty);
  let text: string;
  try {
    const decoder = new CsvDecoder();
    text = decoder.write(file.bytes) + decoder.end();
  } catch (error) {
    if (error instanceof CsvEncodingError) return fail('W-005-2', MESSAGES.csvEncoding);
    throw error;
  }
  let table: ParsedCsvRecord[];
  try {
    table = parseCsvRecords(text);
  } catch {
    // A broken quote: the server's streaming reader refuses the same file the same way.
    return fail('W-005', MESSAGES.notCsv);
  }
  const [header, ...rows] = table;
  if (!header) return fail('W-005', MESSAGES.csvEmpty);
  const validator = new CsvRowValidator(definition, surveyYears);
  const headerProblem = validator.header(header.record);
  if (headerProblem) return fail(headerProblem.code, headerProblem.message);
  if (rows.length === 0) return fail('W-005', MESSAGES.csvEmpty);
  const records: T[] = [];
  for (const parsed of rows) {
    const line = csvLineOf(parsed);
    const record = validator.row(parsed.record, line);
    if (record) {
      extraCheck?.(record, line, validator);
      records.push(record);
    }
  }
  if (!validator.ok) return { ok: false, body: csvRowsErrorBody(validator) };
  return { ok: true, records };
}
