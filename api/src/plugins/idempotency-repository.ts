import { sql } from 'kysely';
import type { Db } from '../db/database';

export interface StoredAnswer {
  statusCode: number;
  contentType: string | null;
  body: string | null;
}

export type Claim =
  { kind: 'claimed' } | { kind: 'running' } | { kind: 'mismatch' } | { kind: 'replay'; answer: StoredAnswer };

interface KeyRow {
  fingerprint: string;
  status_code: number | null;
  content_type: string | null;
  response_body: string | null;
  stale: boolean;
}

export interface ClaimInput {
  userId: string;
  key: string;
  fingerprint: string;
  ttlMs: number;
  /** A first request running longer than this is taken to have died (server restart) and may be run again. */
  staleMs: number;
}

/** Claims (user, key) for this request, or says why not: same key still running, another body, or the answer. */
export async function claimKey(db: Db, input: ClaimInput): Promise<Claim> {
  const { userId, key, fingerprint } = input;
  await sql`DELETE FROM idempotency_keys
    WHERE user_id = ${userId} AND idempotency_key = ${key} AND expires_at < now()`.execute(db);
  const inserted = await sql<{ user_id: string }>`INSERT INTO idempotency_keys
      (user_id, idempotency_key, fingerprint, expires_at)
    VALUES (${userId}, ${key}, ${fingerprint}, now() + ${`${input.ttlMs} milliseconds`}::interval)
    ON CONFLICT DO NOTHING RETURNING user_id`.execute(db);
  if (inserted.rows.length > 0) return { kind: 'claimed' };

  const found = await sql<KeyRow>`SELECT fingerprint, status_code, content_type, response_body,
      locked_at < now() - ${`${input.staleMs} milliseconds`}::interval AS stale
    FROM idempotency_keys WHERE user_id = ${userId} AND idempotency_key = ${key}`.execute(db);
  const row = found.rows[0];
  if (!row) return claimKey(db, input); // expired and deleted in between
  if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
  if (row.status_code !== null) {
    return {
      kind: 'replay',
      answer: { statusCode: row.status_code, contentType: row.content_type, body: row.response_body },
    };
  }
  if (!row.stale) return { kind: 'running' };
  const taken = await sql`UPDATE idempotency_keys SET locked_at = now()
    WHERE user_id = ${userId} AND idempotency_key = ${key} AND status_code IS NULL
      AND locked_at < now() - ${`${input.staleMs} milliseconds`}::interval`.execute(db);
  return (taken.numAffectedRows ?? 0n) > 0n ? { kind: 'claimed' } : { kind: 'running' };
}

export async function storeAnswer(db: Db, userId: string, key: string, answer: StoredAnswer): Promise<void> {
  await sql`UPDATE idempotency_keys
    SET status_code = ${answer.statusCode}, content_type = ${answer.contentType}, response_body = ${answer.body}
    WHERE user_id = ${userId} AND idempotency_key = ${key}`.execute(db);
}

/** Frees the key after a failure the caller may retry (5xx): the next request with it runs again. */
export async function releaseKey(db: Db, userId: string, key: string): Promise<void> {
  await sql`DELETE FROM idempotency_keys
    WHERE user_id = ${userId} AND idempotency_key = ${key} AND status_code IS NULL`.execute(db);
}

export async function deleteExpiredKeys(db: Db): Promise<number> {
  const result = await sql`DELETE FROM idempotency_keys WHERE expires_at < now()`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}
