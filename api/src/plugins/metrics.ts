import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { poolStatsOf } from '../db/connect';

/**
 * Prometheus metrics of one instance: requests by route, method and status with their latency, the database pool,
 * CSV rows imported and export jobs. Served by `startMetricsServer` on METRICS_PORT only, never on the API port.
 */
export function installMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'sdp_http_request_duration_seconds',
    help: 'API requests by route pattern, method and status, with their latency',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const rowsImported = new Counter({
    name: 'sdp_csv_rows_imported_total',
    help: 'CSV rows written by uploads (dry runs excluded), by table',
    labelNames: ['table'] as const,
    registers: [registry],
  });
  const exportsStarted = new Counter({
    name: 'sdp_export_jobs_started_total',
    help: 'Background CSV exports started on this instance',
    registers: [registry],
  });
  new Gauge({
    name: 'sdp_db_pool_connections',
    help: "This instance's database connections: in use, idle, and requests waiting for one",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = poolStatsOf(app.db);
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'sdp_export_jobs',
    help: 'Export jobs kept in the database (every instance), by status',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await sql<{ status: string; n: number }>`
        SELECT status, count(*)::int AS n FROM export_jobs WHERE expires_at > now() GROUP BY status`.execute(
        app.db,
      );
      this.reset();
      for (const status of ['preparing', 'ready', 'failed']) {
        this.set({ status }, rows.rows.find((row) => row.status === status)?.n ?? 0);
      }
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  app.decorate('metrics', {
    registry,
    rowsImported: (table: string, rows: number) => rowsImported.inc({ table }, rows),
    exportStarted: () => exportsStarted.inc(),
  });
}

/** The internal listener: GET /metrics in Prometheus text format, nothing else. */
export function startMetricsServer(registry: Registry, host: string, port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
