import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** A statement is prepared once it has been run this often (one-off statements stay unnamed). */
const PREPARE_AFTER = 3;
/** At most this many named statements per process (each connection prepares those it runs). */
const MAX_NAMED = 300;
/** Texts counted before they reach PREPARE_AFTER; the count starts again when full. */
const MAX_COUNTED = 4_096;
/** PostgreSQL's answer when a prepared statement's result type changed under it (a migration ran meanwhile). */
const CACHED_PLAN_CHANGED = '0A000';
/** One read: a text without parameters is named only when it cannot hold a second statement. */
const ONE_READ = /^\s*(select|with)\b[^;]*$/i;

/**
 * Which statement texts run as named prepared statements: PostgreSQL parses and plans a named statement once per
 * connection (and may keep a generic plan), where an unnamed one is parsed and planned on every run. Only one
 * statement per text (a text with parameters is one; one without is named only when it is a single read, such as a
 * list page whose LIMIT is written in), only those run often, and a bounded number.
 */
export function statementNames() {
  const names = new Map<string, string>();
  const counts = new Map<string, number>();
  let generation = 0;
  return {
    nameOf(text: string, parameters: number): string | undefined {
      if (parameters === 0 && !ONE_READ.test(text)) return undefined;
      const named = names.get(text);
      if (named || names.size >= MAX_NAMED) return named;
      const count = (counts.get(text) ?? 0) + 1;
      if (count < PREPARE_AFTER) {
        if (counts.size >= MAX_COUNTED) counts.clear();
        counts.set(text, count);
        return undefined;
      }
      counts.delete(text);
      const name = `sdp_${generation}_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      names.set(text, name);
      return name;
    },
    /** Every name is dropped: statements are prepared anew under new names (old ones stay on their connections). */
    forgetAll(): void {
      names.clear();
      generation += 1;
    },
  };
}

type Names = ReturnType<typeof statementNames>;

/** A client whose statements run as named prepared statements when `names` says so. */
function preparingClient(client: pg.PoolClient, names: Names): PostgresPoolClient {
  const run = async <R>(text: string, values: unknown[]): Promise<PostgresQueryResult<R>> => {
    const name = names.nameOf(text, values.length);
    if (!name) return (await client.query(text, values)) as unknown as PostgresQueryResult<R>;
    try {
      return (await client.query({ name, text, values })) as unknown as PostgresQueryResult<R>;
    } catch (error) {
      if ((error as { code?: string }).code !== CACHED_PLAN_CHANGED) throw error;
      names.forgetAll();
      return (await client.query(text, values)) as unknown as PostgresQueryResult<R>;
    }
  };
  function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(
    first: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof first !== 'string') return client.query(first as never) as PostgresCursor<R>;
    return run<R>(first, [...(parameters ?? [])]);
  }
  return { query, release: () => client.release() };
}

/**
 * A pool for Kysely whose clients prepare the statements they run often, each readied by `beforeUse` as it is handed
 * out (a client it fails on is dropped, not returned to the pool). The same pg client always gets the same wrapper:
 * Kysely keeps one connection object per client.
 */
export function preparingPool(
  pool: pg.Pool,
  beforeUse: (client: pg.PoolClient) => Promise<void> = async () => undefined,
  names: Names = statementNames(),
): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      try {
        await beforeUse(client);
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        throw error;
      }
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = preparingClient(client, names);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
