import { sql } from 'kysely';
import type { InjectOptions } from 'fastify';
import type { Db } from '../db/database';
import type { TestApp } from '../test/test-app';

/** Bookkeeping tables that a refused request may touch (idempotency keys) or that never change. */
const IGNORED = new Set(['schema_migrations', 'idempotency_keys']);

/**
 * Row count and sum of versions of every table, in one query: a refused request must leave both alone (an update
 * keeps the count but bumps a version).
 */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  const columns = await sql<{ table: string; versioned: boolean }>`SELECT t.table_name AS table,
      EXISTS (SELECT 1 FROM information_schema.columns c WHERE c.table_schema = 'public'
        AND c.table_name = t.table_name AND c.column_name = 'version') AS versioned
    FROM information_schema.tables t
    WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE' ORDER BY t.table_name`.execute(db);
  const parts = columns.rows
    .filter((row) => !IGNORED.has(row.table))
    .map(({ table, versioned }) =>
      versioned
        ? sql`(SELECT count(*) || '/' || coalesce(sum(version), 0) FROM ${sql.table(table)}) AS ${sql.ref(table)}`
        : sql`(SELECT count(*) || '' FROM ${sql.table(table)}) AS ${sql.ref(table)}`,
    );
  const result = await sql<Record<string, string>>`SELECT ${sql.join(parts)}`.execute(db);
  return result.rows[0]!;
}

/** Injects a request as `email` with its bearer and CSRF tokens, body as given (raw). */
export async function injectAs(
  t: TestApp,
  email: string,
  options: {
    method: InjectOptions['method'];
    url: string;
    payload?: InjectOptions['payload'];
    contentType?: string;
  },
) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${await t.tokenFor(email)}`,
    'x-csrf-token': await t.csrfFor(email),
  };
  if (options.contentType) headers['content-type'] = options.contentType;
  return t.app.inject({
    method: options.method,
    url: `/api/v1${options.url}`,
    headers,
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
}

/** Replaces `:param` with a value that exists nowhere, so a route reaches its body validation. */
export const sampleUrl = (path: string): string => path.replace(/:([a-zA-Z_]+)/g, 'FUZZ0000');
