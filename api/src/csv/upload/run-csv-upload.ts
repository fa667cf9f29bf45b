import type { CsvUploadResponse } from '@sdp/shared/contracts';
import type { CsvRowValidator, CsvValue } from '@sdp/shared/domain';
import { auditActorOf, recordAudit } from '../../audit/record-audit';
import { readCsvUpload } from '../csv-import';
import type { HandlerContext } from '../../pipeline/context';
import type { UploadedFile } from '../../pipeline/request';
import { mergeStaged, previewStaged } from './merge-staged';
import { analyzeUploadTable, dropStaged, recordStager } from './stage-rows';
import { keepStagedChunks, keptFile } from './kept-file';
import { listedWarnings, requireComment } from './quality-warnings';
import { scopeCheck } from './upload-scope';
import type { UploadTarget } from './upload-target';
import { isUploadKind } from '@sdp/shared/routes';
import { recordUpload } from '../../routes/uploads/uploads-repository';
import { requireWritableYears, surveyYearsOf } from '../../routes/survey-years/survey-years-repository';

/** Rows an upload adds, changes or removes from which its table's statistics are refreshed after it. */
const ANALYZE_AFTER_ROWS = 1000;

const isYear = (value: unknown): value is number => typeof value === 'number';

/**
 * One CSV upload, dry run or not (DESIGN §7): parse and validate the streamed file with no transaction open,
 * COPY the rows into staging in chunks, then either report what a merge would do or merge in one short
 * transaction. The answer is the same shape either way.
 */
export async function runCsvUpload<T extends Record<string, CsvValue>>(
  ctx: HandlerContext,
  file: UploadedFile | undefined,
  target: UploadTarget<T>,
  options: {
    dryRun: boolean;
    check?: (record: T, line: number, validator: CsvRowValidator<T>) => void;
  },
): Promise<CsvUploadResponse> {
  const started = performance.now();
  // A row of a year that does not exist is a row error like any other bad cell (DESIGN.md §7).
  const years = await surveyYearsOf(ctx.db);
  const check = await scopeCheck(ctx.db, ctx.caller.scope, target.scope, options.check);
  const uploadId = crypto.randomUUID();
  const kept = options.dryRun ? { file, size: () => 0 } : keptFile(ctx.db, file, uploadId);
  const fileYears = new Set<number>();
  // The valid rows are staged while the file is read, so memory holds a slice of them, not the file's worth.
  const stager = recordStager(ctx.db, target, uploadId, (record) => {
    if (isYear(record.survey_fy)) fileYears.add(record.survey_fy);
  });
  const timing: { audit?: number; keep?: number } = {};
  try {
    const upload = await readCsvUpload(kept.file, target.definition, check, years, {
      add: stager.add,
      flush: stager.flush,
      keep: target.quality !== undefined,
    });
    // A file with rows of a closed year changes nothing (W-006), in the dry run as in the upload; checked again in
    // the merge's transaction, against a close that lands while the file is staged.
    await requireWritableYears(ctx.db, fileYears);
    // Quality warnings never block; an upload that has them is confirmed with a comment (DESIGN.md §8).
    const warnings = target.quality && listedWarnings(await target.quality(ctx.db, upload));
    const comment = file?.fields?.comment?.trim() || undefined;
    if (warnings && !options.dryRun) requireComment(comment, warnings);
    // What the upload keeps and its history says: only warnings there were, and the comment that confirmed them.
    const warned = warnings && warnings.count > 0 ? warnings : undefined;
    const read = performance.now();
    await stager.done();
    const staged = performance.now();
    const outcome = options.dryRun
      ? await previewStaged(ctx.db, target, uploadId)
      : await ctx.db.transaction().execute(async (tx) => {
          await requireWritableYears(tx, fileYears);
          const merged = await mergeStaged(tx, target, uploadId, auditActorOf(ctx), timing);
          // A file that changes nothing keeps nothing and writes no event (DESIGN.md §7).
          if (merged.added + merged.changed + merged.removed === 0) return merged;
          if (!isUploadKind(target.entity)) throw new Error(`not an upload kind: ${target.entity}`);
          const years = [...fileYears].sort((a, b) => a - b);
          const counts = { added: merged.added, changed: merged.changed, removed: merged.removed };
          const keepStarted = performance.now();
          await recordUpload(tx, {
            uploadId,
            kind: target.entity,
            surveyFys: years,
            fileName: upload.fileName,
            contentType: file?.contentType || 'text/csv',
            sha256: upload.sha256,
            sizeBytes: kept.size(),
            counts,
            actor: auditActorOf(ctx),
            scope: ctx.caller.scope,
            warnings: warned,
            // The comment confirms the warnings: without any, there was nothing to confirm.
            comment: warned ? comment : undefined,
          });
          await keepStagedChunks(tx, uploadId);
          timing.keep = performance.now() - keepStarted;
          // The upload's summary, beside the event of each row it added, changed or removed (mergeStaged).
          await recordAudit(tx, ctx, [
            {
              action: 'upload',
              entity: target.entity,
              entityKey: upload.fileName,
              surveyFy: years.length === 1 ? years[0] : null,
              after: {
                file_name: upload.fileName,
                sha256: upload.sha256,
                rows: upload.count,
                ...counts,
                // The warnings themselves are kept on the upload record; its history says how many and why.
                ...(warned && { warning_count: warned.count, comment: comment ?? null }),
              },
              uploadId,
            },
          ]);
          return merged;
        });
    const merged = performance.now();
    // A table that has just taken many rows is one the planner no longer knows: the next upload's diff (a dry run
    // of the same file, say) would join it by nested loop. PGlite has no autovacuum to notice.
    if (outcome.added + outcome.changed + outcome.removed >= ANALYZE_AFTER_ROWS && !options.dryRun)
      await analyzeUploadTable(ctx.db, target.table);
    // Where an upload's time goes, for the benchmark and for anyone reading the answer in the browser's tools.
    ctx.setHeader(
      'server-timing',
      `read;dur=${(read - started).toFixed(0)}, stage;dur=${(staged - read).toFixed(0)}, ` +
        `${options.dryRun ? 'diff' : 'merge'};dur=${(merged - staged).toFixed(0)}` +
        (timing.audit === undefined ? '' : `, audit;dur=${timing.audit.toFixed(0)}`) +
        (timing.keep === undefined ? '' : `, keep;dur=${timing.keep.toFixed(0)}`),
    );
    const imported = upload.count;
    if (!options.dryRun) ctx.counters.rowsImported(target.table, imported);
    return {
      dry_run: options.dryRun,
      imported_count: imported,
      unchanged: imported - outcome.added - outcome.changed,
      ...outcome,
      ...(warnings && { warnings: warnings.list, warning_count: warnings.count }),
    };
  } finally {
    await stager.settled();
    await dropStaged(ctx.db, target, uploadId);
  }
}
