import type { Db } from '../db/database';

export interface SeedOptions {
  /** Benchmark scale: 5 survey years, ~30 headquarters, ~300 departments, ~1,000 users. */
  volume: boolean;
}

/** One domain's seed: runs after migrations on an empty database, in the order of SEEDERS. */
export type Seeder = (db: Db, options: SeedOptions) => Promise<void>;

/** Inserts rows in batches (one statement per batch; never row by row). */
export async function insertBatched<T>(
  rows: readonly T[],
  size: number,
  insert: (batch: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}
