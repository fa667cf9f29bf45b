import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Notifications } from '../db/notifications';

/** Every instance on the database hears a revocation here (its payload: the token id; '' = reload everything). */
const REVOKED_CHANNEL = 'sdp_token_revoked';
/** How long a revocation waits to hear its own message back (every instance hears it at the same moment). */
const ECHO_MS = 2 * 1000;
/** The cache is read again from the table this often, a bound even for a revocation whose message was lost. */
const RESYNC_MS = 30_000;

const selectRevoked = (db: Db, tokenId: string) =>
  db.selectFrom('revoked_tokens').select('token_id').where('token_id', '=', tokenId).executeTakeFirst();

/**
 * Token ids signed out before their expiry, in the database so every instance refuses them. Without
 * `notifications`, every check is a primary-key lookup. With them, the ids are held in memory: loaded at `start()`,
 * added by every instance's `revoke` through a message all instances hear (PostgreSQL NOTIFY, or in-process on
 * PGlite), read again every RESYNC_MS; while the listening connection is down or a load is under way, checks go to
 * the table. Rows past the token's own expiry are useless and pruned on a schedule.
 */
export function createRevocationList(db: Db, notifications?: Notifications) {
  /** token id → its expiry (ms); undefined until loaded, and again while stale. */
  let known: Map<string, number> | undefined;
  let loading: Promise<void> | undefined;
  let stop: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;

  const reload = (): Promise<void> => {
    known = undefined;
    loading ??= (async () => {
      const pending = new Map<string, number>();
      // Messages heard during the read land in `pending` too (see `heard`), so none is lost to the swap.
      collecting = pending;
      try {
        const rows = await db.selectFrom('revoked_tokens').select(['token_id', 'expires_at']).execute();
        for (const row of rows) pending.set(row.token_id, new Date(row.expires_at).getTime());
        known = pending;
      } finally {
        collecting = undefined;
        loading = undefined;
      }
    })();
    return loading;
  };
  let collecting: Map<string, number> | undefined;
  const echoes = new Map<string, () => void>();
  const heard = (tokenId: string) => {
    echoes.get(tokenId)?.();
    if (!tokenId) {
      void reload().catch(() => undefined);
      return;
    }
    // Its expiry is unknown here; pruning drops it at the next reload.
    known?.set(tokenId, Number.MAX_SAFE_INTEGER);
    collecting?.set(tokenId, Number.MAX_SAFE_INTEGER);
  };

  return {
    /** Listens and loads the ids (with notifications; otherwise nothing to do). */
    async start(): Promise<void> {
      if (!notifications || stop) return;
      stop = await notifications.subscribe(REVOKED_CHANNEL, heard);
      // A database not reachable yet leaves the ids unloaded: checks ask the table (503 while it is down) until
      // the next re-read loads them.
      await reload().catch(() => undefined);
      timer = setInterval(() => void reload().catch(() => undefined), RESYNC_MS);
      timer.unref();
    },
    close(): void {
      stop?.();
      if (timer) clearInterval(timer);
      stop = undefined;
      known = undefined;
    },
    /** `via`: the request's own connection (PGlite has one; the pool would wait for it). */
    async revoke(tokenId: string, expiresAtSeconds: number, via: Db = db): Promise<void> {
      await via
        .insertInto('revoked_tokens')
        .values({ token_id: tokenId, expires_at: new Date(expiresAtSeconds * 1000) })
        .onConflict((oc) => oc.column('token_id').doNothing())
        .execute();
      known?.set(tokenId, expiresAtSeconds * 1000);
      if (!notifications) return;
      // The sign-out answers once the message came back through the server: the other instances have it too.
      let timeout: NodeJS.Timeout | undefined;
      const echoed = new Promise<void>((resolve) => {
        echoes.set(tokenId, resolve);
        timeout = setTimeout(resolve, ECHO_MS);
      });
      try {
        await notifications.publish(REVOKED_CHANNEL, tokenId);
        if (!notifications.deaf()) await echoed;
      } finally {
        clearTimeout(timeout);
        echoes.delete(tokenId);
      }
    },
    async isRevoked(tokenId: string | undefined): Promise<boolean> {
      if (tokenId === undefined) return false;
      if (known && notifications && !notifications.deaf()) return known.has(tokenId);
      return (await selectRevoked(db, tokenId)) !== undefined;
    },
    /** Deletes the rows whose token has expired anyway; answers how many. */
    async prune(): Promise<number> {
      const result = await sql`DELETE FROM revoked_tokens WHERE expires_at < now()`.execute(db);
      const now = Date.now();
      for (const [id, until] of known ?? []) if (until < now) known?.delete(id);
      return Number(result.numAffectedRows ?? 0);
    },
  };
}
export type RevocationList = ReturnType<typeof createRevocationList>;
