import { HttpResponse } from 'msw';
import {
  CSV_UPLOAD_MAX_BYTES,
  MESSAGES,
  type CsvUploadResponse,
  type ErrorBody,
} from '@sdp/shared/contracts';
import { diffCsvUpload, importCsv, type CsvImportDefinition, type CsvValue } from '@sdp/shared/domain';
import { errorResponse, yearClosed } from '../lib';
import { closedYearAmong, surveyYearNumbers } from '../store/survey-years';

type ExtraCheck<T extends Record<string, CsvValue>> = Parameters<typeof importCsv<T>>[2];

/** The multipart `file` of an upload through the shared CSV import: the records, or the 4xx the server answers. */
async function readCsvUpload<T extends Record<string, CsvValue>>(
  request: Request,
  definition: CsvImportDefinition<T>,
  extraCheck?: ExtraCheck<T>,
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
  // A row of a year that does not exist is a row error, as the server reports it.
  const result = importCsv(definition, { name: file.name, bytes }, extraCheck, new Set(surveyYearNumbers()));
  if (!result.ok) {
    const body: ErrorBody = { ...result.body, request_id: 'mock-csv' };
    return HttpResponse.json(body, { status: 400 });
  }
  return result.records;
}

/**
 * A whole upload as the server answers it: read and check the file, compare it with the stored rows of its survey
 * years, and unless `?dry_run=true` apply it. The answer counts rows added, changed and removed either way.
 */
export async function answerCsvUpload<T extends Record<string, CsvValue>>(
  request: Request,
  definition: CsvImportDefinition<T>,
  store: {
    /** Stored rows of these survey years, with (at least) the upload's columns. */
    stored: (years: readonly number[]) => readonly T[];
    apply: (records: readonly T[]) => void;
    check?: ExtraCheck<T>;
    /** The 400 for removed rows still in use (W-004), checked in the dry run too, as the server does. */
    refuseRemoved?: (removed: readonly T[]) => Response | undefined;
  },
): Promise<Response> {
  const dryRun = new URL(request.url).searchParams.get('dry_run') === 'true';
  const records = await readCsvUpload(request, definition, store.check);
  if (records instanceof Response) return records;
  const years = [...new Set(records.map((record) => Number(record.survey_fy)))];
  const closed = closedYearAmong(years);
  if (closed !== undefined) return yearClosed(closed);
  const { removedRecords, ...diff } = diffCsvUpload(definition, store.stored(years), records);
  const refused = store.refuseRemoved?.(removedRecords);
  if (refused) return refused;
  if (!dryRun) store.apply(records);
  const body: CsvUploadResponse = { dry_run: dryRun, ...diff };
  return HttpResponse.json(body);
}
