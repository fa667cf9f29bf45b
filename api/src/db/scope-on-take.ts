import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import type { DataScope } from './data-scope';
import { SET_SCOPE_SQL, scopeSettings } from './scope-pool';

// Node only (connect.ts): the browser's mock mode bundles scope.ts, which must not reach node:async_hooks.
/** The scope the work taking a connection of the scoped pool runs with (set by `withScope`). */
const wanted = new AsyncLocalStorage<DataScope>();
export const reservingFor = <T>(scope: DataScope, take: () => Promise<T>): Promise<T> =>
  wanted.run(scope, take);

/** The scope each connection of the scoped pool is set to now. */
const setTo = new WeakMap<pg.PoolClient, string>();

/**
 * Run as the scoped pool (PostgreSQL) hands out a connection: sets role and scope on it unless it is set to them
 * already, so a run of callers of one scope (most often 全社) sets nothing. The settings are the session's
 * (`set_config(…, false)`, outside any transaction), so they hold until the next change.
 */
export async function setScopeOnTake(client: pg.PoolClient): Promise<void> {
  const scope = wanted.getStore();
  if (!scope) throw new Error('a connection of the scoped pool was taken outside withScope');
  const key = scopeSettings(scope).join(':');
  if (setTo.get(client) === key) return;
  setTo.delete(client);
  await client.query(SET_SCOPE_SQL, scopeSettings(scope));
  setTo.set(client, key);
}
