import type { StoreFailure, StoreResult } from './store-result';

interface Stored {
  id: number;
  version: number;
  survey_fy: number;
  created_date: string;
  created_user_id: string | null;
}

type Base<Detail extends Stored> = Pick<Detail, 'id' | 'version' | 'created_date' | 'created_user_id'>;

const notFound = (): StoreFailure => ({ ok: false, error: 'not-found', field: 'id' });
const stale = (): StoreFailure => ({ ok: false, error: 'conflict', field: 'version' });

/**
 * One master kind of a survey year (offices, related companies): rows by id, a business key unique per year,
 * optimistic versions. `fromInput` builds a row from a request body or fails on a missing reference.
 */
export function recordTable<Detail extends Stored, Input>({
  key,
  fromInput,
  ids,
}: {
  key: keyof Detail & string;
  fromInput: (input: Input, base: Base<Detail>, userId: string) => Detail | StoreFailure;
  /** The store's id counter, shared by every kind: `peek` the next id, `take` it once the row is kept. */
  ids: { peek: () => number; take: () => number };
}) {
  let rows = new Map<number, Detail>();
  const taken = (record: Detail) =>
    [...rows.values()].some(
      (other) => other.id !== record.id && other.survey_fy === record.survey_fy && other[key] === record[key],
    );
  const keep = (record: Detail | StoreFailure): StoreResult<Detail> => {
    if ('ok' in record) return record;
    if (taken(record)) return { ok: false, error: 'duplicate', field: key };
    rows.set(record.id, record);
    return { ok: true, value: record };
  };
  return {
    reset: () => {
      rows = new Map();
    },
    put: (record: Detail) => rows.set(record.id, record),
    all: () => [...rows.values()],
    list: (year: number) => [...rows.values()].filter((row) => row.survey_fy === year),
    find: (id: number) => rows.get(id),
    create(input: Input, userId: string): StoreResult<Detail> {
      const base = {
        id: ids.peek(),
        version: 1,
        created_date: new Date().toISOString(),
        created_user_id: userId,
      };
      const result = keep(fromInput(input, base as Base<Detail>, userId));
      if (result.ok) ids.take();
      return result;
    },
    update(id: number, version: number, input: Input, userId: string): StoreResult<Detail> {
      const current = rows.get(id);
      if (!current) return notFound();
      if (current.version !== version) return stale();
      return keep(fromInput(input, { ...current, version: version + 1 }, userId));
    },
    remove(id: number, version: number): StoreResult<null> {
      const current = rows.get(id);
      if (!current) return notFound();
      if (current.version !== version) return stale();
      rows.delete(id);
      return { ok: true, value: null };
    },
  };
}
