import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { Scoped } from '../../../db/scope';
import type { SealCounts } from '../../../db/tables/seals';
import { YEAR_EXPORTS } from './year-exports';

/**
 * Makes the rest of the caller's transaction read as the 全社 scope (role sdp_all, migration 121): a seal covers the
 * whole year whoever closes or checks it. Local to the transaction, so the connection's own scope comes back after.
 */
export async function readWholeCompany(tx: Db): Promise<void> {
  await sql`SELECT set_config('role', 'sdp_all', true), set_config('sdp.scope_kind', 'all', true),
    set_config('sdp.scope_code', '', true)`.execute(tx);
}

/** Reads in one transaction that readWholeCompany already raised (the close's, the seal check's). */
export const within =
  (tx: Db): Scoped =>
  (work) =>
    work(tx);

/** Each read in a short transaction of its own as the 全社 scope, on connections `background` hands out. */
export const wholeCompany =
  (background: Scoped): Scoped =>
  (work) =>
    background((db) =>
      db.transaction().execute(async (tx) => {
        await readWholeCompany(tx);
        return work(tx);
      }),
    );

const encoder = new TextEncoder();

/**
 * SHA-256 over the canonical export of a year's data: kind by kind in the fixed order, a `# kind` line, then the
 * kind's CSV export (header and rows as the export writes them, UTF-8, CRLF, in its business-key order). One query
 * (or keyset pages) per kind, hashed as it streams. @noble/hashes, not node:crypto: mock mode runs this in the page.
 */
export async function computeSeal(read: Scoped, fy: number): Promise<{ digest: string; counts: SealCounts }> {
  const hash = sha256.create();
  const counts: SealCounts = [];
  for (const kind of YEAR_EXPORTS) {
    hash.update(encoder.encode(`# ${kind.kind}\r\n${kind.header}`));
    let rows = 0;
    for await (const page of kind.pages(read, fy)) {
      hash.update(encoder.encode(page.text));
      rows += page.rows;
    }
    counts.push({ kind: kind.kind, rows });
  }
  return { digest: bytesToHex(hash.digest()), counts };
}
