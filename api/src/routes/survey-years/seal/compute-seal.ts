import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
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

/**
 * SHA-256 over the canonical export of a year's data: kind by kind in the fixed order, a `# kind` line, then the
 * kind's CSV export (header and rows as the export writes them, UTF-8, CRLF, in its business-key order). One query
 * (or keyset pages) per kind, hashed as it streams. Call inside a transaction after readWholeCompany.
 */
export async function computeSeal(db: Db, fy: number): Promise<{ digest: string; counts: SealCounts }> {
  const hash = createHash('sha256');
  const counts: SealCounts = [];
  for (const kind of YEAR_EXPORTS) {
    hash.update(`# ${kind.kind}\r\n${kind.header}`, 'utf8');
    let rows = 0;
    for await (const page of kind.pages(db, fy)) {
      hash.update(page.text, 'utf8');
      rows += page.rows;
    }
    counts.push({ kind: kind.kind, rows });
  }
  return { digest: hash.digest('hex'), counts };
}
