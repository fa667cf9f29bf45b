import path from 'node:path';

interface OidcVerifierConfig {
  /** Expected `iss` claim. */
  issuer: string;
  /** Expected `aud` claim. */
  audience: string;
  jwksUrl: string;
}

export interface AppConfig {
  host: string;
  port: number;
  production: boolean;
  /** Postgres connection string; unset means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Connections this instance may hold on PostgreSQL (+1 for LISTEN): instances × (this + 1) < max_connections. */
  dbPoolMax: number;
  /** Port of the internal /metrics listener (never the API port); undefined = no metrics. */
  metricsPort: number | undefined;
  /** Address the metrics listener binds (default loopback: a scraper on the same host or network namespace). */
  metricsHost: string;
  dataDir: string;
  devIdp: { enabled: boolean; issuer: string; audience: string; tokenTtlSeconds: number };
  entra: OidcVerifierConfig | undefined;
  firebase: OidcVerifierConfig | undefined;
  /**
   * host:port of the Firebase Auth emulator (FIREBASE_AUTH_EMULATOR_HOST). Its ID tokens are unsigned
   * (alg none), so when this is set the server accepts unsigned tokens of the Firebase project's issuer:
   * local testing only, refused in production.
   */
  authEmulatorHost: string | undefined;
  corsOrigins: string[];
  csrfSecret: string | undefined;
  csrfTtlSeconds: number;
  /** How long a verified caller (user, roles) is reused for the same token. */
  callerCacheMs: number;
  /** Requests per window: `max` per client IP, `userMax` per signed-in user. */
  rateLimit: { max: number; userMax: number; timeWindowMs: number } | false;
  /** Proxies whose X-Forwarded-For is believed (Fastify trustProxy): addresses/CIDRs, true (any) or false. */
  trustProxy: boolean | string[];
  /** Idempotency-Key answers are kept `ttlMs`; a first request "running" longer than `staleMs` may be run again. */
  idempotency: { ttlMs: number; staleMs: number };
  bodyLimitBytes: number;
  fileLimitBytes: number;
  docs: boolean;
  logLevel: string;
  /** `pretty` (one readable line per event; the default) or `json` (pino's lines, for a log collector). */
  logFormat: 'pretty' | 'json';
  /** Seed the spec's samples when the database has no users. */
  seedWhenEmpty: boolean;
  /** Licences the organisation holds (spec §9 mock: 100): active users beyond them cannot be registered. */
  userLicences: number;
}

const API_ROOT = path.resolve(__dirname, '..');

const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

const int = (value: string | undefined, fallback: number): number => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
};

const trustProxyOf = (value: string | undefined): AppConfig['trustProxy'] => {
  if (!value || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  return value.split(',').map((entry) => entry.trim());
};

const logFormatOf = (value: string | undefined): AppConfig['logFormat'] => {
  if (!value || value === 'pretty') return 'pretty';
  if (value === 'json') return 'json';
  throw new Error(`LOG_FORMAT must be pretty or json, not ${value}`);
};

const DEFAULT_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005].map((port) => `http://localhost:${port}`);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const port = int(env.PORT, 3100);
  const entraTenant = env.ENTRA_TENANT_ID;
  const firebaseProject = env.FIREBASE_PROJECT_ID;
  return {
    host: env.HOST ?? 'localhost',
    port,
    production,
    databaseUrl: env.DATABASE_URL || undefined,
    dbPoolMax: Math.max(1, int(env.DB_POOL_MAX, 10)),
    metricsPort: env.METRICS_PORT ? int(env.METRICS_PORT, 0) : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(API_ROOT, '.data')),
    devIdp: {
      // Exactly "1", set on purpose (pnpm start, the tests, the benchmarks): anything else, or nothing, is off.
      enabled: env.SDP_DEV_SIGN_IN === '1',
      issuer: env.DEV_IDP_ISSUER ?? `http://localhost:${port}/dev-idp`,
      audience: 'sdp-api',
      tokenTtlSeconds: 3600,
    },
    // The bearer token is the access token for the API's own scope (v2 tokens: aud = the client id).
    entra:
      entraTenant && env.ENTRA_CLIENT_ID
        ? {
            issuer: env.ENTRA_ISSUER || `https://login.microsoftonline.com/${entraTenant}/v2.0`,
            audience: env.ENTRA_AUDIENCE || env.ENTRA_CLIENT_ID,
            jwksUrl:
              env.ENTRA_JWKS_URL || `https://login.microsoftonline.com/${entraTenant}/discovery/v2.0/keys`,
          }
        : undefined,
    firebase: firebaseProject
      ? {
          issuer: `https://securetoken.google.com/${firebaseProject}`,
          audience: firebaseProject,
          jwksUrl:
            env.FIREBASE_JWKS_URL ||
            'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
        }
      : undefined,
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((o) => o.trim()) : DEFAULT_ORIGINS,
    csrfSecret: env.CSRF_SECRET || undefined,
    csrfTtlSeconds: int(env.CSRF_TTL_SECONDS, 12 * 3600),
    callerCacheMs: int(env.CALLER_CACHE_MS, 10_000),
    rateLimit: flag(env.RATE_LIMIT, true)
      ? {
          max: int(env.RATE_LIMIT_MAX, 6000),
          userMax: int(env.RATE_LIMIT_USER_MAX, 1200),
          timeWindowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000),
        }
      : false,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    idempotency: {
      ttlMs: int(env.IDEMPOTENCY_TTL_MS, 24 * 3600_000),
      staleMs: int(env.IDEMPOTENCY_STALE_MS, 30_000),
    },
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024),
    fileLimitBytes: int(env.FILE_LIMIT_BYTES, 10 * 1024 * 1024),
    // Demo conveniences stay out of production unless asked for: the API docs, and seeding demo accounts.
    docs: flag(env.API_DOCS, !production),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: logFormatOf(env.LOG_FORMAT),
    seedWhenEmpty: flag(env.SEED_WHEN_EMPTY, !production),
    userLicences: int(env.USER_LICENCES, 100),
  };
}

/** The server must not offer the development sign-in, nor trust an emulator's unsigned tokens, in production. */
export function assertSafeConfig(config: AppConfig): void {
  if (config.production && config.devIdp.enabled) {
    throw new Error('SDP_DEV_SIGN_IN must not be set when NODE_ENV=production (the development sign-in)');
  }
  if (config.production && config.authEmulatorHost) {
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production');
  }
  if (config.production && config.seedWhenEmpty) {
    throw new Error('SEED_WHEN_EMPTY must not be on when NODE_ENV=production (it creates the demo accounts)');
  }
  if (config.production && !config.csrfSecret) {
    throw new Error('CSRF_SECRET is required when NODE_ENV=production');
  }
}

export const MIGRATIONS_DIR = path.join(API_ROOT, 'migrations');
