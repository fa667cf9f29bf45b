import { HttpResponse } from 'msw';
import {
  CSV_UPLOAD_MAX_BYTES,
  MESSAGES,
  type AuditEntity,
  type CsvUploadResponse,
  type ErrorBody,
} from '@sdp/shared/contracts';
import {
  csvUploadChanges,
  diffCsvUpload,
  importCsv,
  type CsvImportDefinition,
  type CsvValue,
} from '@sdp/shared/domain';
import { errorResponse, yearClosed, type MockSession } from '../lib';
import { accountName } from '../data/accounts';
import { recordMockAudit } from '../store/audit';
import { closedYearAmong, listSurveyYears } from '../store/survey-years';

type ExtraCheck<T extends Record<string, CsvValue>> = Parameters<typeof importCsv<T>>[2];

/** The multipart `file` of an upload through the shared CSV import: the records, or the 4xx the server answers. */
async function readCsvUpload<T extends Record<string, CsvValue>>(
  request: Request,
  definition: CsvImportDefinition<T>,
  extraCheck?: ExtraCheck<T>,
): Promise<{ records: T[]; name: string; sha256: string | null } | Response> {
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
  // A row of a year that does not exist, or in a state the upload refuses, is a row error, as the server reports it.
  const years = new Map(listSurveyYears().map((year) => [year.survey_fy, year.status]));
  const result = importCsv(definition, { name: file.name, bytes }, extraCheck, years);
  if (!result.ok) {
    const body: ErrorBody = { ...result.body, request_id: 'mock-csv' };
    return HttpResponse.json(body, { status: 400 });
  }
  return { records: result.records, name: file.name, sha256: await sha256Of(bytes) };
}

/** The file's SHA-256, as the server's summary holds it; null where the page has no Web Crypto (plain http). */
async function sha256Of(bytes: Uint8Array<ArrayBuffer>): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (!subtle) return null;
  const digest = new Uint8Array(await subtle.digest('SHA-256', bytes));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The upload's events as the server writes them: its summary, then one per row it added, changed or removed. */
function auditUpload<T extends Record<string, CsvValue>>(
  audit: { entity: AuditEntity; session: MockSession },
  file: { name: string; sha256: string | null; rows: number },
  counts: { added: number; changed: number; removed: number },
  changes: ReturnType<typeof csvUploadChanges<T>>,
  years: readonly number[],
) {
  const user = { user_id: audit.session.account.user_id, name: accountName(audit.session.account) };
  recordMockAudit(user, {
    action: 'upload',
    entity: audit.entity,
    entityKey: file.name,
    surveyFy: years.length === 1 ? years[0] : null,
    after: { file_name: file.name, sha256: file.sha256, rows: file.rows, ...counts },
  });
  for (const change of changes)
    recordMockAudit(user, {
      action: change.action,
      entity: audit.entity,
      entityKey: change.key,
      surveyFy: change.surveyFy,
      before: change.before,
      after: change.after,
    });
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
  audit: { entity: AuditEntity; session: MockSession },
): Promise<Response> {
  const dryRun = new URL(request.url).searchParams.get('dry_run') === 'true';
  const file = await readCsvUpload(request, definition, store.check);
  if (file instanceof Response) return file;
  const { records } = file;
  const years = [...new Set(records.map((record) => Number(record.survey_fy)))];
  const closed = closedYearAmong(years);
  if (closed !== undefined) return yearClosed(closed);
  const { removedRecords, ...diff } = diffCsvUpload(definition, store.stored(years), records);
  const refused = store.refuseRemoved?.(removedRecords);
  if (refused) return refused;
  if (!dryRun) {
    const stored = store.stored(years);
    store.apply(records);
    const rows = { name: file.name, sha256: file.sha256, rows: records.length };
    auditUpload(audit, rows, diff, csvUploadChanges(definition, stored, records), years);
  }
  const body: CsvUploadResponse = { dry_run: dryRun, ...diff };
  return HttpResponse.json(body);
}
