import type { PGliteInterface } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { byteaHex } from './bytea-hex';

/** PostgreSQL type OIDs whose text pg (the server's driver) turns into numbers: counts and sums fit a JS number. */
const INT8 = 20;
const NUMERIC = 1700;
/** A calendar date (利用期限) stays its text `YYYY-MM-DD`: a Date would be some time zone's midnight. */
const DATE = 1082;
const asText = (value: string) => value;
const PARSERS = { [INT8]: Number, [NUMERIC]: Number, [DATE]: asText };
const BYTEA = 17;
const SERIALIZERS = { [BYTEA]: byteaHex };

/**
 * PGlite is ONE connection: this pool hands it to one query or transaction at a time, in the shape Kysely's
 * PostgresDialect takes from pg (so the same dialect runs on PGlite in Node, in the browser and on a real server),
 * with pg's number parsing. `lock` serialises across tabs when several share one database (Web Locks); by default
 * within this program only.
 */
export function pglitePool(
  pglite: PGliteInterface,
  lock: Lock = localLock(),
): PostgresPool & { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number } {
  let waiting = 0;
  let busy = false;
  return {
    totalCount: 1,
    get idleCount() {
      return busy ? 0 : 1;
    },
    get waitingCount() {
      return waiting;
    },
    async connect(): Promise<PostgresPoolClient> {
      waiting += 1;
      const free = await lock().finally(() => {
        waiting -= 1;
      });
      busy = true;
      const release = () => {
        busy = false;
        free();
      };
      let held = true;
      return {
        // Kysely reads the affected rows only of a write's tag, and ignores them for reads: any write tag will do.
        // Without parameters, the simple protocol as pg uses it: a migration's several statements in one text.
        query: (async (sql: string, parameters: readonly unknown[]) => {
          const result =
            parameters.length === 0
              ? (await pglite.exec(sql, { parsers: PARSERS })).at(-1)
              : await pglite.query(sql, [...parameters], { parsers: PARSERS, serializers: SERIALIZERS });
          return { rows: result?.rows ?? [], rowCount: result?.affectedRows ?? 0, command: 'UPDATE' };
        }) as PostgresPoolClient['query'],
        release: () => {
          if (held) release();
          held = false;
        },
      };
    },
    async end(): Promise<void> {
      // The PGlite instance is its owner's to close.
    },
  };
}

/** Waits for the database and answers the function that lets the next one in. */
export type Lock = () => Promise<() => void>;

export function localLock(): Lock {
  let tail = Promise.resolve();
  return () => {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const acquired = tail.then(() => release);
    tail = tail.then(() => next);
    return acquired;
  };
}
