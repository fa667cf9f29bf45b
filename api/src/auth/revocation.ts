import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Token ids signed out before their expiry, in the database so every instance refuses them. Checked on every
 * request (a primary-key lookup); rows past the token's own expiry are useless and pruned on a schedule.
 */
export function createRevocationList(db: Db) {
  return {
    async revoke(tokenId: string, expiresAtSeconds: number): Promise<void> {
      await db
        .insertInto('revoked_tokens')
        .values({ token_id: tokenId, expires_at: new Date(expiresAtSeconds * 1000) })
        .onConflict((oc) => oc.column('token_id').doNothing())
        .execute();
    },
    async isRevoked(tokenId: string | undefined): Promise<boolean> {
      if (tokenId === undefined) return false;
      const row = await db
        .selectFrom('revoked_tokens')
        .select('token_id')
        .where('token_id', '=', tokenId)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Deletes the rows whose token has expired anyway; answers how many. */
    async prune(): Promise<number> {
      const result = await sql`DELETE FROM revoked_tokens WHERE expires_at < now()`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },
  };
}
export type RevocationList = ReturnType<typeof createRevocationList>;
