import { MESSAGES, type ErrorBody, type SurveyYearStatus } from '@sdp/shared/contracts';
import {
  CsvEncodingError,
  csvFileNameProblem,
  csvRowsErrorBody,
  CsvRowValidator,
  MAX_REPORTED_ROW_ERRORS,
  type CsvImportDefinition,
  type CsvValue,
} from '@sdp/shared/domain';
import { AppError } from '../errors';
import { rowsInWorker } from './parse-worker/rows-in-worker';
import { definitionName } from './parse-worker/upload-definitions';
import { CsvHeaderFailure, turnTaker, validatedRows, type ReadSummary } from './validated-rows';
import type { UploadedFile } from '../pipeline/request';

const fileError = (code: 'W-005' | 'W-005-1' | 'W-005-2' | 'W-005-3', message: string) =>
  new AppError(400, code, message);
const answerOf = (body: ErrorBody) =>
  new AppError(400, body.code, body.message, body.error_item?.reason, body.error_item?.rows);

/** An upload's valid records and what identifies its file (for the audit trail). */
export interface CsvUpload<T> {
  /** The valid records; none when a sink took them and was not told to keep them. */
  records: T[];
  /** The file line of each kept record, in the same order. */
  lines: number[];
  /** How many valid records the file had. */
  count: number;
  fileName: string;
  sha256: string;
}

/**
 * Takes the valid records one by one as they are read (an upload stages them), so memory need not hold them: `add`
 * keeps what it needs of a record (not the record) and answers whether a slice is full; `flush` sends what it holds.
 */
export interface RecordSink<T> {
  add: (record: T) => boolean;
  flush: () => Promise<void>;
  /** Keep the records in the answer as well (a quality check reads them all). */
  keep: boolean;
}

class SinkFailure {
  constructor(readonly cause: unknown) {}
}

/** The row errors of both threads in one list, by line (each line's are one thread's), as one validator lists them. */
function joinedErrors<T extends Record<string, CsvValue>>(summary: ReadSummary, checked: CsvRowValidator<T>) {
  const errors = [...summary.errors, ...checked.errors]
    .sort((a, b) => a.line - b.line)
    .slice(0, MAX_REPORTED_ROW_ERRORS);
  const errorCount = summary.errorCount + checked.errorCount;
  return { errors, errorCount, columnCountWrong: summary.columnCountWrong };
}

/**
 * Reads the multipart `file` of an upload as a stream: decode (UTF-8 with BOM or Shift_JIS, the shared decoder),
 * parse (csv-parse), check the header and validate each row as it arrives, so memory holds the valid records and
 * at most MAX_REPORTED_ROW_ERRORS errors, never the raw file. Throws the 400/413 answer. An upload's definition is
 * read in the CSV worker (parse-worker/), off the event loop other requests need; `check` (data the API holds) and
 * the sink run here on the valid records as they come. `check` receives every valid record with its line.
 */
export async function readCsvUpload<T extends Record<string, CsvValue>>(
  file: UploadedFile | undefined,
  definition: CsvImportDefinition<T>,
  check?: (record: T, line: number, validator: CsvRowValidator<T>) => void,
  surveyYears?: ReadonlyMap<number, SurveyYearStatus>,
  sink?: RecordSink<T>,
): Promise<CsvUpload<T>> {
  if (!file) throw fileError('W-005', MESSAGES.notCsv);
  const nameProblem = csvFileNameProblem(file.name);
  if (nameProblem) throw answerOf(nameProblem);
  const name = definitionName(definition);
  const rows = name
    ? rowsInWorker<T>(file.content, name, surveyYears)
    : validatedRows(file.content, definition, surveyYears);
  // Only the errors `check` adds: the row errors are the reader's.
  const checked = new CsvRowValidator(definition, surveyYears);
  const records: T[] = [];
  const lines: number[] = [];
  let valid = 0;
  let summary: ReadSummary;
  const turn = turnTaker();
  try {
    for (;;) {
      const step = await rows.next();
      if (step.done) {
        summary = step.value;
        break;
      }
      const batch = step.value;
      for (let at = 0; at < batch.records.length; at += 1) {
        const waiting = turn();
        if (waiting) await waiting;
        const record = batch.records[at]!;
        const line = batch.lines[at]!;
        check?.(record, line, checked);
        valid += 1;
        if (!sink || sink.keep) {
          records.push(record);
          lines.push(line);
        }
        // A file with errors is refused whole: what is left of it is only checked, not taken.
        if (sink && batch.errorCount === 0 && checked.ok && sink.add(record)) {
          // The sink's failure (the database's) is its own, not the file's.
          await sink.flush().catch((cause: unknown) => {
            throw new SinkFailure(cause);
          });
        }
      }
    }
  } catch (error) {
    // Closes the reader (the worker, or the parser here) where it stands; one that failed has closed already.
    await rows.throw(error).catch(() => undefined);
    if (error instanceof SinkFailure) throw error.cause;
    // A file cut at the size limit fails in odd places (a short header, a broken row): the limit is the answer.
    if (file.truncated()) throw new AppError(413, 'E-413', MESSAGES.tooLarge);
    if (error instanceof AppError) throw error;
    if (error instanceof CsvHeaderFailure) throw fileError(error.problem.code, error.problem.message);
    if (error instanceof CsvEncodingError) throw fileError('W-005-2', MESSAGES.csvEncoding);
    // csv-parse refuses a broken quote: the file is not a CSV we can read.
    throw fileError('W-005', MESSAGES.notCsv);
  }
  if (file.truncated()) throw new AppError(413, 'E-413', MESSAGES.tooLarge);
  if (summary.bytes === 0 || summary.records <= 1) throw fileError('W-005', MESSAGES.csvEmpty);
  const errors = joinedErrors(summary, checked);
  if (errors.errorCount > 0) throw answerOf(csvRowsErrorBody(errors));
  if (sink) await sink.flush();
  return { records, lines, count: valid, fileName: file.name, sha256: summary.sha256 };
}
