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

/** Sets a connection to `scopeSettings(scope)` ($1 role, $2 kind, $3 code) for the session. */
export const SET_SCOPE_SQL = `SELECT set_config('role', $1, false), set_config('sdp.scope_kind', $2, false),
  set_config('sdp.scope_code', $3, false)`;
/** Sets a connection back to no role and no scope before its next user. */
export const RESET_SCOPE_SQL = `SELECT set_config('role', 'none', false), set_config('sdp.scope_kind', '', false),
  set_config('sdp.scope_code', '', false)`;
