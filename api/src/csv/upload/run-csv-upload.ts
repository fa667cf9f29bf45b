import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CsvUploadResponse } from '@sdp/shared/contracts';
import type { CsvRowValidator, CsvValue } from '@sdp/shared/domain';
import { auditActorOf, recordAudit } from '../../audit/record-audit';
import { readCsvUpload } from '../csv-import';
import { mergeStaged, previewStaged } from './merge-staged';
import { dropStaged, stageRows } from './stage-rows';
import type { UploadTarget } from './upload-target';
import { requireWritableYears, surveyYearsOf } from '../../routes/survey-years/survey-years-repository';

const isYear = (value: unknown): value is number => typeof value === 'number';

/**
 * One CSV upload, dry run or not (DESIGN §7): parse and validate the streamed file with no transaction open,
 * COPY the rows into staging in chunks, then either report what a merge would do or merge in one short
 * transaction. The answer is the same shape either way.
 */
export async function runCsvUpload<T extends Record<string, CsvValue>>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  target: UploadTarget<T>,
  options: {
    dryRun: boolean;
    check?: (record: T, line: number, validator: CsvRowValidator<T>) => void;
  },
): Promise<CsvUploadResponse> {
  const started = performance.now();
  // A row of a year that does not exist is a row error like any other bad cell (DESIGN.md §7).
  const years = await surveyYearsOf(app.db);
  const upload = await readCsvUpload(request, target.definition, options.check, years);
  // A file with rows of a closed year changes nothing (W-006), in the dry run as in the upload; checked again in
  // the merge's transaction, against a close that lands while the file is staged.
  const fileYears = new Set(upload.records.map((record) => record.survey_fy).filter(isYear));
  await requireWritableYears(app.db, fileYears);
  const read = performance.now();
  const uploadId = randomUUID();
  const timing: { audit?: number } = {};
  try {
    await stageRows(app.db, target, uploadId, upload.records);
    const staged = performance.now();
    const outcome = options.dryRun
      ? await previewStaged(app.db, target, uploadId)
      : await app.db.transaction().execute(async (tx) => {
          await requireWritableYears(tx, fileYears);
          const merged = await mergeStaged(tx, target, uploadId, auditActorOf(request), timing);
          // The upload's summary, beside the event of each row it added, changed or removed (mergeStaged).
          const years = [...fileYears].sort((a, b) => a - b);
          await recordAudit(tx, request, [
            {
              action: 'upload',
              entity: target.entity,
              entityKey: upload.fileName,
              surveyFy: years.length === 1 ? years[0] : null,
              after: {
                file_name: upload.fileName,
                sha256: upload.sha256,
                rows: upload.records.length,
                added: merged.added,
                changed: merged.changed,
                removed: merged.removed,
              },
            },
          ]);
          return merged;
        });
    const merged = performance.now();
    // Where an upload's time goes, for the benchmark and for anyone reading the answer in the browser's tools.
    reply.header(
      'server-timing',
      `read;dur=${(read - started).toFixed(0)}, stage;dur=${(staged - read).toFixed(0)}, ` +
        `${options.dryRun ? 'diff' : 'merge'};dur=${(merged - staged).toFixed(0)}` +
        (timing.audit === undefined ? '' : `, audit;dur=${timing.audit.toFixed(0)}`),
    );
    const imported = upload.records.length;
    if (!options.dryRun) app.metrics.rowsImported(target.table, imported);
    return {
      dry_run: options.dryRun,
      imported_count: imported,
      unchanged: imported - outcome.added - outcome.changed,
      ...outcome,
    };
  } finally {
    await dropStaged(app.db, target, uploadId);
  }
}
