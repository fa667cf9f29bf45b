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
