import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportJobSchema, exportTokenParamsSchema, MESSAGES } from '@sdp/shared/contracts';
import { contentDisposition, CSV_CONTENT_TYPE } from '@sdp/shared/domain';
import { AppError, notFound } from '../../errors';
import { callerOf } from '../../types';
import { ExportJobStore, jobToWire, type ExportJobSpec, type JobState } from './export-job-store';

// One store per server: every plugin of an app shares its `db`, so the store hangs off that.
const stores = new WeakMap<object, ExportJobStore>();

export function exportJobsOf(app: FastifyInstance): ExportJobStore {
  let store = stores.get(app.db);
  if (!store) {
    store = new ExportJobStore(app.db, (error, message) => app.log.error({ err: error }, message));
    stores.set(app.db, store);
  }
  return store;
}

/**
 * Starts a background export for the caller; any export route can use it and answer 202 with the job:
 * `reply.status(202).send(startExportJob(app, { ownerId, fileName, columns, pages, total }))`.
 */
export async function startExportJob<R>(app: FastifyInstance, spec: ExportJobSpec<R>) {
  const job = await exportJobsOf(app).start(spec);
  app.metrics.exportStarted();
  return jobToWire(job);
}

const sendFile = (reply: FastifyReply, store: ExportJobStore, job: JobState) =>
  reply
    .header('content-type', CSV_CONTENT_TYPE)
    .header('content-disposition', contentDisposition(job.fileName))
    .header('cache-control', 'no-store')
    .send(Readable.from(store.content(job.token)));

/** Expired exports are deleted this often (by every instance; the DELETE is idempotent). */
const SWEEP_EVERY_MS = 5 * 60_000;

/** `GET /exports/{token}`: 202 with the job while it is being prepared, 200 with the CSV once ready. */
export const exportJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const sweeping = setInterval(() => {
    exportJobsOf(app)
      .sweep()
      .catch((error: unknown) => app.log.warn({ err: error }, 'sweeping expired exports failed'));
  }, SWEEP_EVERY_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeping);
    await exportJobsOf(app).close();
  });
  app.get(
    '/exports/:token',
    {
      schema: {
        tags: ['exports'],
        description:
          'エクスポートのトークンで CSV を取得する。作成中は 202 とジョブ（進捗）、完了後は 200 と CSV。' +
          '作成したユーザー以外、期限切れ、不明なトークンは 404。',
        params: exportTokenParamsSchema,
        response: { 202: exportJobSchema },
      },
    },
    async (request, reply) => {
      const store = exportJobsOf(app);
      const job = await store.find(request.params.token, callerOf(request).userId);
      if (!job) throw notFound();
      if (job.status === 'failed') throw new AppError(500, 'E-001', MESSAGES.fallback);
      if (job.status === 'preparing') return reply.status(202).send(jobToWire(job));
      return sendFile(reply, store, job);
    },
  );
};
