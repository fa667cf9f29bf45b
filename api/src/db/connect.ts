import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database, Db } from './database';
import { registerBulkCopy } from './bulk-copy';
import { postgresCopy } from './bulk-copy-postgres';
import { pgliteDb } from './pglite-db';
import { preparingPool } from './prepared-pool';
import { registerScopedPool } from './scope';
import { reservingFor, setScopeOnTake } from './scope-on-take';
import { inProcessNotifications, postgresNotifications, type Notifications } from './notifications';

/** Connections of a database's pool right now, for the metrics. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}
const pools = new WeakMap<Db, { totalCount: number; idleCount: number; waitingCount: number }>();
export function poolStatsOf(db: Db): PoolStats | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Reaches every app on this database: every instance on a server, every app in this process on PGlite. */
  notifications: Notifications;
  /** The server's connection string (PostgreSQL only), for another pool on the same database. */
  url?: string;
  close: () => Promise<void>;
}

// Counts and sums come back as text by default; ours fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));
// A calendar date (利用期限) stays its text `YYYY-MM-DD`: a Date would be some time zone's midnight.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);

/** A real PostgreSQL server. */
export function connectPostgres(url: string, max = 10): DbHandle {
  // Fail fast instead of queueing forever while the server is down; the request answers 503.
  const newPool = () => {
    const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 });
    // A connection the server closed (restart, pg_terminate_backend) must not crash the process with an unhandled
    // 'error', idle or checked out between queries: the query in flight fails (503) and the pool drops the client.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    return pool;
  };
  const pool = newPool();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // Requests' work (withScope) on a pool of its own, each connection set to the caller's role and scope as it is
  // taken (nothing when it is set so already: a run of 全社 callers costs one round trip a list). Its statements run
  // often: they are prepared (parsed and planned once per connection).
  const scoped = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: preparingPool(newPool(), setScopeOnTake) }),
  });
  registerScopedPool(db, scoped, reservingFor);
  registerBulkCopy(db, postgresCopy(pool));
  pools.set(db, pool);
  const notifications = postgresNotifications(url, pool);
  return {
    db,
    kind: 'postgres',
    notifications,
    url,
    close: async () => {
      await notifications.close();
      await scoped.destroy();
      await db.destroy();
    },
  };
}

/** A PGlite database (one connection, handed out one query or transaction at a time). The instance is ours to close. */
export function wrapPglite(pglite: PGlite): DbHandle {
  const { db, pool } = pgliteDb(pglite);
  pools.set(db, pool);
  const notifications = inProcessNotifications();
  return {
    db,
    kind: 'pglite',
    notifications,
    close: async () => {
      await notifications.close();
      await db.destroy();
      await pglite.close();
    },
  };
}

/**
 * PGlite's buffer cache lives in the process's memory (its WebAssembly heap, which never shrinks): PostgreSQL's
 * default of 128 MB filled up during a large upload's merge and stayed resident. The data folder is on disk, so a
 * smaller cache costs reads from the OS's file cache, not from the disk.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/** Opens the server's PGlite data folder as the server does (a benchmark may try another cache size). */
export const openPgliteFolder = (dataDir: string, sharedBuffers = PGLITE_SHARED_BUFFERS) =>
  PGlite.create({
    dataDir,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
  });

async function openPglite(dataDir: string): Promise<DbHandle> {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const pglite = await openPgliteFolder(dataDir);
  return wrapPglite(pglite);
}

export async function connect(config: {
  databaseUrl: string | undefined;
  dbPoolMax: number;
  dataDir: string;
}): Promise<DbHandle> {
  if (config.databaseUrl) return connectPostgres(config.databaseUrl, config.dbPoolMax);
  return openPglite(path.join(config.dataDir, 'pglite'));
}
