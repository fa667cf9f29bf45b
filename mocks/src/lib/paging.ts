import type { PageQuery } from '@sdp/shared/contracts';

/** Sorts by a whitelisted key (falling back to `fallback`), then cuts the requested page. */
export function pageOf<T>(
  rows: readonly T[],
  query: PageQuery,
  sortKeys: Readonly<Record<string, (row: T) => string | number | null>>,
  fallback: string,
): { total: number; page: number; per_page: number; items: T[] } {
  const key = (query.sort && sortKeys[query.sort]) || sortKeys[fallback];
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
