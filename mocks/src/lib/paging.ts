import type { PageQuery } from '@sdp/shared/contracts';

/**
 * Sorts by a whitelisted key (falling back to `fallback`), then cuts the requested page. The key is the caller's
 * word: only the table's own keys count (`__proto__` or `constructor` would find the prototype's).
 */
export function pageOf<T>(
  rows: readonly T[],
  query: PageQuery & { sort?: string | undefined },
  sortKeys: Readonly<Record<string, (row: T) => string | number | null>>,
  fallback: string,
): { total: number; page: number; per_page: number; items: T[] } {
  const named = query.sort && Object.hasOwn(sortKeys, query.sort) ? query.sort : fallback;
  const key = Object.hasOwn(sortKeys, named) ? sortKeys[named] : undefined;
  const direction = query.order === 'desc' ? -1 : 1;
  const sorted = key
    ? [...rows].sort((a, b) => {
        const x = key(a);
        const y = key(b);
        if (x === y) return 0;
        if (x === null) return 1;
        if (y === null) return -1;
        return (
          (typeof x === 'number' && typeof y === 'number'
            ? x - y
            : String(x).localeCompare(String(y), 'ja')) * direction
        );
      })
    : [...rows];
  const start = (query.page - 1) * query.per_page;
  return {
    total: rows.length,
    page: query.page,
    per_page: query.per_page,
    items: sorted.slice(start, start + query.per_page),
  };
}
