import { HttpResponse } from 'msw';
import { CSV_UPLOAD_MAX_BYTES, MESSAGES, type ErrorBody } from '@sdp/shared/contracts';
import { importCsv, type CsvImportDefinition, type CsvValue } from '@sdp/shared/domain';
import { errorResponse } from '../lib';

/** The multipart `file` of an upload through the shared CSV import: the records, or the 4xx the server answers. */
export async function readCsvUpload<T extends Record<string, CsvValue>>(
  request: Request,
  definition: CsvImportDefinition<T>,
  extraCheck?: Parameters<typeof importCsv<T>>[2],
): Promise<T[] | Response> {
  const length = Number(request.headers.get('Content-Length') ?? 0);
  if (length > CSV_UPLOAD_MAX_BYTES) return errorResponse(413, 'E-413', MESSAGES.tooLarge);
  let file: FormDataEntryValue | null = null;
  try {
    file = (await request.formData()).get('file');
  } catch {
    file = null;
  }
  if (!file || typeof file === 'string') return errorResponse(400, 'W-005', MESSAGES.notCsv);
  if (file.size > CSV_UPLOAD_MAX_BYTES) return errorResponse(413, 'E-413', MESSAGES.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const result = importCsv(definition, { name: file.name, bytes }, extraCheck);
  if (!result.ok) {
    const body: ErrorBody = { ...result.body, request_id: 'mock-csv' };
    return HttpResponse.json(body, { status: 400 });
  }
  return result.records;
}
