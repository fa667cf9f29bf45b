import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import type { DataScope } from './data-scope';

/**
 * The roles the API's work runs as: not the tables' owner, so the row-level security policies apply (migrations 120,
 * 121). A 全社 caller's role has policies of plain `true`, which the planner drops; the other scopes' role has the
 * policies that test the organisation.
 */
export const roleOf = (scope: DataScope) => (scope.kind === 'all' ? 'sdp_all' : 'sdp_app');
const codeOf = (scope: DataScope) => ('code' in scope ? scope.code : '');

/** The role, scope kind and scope code a connection is set to for `scope`. */
export const scopeSettings = (scope: DataScope): [string, string, string] => [
  roleOf(scope),
  scope.kind,
  codeOf(scope),
];

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
  const key = `${scope.kind}:${codeOf(scope)}`;
  if (setTo.get(client) === key) return;
  setTo.delete(client);
  await client.query(
    `SELECT set_config('role', $1, false), set_config('sdp.scope_kind', $2, false),
      set_config('sdp.scope_code', $3, false)`,
    scopeSettings(scope),
  );
  setTo.set(client, key);
}
