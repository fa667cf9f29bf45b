import type { FastifyPluginAsync } from 'fastify';
import { pendingMigrations } from '../db/migrate';

/**
 * Probes for the load balancer and the orchestrator, outside /api/v1 (no token): `/livez` answers while the process
 * serves HTTP; `/readyz` only when the database answers and every migration is applied. While shutting down Fastify
 * answers 503 to both, so the balancer stops sending work here.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const hide = { schema: { hide: true } };
  app.get('/livez', hide, async () => ({ status: 'ok' }));
  app.get('/readyz', hide, async (request, reply) => {
    try {
      const pending = await pendingMigrations(app.db);
      if (pending.length === 0) return { status: 'ok' };
      return reply.status(503).send({ status: 'migrating', pending });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unreachable');
      return reply.status(503).send({ status: 'database unreachable' });
    }
  });
};
