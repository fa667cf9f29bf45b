import iconv from 'iconv-lite';
import type { ErrorBody, SurveyYearStatus } from '@sdp/shared/contracts';
import type { CsvImportDefinition, CsvRowValidator, CsvValue } from '@sdp/shared/domain';
import { readCsvUpload } from '../csv/csv-import';
import { AppError, errorBody } from '../errors';

/** Lines of a CSV file with Excel's CRLF endings. */
export const lines = (...rows: string[]) => rows.join('\r\n') + '\r\n';
/** The text encoded as Excel's Japanese "CSV" saves it. */
export const sjis = (text: string) => iconv.encode(text, 'Shift_JIS');
/** The text encoded as Excel's "CSV UTF-8" saves it. */
export const bom = (text: string) => iconv.encode(text, 'utf-8', { addBOM: true });

/** A multipart body with one file in the field `file`, as the upload dialogs send it. */
export function multipart(
  content: Buffer,
  fileName = 'data.csv',
  /** Text fields sent before the file, as the upload pages send an upload's comment. */
  fields: Record<string, string> = {},
): { payload: Buffer; contentType: string } {
  const boundary = '----sdp-test-boundary-7MA4YWxkTrZu0gW';
  const fieldParts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(
      fieldParts.join('') +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** What the server's CSV reading makes of a whole file: its records, or the error body it would answer. */
export async function readCsvBytes<T extends Record<string, CsvValue>>(
  definition: CsvImportDefinition<T>,
  file: { name: string; bytes: Uint8Array },
  check?: (record: T, line: number, validator: CsvRowValidator<T>) => void,
  surveyYears?: ReadonlyMap<number, SurveyYearStatus>,
): Promise<{ ok: true; records: T[] } | { ok: false; body: ErrorBody }> {
  async function* content() {
    // Two chunks, so a multi-byte character or a line ending may fall across a chunk boundary.
    const middle = Math.floor(file.bytes.length / 2);
    yield file.bytes.subarray(0, middle);
    yield file.bytes.subarray(middle);
  }
  const upload = { name: file.name, content: content(), truncated: () => false };
  try {
    return { ok: true, records: (await readCsvUpload(upload, definition, check, surveyYears)).records };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { request_id: _requestId, ...body } = errorBody(error, '');
    return { ok: false, body };
  }
}
