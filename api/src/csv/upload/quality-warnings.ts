import type { QualityWarning } from '@sdp/shared/contracts';
import {
  MAX_LISTED_WARNINGS,
  uploadCommentProblem,
  yearOnYearWarning,
  type CsvValue,
} from '@sdp/shared/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';

/** The file's valid records with their lines, as a quality check reads them. */
export interface CheckedRecords<T> {
  records: readonly T[];
  lines: readonly number[];
}

/** Every quality warning of a file, in line then key order (the target's rule, over the previous year's data). */
export type QualityCheck<T extends Record<string, CsvValue>> = (
  db: Db,
  upload: CheckedRecords<T>,
) => Promise<QualityWarning[]>;

/** The shared rule applied to one compared value: its warning, or null. */
export function qualityWarningOf(
  at: { line: number | null; key: string; label: string },
  previous: number | undefined,
  current: number,
): QualityWarning | null {
  const found = yearOnYearWarning(previous, current);
  return found && previous !== undefined
    ? { code: found.code, ...at, previous, current, change_percent: found.changePercent }
    : null;
}

/** The years before the ones a file holds: what its values are compared with. */
export const previousYearsOf = (records: readonly { survey_fy: number }[]): number[] =>
  [...new Set(records.map((record) => record.survey_fy - 1))].sort((a, b) => a - b);

/** The warnings of an upload: the first MAX_LISTED_WARNINGS to list, and how many there are. */
export interface UploadWarnings {
  list: QualityWarning[];
  count: number;
}

export const listedWarnings = (warnings: readonly QualityWarning[]): UploadWarnings => ({
  list: warnings.slice(0, MAX_LISTED_WARNINGS),
  count: warnings.length,
});

/** An upload whose file has warnings needs a comment (1–500 characters): a 400 otherwise, before anything is written. */
export function requireComment(comment: string | undefined, warnings: UploadWarnings): void {
  const problem = uploadCommentProblem(comment, warnings.count);
  if (problem === null) return;
  const missing = (comment?.trim() ?? '') === '';
  throw new AppError(400, missing ? 'W-001-1' : 'W-001-3', problem, {
    comment: missing ? 'REQUIRED' : 'INVALID_VALUE',
  });
}
