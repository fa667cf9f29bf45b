// Values from the zod-free leaf: contracts/users.ts imports this package, so a value import back would be a cycle.
import { MESSAGES } from '../../contracts/constants';
import type { CsvImportDefinition, CsvValue } from './columns';

export type CsvHeaderProblem = { code: 'W-005-1' | 'W-005-3'; message: string };

const clean = (cell: string | undefined): string => (cell ?? '').replace(/^\uFEFF/, '').trim();

/**
 * Checks the header row and finds each column's cell: too few columns answers W-005-3, a wrong or misplaced name
 * W-005-1. The export's display-only columns may be there or not, wherever they stand; they are skipped.
 */
export function checkCsvHeader<T extends Record<string, CsvValue>>(
  definition: CsvImportDefinition<T>,
  header: readonly string[],
): CsvHeaderProblem | number[] {
  const expected = definition.columns.map((column) => column.header);
  if (header.length < expected.length) return { code: 'W-005-3', message: MESSAGES.csvColumns };
  const skipped = new Set((definition.display ?? []).map((column) => column.header));
  const positions: number[] = [];
  let at = 0;
  for (const name of expected) {
    while (at < header.length && clean(header[at]) !== name && skipped.has(clean(header[at]))) at += 1;
    if (clean(header[at]) !== name) return { code: 'W-005-1', message: MESSAGES.csvHeader };
    positions.push(at);
    at += 1;
  }
  return positions;
}
