import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createLocalJWKSet } from 'jose';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { assertSafeConfig, type AppConfig } from './config';
import type { Db } from './db/database';
import { inProcessNotifications, type Notifications } from './db/notifications';
import { createCsrf } from './auth/csrf';
import { createRevocationList } from './auth/revocation';
import { createCallerCache } from './auth/caller-cache';
import {
  createTokenVerifier,
  emailClaim,
  emulatorVerifier,
  entraEmail,
  firebaseEmail,
  remoteVerifier,
  type IssuerVerifier,
} from './auth/token-verifier';
import { devIdpRoutes } from './dev-idp/dev-idp-routes';
import type { DevSigningKey } from './dev-idp/signing-key';
import { loadOrCreateDevSigningKey } from './dev-idp/signing-key-file';
import { answerFrameworkError, registerErrorHandling } from './plugins/error-handler';
import { documentOperations } from './openapi/document';
import { installRateLimits } from './plugins/rate-limits';
import { installMetrics } from './plugins/metrics';
import { loggerOptions } from './plugins/request-log';
import { HANDLERS } from './routes/handlers';
import { createPipeline } from './pipeline/pipeline';
import { registerPipelineRoutes } from './transport/fastify-pipeline';
import { CSRF_HEADER } from './pipeline/pipeline';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from './pipeline/idempotency';
import { ExportJobStore } from './routes/export-jobs/export-job-store';
import { healthRoutes } from './routes/health';
import type { ApiRoute } from './types';

export interface BuildOptions {
  config: AppConfig;
  db: Db;
  /** Development signing key; by default kept in the data folder. */
  devIdpKey?: DevSigningKey;
  /** false silences request logs (tests). */
  logger?: boolean;
  /** The database's notifications (DbHandle.notifications); by default this process only. */
  notifications?: Notifications;
  /** The clock per-request rules read (利用期限); tests move it. */
  now?: () => Date;
}

/** Cached callers are stale everywhere: a user, a group or a group's roles changed. */
const CALLERS_CHANNEL = 'sdp_callers_changed';
/** Revocations past their token's expiry, and expired exports, are pruned this often (the DELETEs are idempotent). */
const PRUNE_EVERY_MS = 10 * 60_000;
const localNotifications = new WeakMap<Db, Notifications>();
const notificationsOf = (db: Db): Notifications => {
  let found = localNotifications.get(db);
  if (!found) {
    found = inProcessNotifications();
    localNotifications.set(db, found);
  }
  return found;
};

export async function buildApp({
  config,
  db,
  devIdpKey,
  logger = true,
  notifications = notificationsOf(db),
  now,
}: BuildOptions): Promise<FastifyInstance> {
  assertSafeConfig(config);
  const app = Fastify({
    ...(logger ? loggerOptions(config) : { logger: false }),
    bodyLimit: config.bodyLimitBytes,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  registerErrorHandling(app);

  // JSON and multipart only: no text/plain bodies. An empty JSON body (a bodiless POST that still says JSON) is none.
  app.removeContentTypeParser('text/plain');
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return jsonParser(request, body as string, done);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  installMetrics(app);
  await app.register(healthRoutes);
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Browsers ignore HSTS over plain http; production runs behind TLS, where it must be sent.
    hsts: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', CSRF_HEADER, IDEMPOTENCY_HEADER, 'Accept'],
    exposedHeaders: ['Content-Disposition', 'x-request-id', REPLAYED_HEADER, 'retry-after'],
    credentials: false,
    maxAge: 600,
  });
  const limitCallers = config.rateLimit ? await installRateLimits(app, config.rateLimit) : undefined;
  await app.register(multipart, { limits: { fileSize: config.fileLimitBytes, files: 1, fields: 20 } });

  if (config.docs) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Sustainability Data Platform API',
          version: '1.0.0',
          description:
            'The back office of the sustainability data platform: master data, users, surveys, vehicles.',
          license: { name: 'Proprietary' },
        },
        servers: [{ url: '/' }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
      transformObject: (document) =>
        'openapiObject' in document ? documentOperations(document.openapiObject) : document.swaggerObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }

  const verifiers: IssuerVerifier[] = [];
  if (config.devIdp.enabled) {
    const key = devIdpKey ?? (await loadOrCreateDevSigningKey(config.dataDir));
    verifiers.push({
      issuer: config.devIdp.issuer,
      audience: config.devIdp.audience,
      keys: createLocalJWKSet({ keys: [{ ...key.publicJwk, kid: key.kid }] }),
      emailOf: emailClaim,
    });
    await app.register(devIdpRoutes, { prefix: '/dev-idp', key, ...config.devIdp });
  }
  if (config.entra) verifiers.push(remoteVerifier(config.entra, entraEmail));
  if (config.firebase) {
    // With the emulator on (never in production: assertSafeConfig), its unsigned tokens replace Google's.
    verifiers.push(
      config.authEmulatorHost && !config.production
        ? emulatorVerifier(config.firebase)
        : remoteVerifier(config.firebase, firebaseEmail),
    );
  }

  const csrf = createCsrf(config.csrfSecret, config.csrfTtlSeconds);
  const revoked = createRevocationList(db, notifications);
  await revoked.start();
  const callers = createCallerCache(config.callerCacheMs);
  const stopListening = await notifications.subscribe(CALLERS_CHANNEL, () => callers.clear());
  app.decorate('callers', {
    clear: async () => {
      callers.clear();
      await notifications.publish(CALLERS_CHANNEL);
    },
  });
  const exportJobs = new ExportJobStore(db, (error, message) => app.log.error({ err: error }, message));
  const pruning = setInterval(() => {
    revoked.prune().catch((error: unknown) => app.log.warn({ err: error }, 'pruning revocations failed'));
    exportJobs
      .sweep()
      .catch((error: unknown) => app.log.warn({ err: error }, 'sweeping expired exports failed'));
  }, PRUNE_EVERY_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(pruning);
    stopListening();
    revoked.close();
    await exportJobs.close();
  });
  app.decorate('exportJobs', exportJobs);
  app.decorateRequest('caller', undefined);
  const pipeline = createPipeline({
    db,
    handlers: HANDLERS,
    verifyToken: createTokenVerifier(verifiers),
    revoked,
    callers,
    csrf,
    exportJobs,
    userLicences: config.userLicences,
    counters: app.metrics,
    callersChanged: app.callers.clear,
    idempotency: config.idempotency,
    ...(now ? { now } : {}),
  });
  registerPipelineRoutes(app, pipeline, { onCaller: limitCallers?.(), routes: apiRoutes });
  return app;
}
