import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { MESSAGES, type ErrorBody, type SurveyYearStatus } from '@sdp/shared/contracts';
import {
  CsvDecoder,
  CsvEncodingError,
  csvFileNameProblem,
  csvLineOf,
  csvRowsErrorBody,
  CsvRowValidator,
  type CsvImportDefinition,
  type CsvValue,
} from '@sdp/shared/domain';
import { AppError } from '../errors';
import { csvRecords } from './csv-records';
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

/** Long reads give other requests a turn of the event loop this often (a chunk already in memory never waits). */
const SLICE_MS = 10;
const nextTurn = () =>
  new Promise<void>((resolve) =>
    typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve),
  );

/**
 * Reads the multipart `file` of an upload as a stream: decode (UTF-8 with BOM or Shift_JIS, the shared decoder),
 * parse (csv-parse), check the header and validate each row as it arrives, so memory holds the valid records and
 * at most MAX_REPORTED_ROW_ERRORS errors, never the raw file. Throws the 400/413 answer.
 * `check` adds errors that need stored data; it receives every valid record with its line.
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
  const decoder = new CsvDecoder();
  const hash = sha256.create();
  let bytes = 0;
  async function* text() {
    for await (const chunk of file!.content) {
      bytes += chunk.length;
      hash.update(chunk);
      yield decoder.write(chunk);
    }
    yield decoder.end();
  }
  const validator = new CsvRowValidator(definition, surveyYears);
  const records: T[] = [];
  const lines: number[] = [];
  let valid = 0;
  let count = 0;
  let turnAt = performance.now();
  try {
    for await (const parsed of csvRecords(text())) {
      if (performance.now() - turnAt > SLICE_MS) {
        await nextTurn();
        turnAt = performance.now();
      }
      count = parsed.info.records;
      if (count === 1) {
        const problem = validator.header(parsed.record);
        if (problem) throw fileError(problem.code, problem.message);
        continue;
      }
      const line = csvLineOf(parsed);
      const record = validator.row(parsed.record, line);
      if (record) {
        check?.(record, line, validator);
        valid += 1;
        if (!sink || sink.keep) {
          records.push(record);
          lines.push(line);
        }
        // A file with errors is refused whole: what is left of it is only checked, not taken.
        if (sink && validator.ok && sink.add(record)) {
          // The sink's failure (the database's) is its own, not the file's.
          await sink.flush().catch((cause: unknown) => {
            throw new SinkFailure(cause);
          });
        }
      }
    }
  } catch (error) {
    if (error instanceof SinkFailure) throw error.cause;
    // A file cut at the size limit fails in odd places (a short header, a broken row): the limit is the answer.
    if (file.truncated()) throw new AppError(413, 'E-413', MESSAGES.tooLarge);
    if (error instanceof AppError) throw error;
    if (error instanceof CsvEncodingError) throw fileError('W-005-2', MESSAGES.csvEncoding);
    // csv-parse refuses a broken quote: the file is not a CSV we can read.
    throw fileError('W-005', MESSAGES.notCsv);
  }
  if (file.truncated()) throw new AppError(413, 'E-413', MESSAGES.tooLarge);
  if (bytes === 0 || count <= 1) throw fileError('W-005', MESSAGES.csvEmpty);
  if (!validator.ok) throw answerOf(csvRowsErrorBody(validator));
  if (sink) await sink.flush();
  return { records, lines, count: valid, fileName: file.name, sha256: bytesToHex(hash.digest()) };
}
