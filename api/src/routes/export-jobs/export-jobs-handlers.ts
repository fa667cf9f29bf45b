import { MESSAGES } from '@sdp/shared/contracts';
import { CSV_CONTENT_TYPE } from '@sdp/shared/domain';
import { AppError, notFound } from '../../errors';
import type { HandlerContext } from '../../pipeline/context';
import { accepted, fileAnswer, type HandlersOf } from '../../pipeline/handler';
import { jobToWire, type ExportJobSpec } from './export-job-store';

/** Starts a background export for the caller; an export operation answers 202 with the job. */
export async function startExportJob<R>(ctx: HandlerContext, spec: ExportJobSpec<R>) {
  const job = await ctx.exportJobs.start(spec, ctx.db);
  ctx.counters.exportStarted();
  return jobToWire(job);
}

/** `GET /exports/{token}`: 202 with the job while it is being prepared, 200 with the CSV once ready. */
export const exportJobHandlers = {
  downloadExport: async ({ db, exportJobs, caller }, { params }) => {
    const job = await exportJobs.find(params.token, caller.userId, db);
    if (!job) throw notFound();
    if (job.status === 'failed') throw new AppError(500, 'E-001', MESSAGES.fallback);
    if (job.status === 'preparing') return accepted(jobToWire(job));
    return fileAnswer(CSV_CONTENT_TYPE, job.fileName, exportJobs.content(job.token));
  },
} satisfies HandlersOf<'downloadExport'>;
