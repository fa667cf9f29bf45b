import type { AuditChange } from '../contracts/audit';

/** Bookkeeping columns (ids, versions, who/when stamps), not what anyone changed; the year is the event's own. */
const NOT_CHANGES = /^(id|version|survey_fy)$|^(create|created|update|updated)_/;

type Cell = AuditChange['before'];
const cellOf = (value: unknown): Cell =>
  value === undefined || value === null
    ? null
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? value
      : value instanceof Date
        ? value.toISOString()
        : JSON.stringify(value);

/**
 * The fields whose value differs between two versions of a record (every field of one side for a registration or
 * a deletion): what an audit event's `changes` holds (DESIGN.md §7). The server and the mocks record with this.
 */
export function auditChangesOf(
  before: object | null | undefined,
  after: object | null | undefined,
): AuditChange[] {
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((field) => !NOT_CHANGES.test(field))
    .map((field) => ({ field, before: cellOf(a[field]), after: cellOf(b[field]) }))
    .filter((change) => change.before !== change.after);
}
