import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import type { CsvRowError, SurveyYearStatus } from '@sdp/shared/contracts';
import {
  CsvDecoder,
  csvLineOf,
  CsvRowValidator,
  type CsvHeaderProblem,
  type CsvImportDefinition,
  type CsvValue,
} from '@sdp/shared/domain';
import { csvRecords } from './csv-records';

/** Valid records in file order, with each one's line, and how many row errors the file had by the last of them. */
export interface RowBatch<T> {
  records: T[];
  lines: number[];
  errorCount: number;
}

/** What the whole file came to once read: its records (the header too), bytes, hash and the rows' errors. */
export interface ReadSummary {
  records: number;
  bytes: number;
  sha256: string;
  errors: CsvRowError[];
  errorCount: number;
  columnCountWrong: boolean;
}

/** The header does not fit the definition: the file is refused before any row is read. */
export class CsvHeaderFailure extends Error {
  constructor(readonly problem: CsvHeaderProblem) {
    super(problem.message);
    this.name = 'CsvHeaderFailure';
  }
}

/** Valid records per batch: a few milliseconds of the API's work each (DESIGN.md §8 "The CSV worker"). */
const BATCH_ROWS = 1000;

/** Long reads give other work a turn of the event loop this often (a chunk already in memory never waits). */
const SLICE_MS = 10;
const nextTurn = () =>
  new Promise<void>((resolve) =>
    typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve),
  );

/** A function that awaits a turn of the event loop when the last was more than SLICE_MS ago. */
export function turnTaker(): () => Promise<void> | undefined {
  let turnAt = performance.now();
  return () => {
    if (performance.now() - turnAt <= SLICE_MS) return undefined;
    return nextTurn().then(() => {
      turnAt = performance.now();
    });
  };
}

/**
 * A CSV upload's bytes, read by the one rule: decode (UTF-8 with BOM or Shift_JIS, the shared decoder), hash, parse
 * (csv-parse), check the header and validate each row (the shared CsvRowValidator). Answers the valid records in
 * batches and, at the end, the summary. Runs in the CSV worker (csv-parse-worker.ts) or, for a definition the worker
 * does not know, in the caller's thread. Throws CsvHeaderFailure, CsvEncodingError, or csv-parse's error.
 */
export async function* validatedRows<T extends Record<string, CsvValue>>(
  content: AsyncIterable<Uint8Array>,
  definition: CsvImportDefinition<T>,
  surveyYears?: ReadonlyMap<number, SurveyYearStatus>,
): AsyncGenerator<RowBatch<T>, ReadSummary> {
  const decoder = new CsvDecoder();
  const hash = sha256.create();
  let bytes = 0;
  async function* text() {
    for await (const chunk of content) {
      bytes += chunk.length;
      hash.update(chunk);
      yield decoder.write(chunk);
    }
    yield decoder.end();
  }
  const validator = new CsvRowValidator(definition, surveyYears);
  const turn = turnTaker();
  let batch: RowBatch<T> = { records: [], lines: [], errorCount: 0 };
  let records = 0;
  for await (const parsed of csvRecords(text())) {
    await turn();
    records = parsed.info.records;
    if (records === 1) {
      const problem = validator.header(parsed.record);
      if (problem) throw new CsvHeaderFailure(problem);
      continue;
    }
    const line = csvLineOf(parsed);
    const record = validator.row(parsed.record, line);
    if (!record) continue;
    batch.records.push(record);
    batch.lines.push(line);
    if (batch.records.length >= BATCH_ROWS) {
      batch.errorCount = validator.errorCount;
      yield batch;
      batch = { records: [], lines: [], errorCount: 0 };
    }
  }
  if (batch.records.length > 0) {
    batch.errorCount = validator.errorCount;
    yield batch;
  }
  const { errors, errorCount, columnCountWrong } = validator;
  return { records, bytes, sha256: bytesToHex(hash.digest()), errors, errorCount, columnCountWrong };
}
