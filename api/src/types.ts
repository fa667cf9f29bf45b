import type { Registry } from 'prom-client';
import type { ApiAccess } from '@sdp/shared/routes';
import type { AppConfig } from './config';
import type { Db } from './db/database';
import type { Caller } from './pipeline/context';
import type { ExportJobStore } from './routes/export-jobs/export-job-store';

export type { Caller };

export interface ApiRoute {
  method: string;
  /** Path below /api/v1 with `:param` parameters, as in API_ACCESS. */
  path: string;
  access: ApiAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /** Every route under /api/v1 with its declared access (filled at registration). */
    apiRoutes: ApiRoute[];
    /**
     * Short-lived cache of verified callers on every instance: `await app.callers.clear()` after changing users or
     * authority groups (it clears this instance's at once and tells the others).
     */
    callers: { clear: () => Promise<void> };
    /** Background exports of this instance (handed out by token from the database). */
    exportJobs: ExportJobStore;
    /** This instance's Prometheus registry and the counters routes feed (plugins/metrics.ts). */
    metrics: {
      registry: Registry;
      rowsImported: (table: string, rows: number) => void;
      exportStarted: () => void;
    };
  }
  interface FastifyRequest {
    /** Set for every /api/v1 route by the guard; routes may rely on it. */
    caller: Caller | undefined;
  }
  interface FastifyContextConfig {
    /** Filled from shared/src/routes/api-access.ts when the route is registered. */
    access?: ApiAccess;
    /** Served by the request pipeline (src/pipeline), which checks access itself. */
    pipeline?: boolean;
  }
}

/** The caller of a guarded route (the guard has already refused anonymous requests). */
export function callerOf(request: { caller: Caller | undefined }): Caller {
  if (!request.caller) throw new Error('route is not guarded');
  return request.caller;
}
