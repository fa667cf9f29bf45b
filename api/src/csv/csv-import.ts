import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { MESSAGES } from '@sdp/shared/contracts';
import {
  checkCsvHeader,
  CSV_PARSE_OPTIONS,
  CsvDecoder,
  CsvEncodingError,
  csvRowsErrorBody,
  CsvRowValidator,
  isCsvFileName,
  type CsvImportDefinition,
  type CsvValue,
} from '@sdp/shared/domain';
import { AppError } from '../errors';
import type { UploadedFile } from '../pipeline/request';

const fileError = (code: 'W-005' | 'W-005-1' | 'W-005-2' | 'W-005-3', message: string) =>
  new AppError(400, code, message);

/** An upload's valid records and what identifies its file (for the audit trail). */
export interface CsvUpload<T> {
  records: T[];
  fileName: string;
  sha256: string;
}

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
  surveyYears?: ReadonlySet<number>,
): Promise<CsvUpload<T>> {
  if (!file || !isCsvFileName(file.name)) throw fileError('W-005', MESSAGES.notCsv);
  const decoder = new CsvDecoder();
  const hash = createHash('sha256');
  let bytes = 0;
  async function* text() {
    for await (const chunk of file!.content) {
      bytes += chunk.length;
      hash.update(chunk);
      yield decoder.write(chunk);
    }
    yield decoder.end();
  }
  const parser = parse(CSV_PARSE_OPTIONS);
  const pumping = pipeline(Readable.from(text()), parser).catch(() => undefined);
  const validator = new CsvRowValidator(definition, surveyYears);
  const records: T[] = [];
  let line = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      line += 1;
      if (line === 1) {
        const problem = checkCsvHeader(definition, cells);
        if (problem) throw fileError(problem.code, problem.message);
        continue;
      }
      const record = validator.row(cells, line);
      if (record) {
        check?.(record, line, validator);
        records.push(record);
      }
    }
  } catch (error) {
    // A file cut at the size limit fails in odd places (a short header, a broken row): the limit is the answer.
    if (file.truncated()) throw new AppError(413, 'E-413', MESSAGES.tooLarge);
    if (error instanceof AppError) throw error;
    if (error instanceof CsvEncodingError) throw fileError('W-005-2', MESSAGES.csvEncoding);
    // csv-parse refuses a broken quote: the file is not a CSV we can read.
    throw fileError('W-005', MESSAGES.notCsv);
  } finally {
    await pumping;
  }
  if (file.truncated()) throw new AppError(413, 'E-413', MESSAGES.tooLarge);
  if (bytes === 0 || line <= 1) throw fileError('W-005', MESSAGES.csvEmpty);
  if (!validator.ok) {
    const body = csvRowsErrorBody(validator.errors, validator.errorCount);
    throw new AppError(400, body.code, body.message, body.error_item?.reason, body.error_item?.rows);
  }
  return { records, fileName: file.name, sha256: hash.digest('hex') };
}
