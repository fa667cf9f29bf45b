import { EventEmitter } from 'node:events';
import pg from 'pg';

type Listener = (payload: string) => void;

/**
 * Messages that must reach every API instance on the same database (for now: "cached callers are stale").
 * On PostgreSQL: NOTIFY, heard through one dedicated LISTEN connection per instance. On PGlite (one process owns
 * the database): an in-process emitter shared by every app on that database.
 */
export interface Notifications {
  publish: (channel: string, payload?: string) => Promise<void>;
  /**
   * Resolves once messages of the channel are heard. The listener is also called with '' after the LISTEN connection
   * was lost and re-established (messages may have been missed meanwhile).
   */
  subscribe: (channel: string, listener: Listener) => Promise<() => void>;
  /** True while messages may be missed (the LISTEN connection is down): caches must not be trusted then. */
  deaf: () => boolean;
  close: () => Promise<void>;
}

export function inProcessNotifications(): Notifications {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (channel, payload = '') => {
      emitter.emit(channel, payload);
    },
    subscribe: async (channel, listener) => {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    deaf: () => false,
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

const CHANNEL = /^[a-z_]+$/;
const RECONNECT_MS = 1_000;

/** LISTEN on a dedicated client (opened on the first subscription, re-opened if the server drops it). */
export function postgresNotifications(url: string, pool: pg.Pool): Notifications {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const channels = new Set<string>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => emitter.emit(message.channel, message.payload ?? ''));
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${channel}`);
      client = next;
    })()
      .catch(() => schedule())
      .finally(() => {
        connecting = undefined;
      });
    return connecting;
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect().then(() => {
        // Whatever was published while we were deaf is lost: tell every listener to assume the worst.
        if (client) for (const channel of channels) emitter.emit(channel, '');
      });
    }, RECONNECT_MS);
    retry.unref();
  };
  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    void which.end().catch(() => undefined);
    schedule();
  };

  return {
    publish: async (channel, payload = '') => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    subscribe: async (channel, listener) => {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
      emitter.on(channel, listener);
      if (!channels.has(channel)) {
        channels.add(channel);
        if (!client) await connect();
        // LISTEN is idempotent: a connect already under way may have passed this channel by.
        const current = client;
        if (current) await current.query(`LISTEN ${channel}`).catch(() => lost(current));
      }
      return () => emitter.off(channel, listener);
    },
    deaf: () => client === undefined,
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      await connecting;
      emitter.removeAllListeners();
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
