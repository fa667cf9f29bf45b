/**
 * Quality warnings on results (DESIGN.md §8): a value that moves by more than ±30 % from the previous survey year,
 * or falls to zero where last year it was not, is flagged. Warnings never block an upload; confirming one that has
 * them takes a comment. One rule for the server's dry run, mock mode and the preview.
 */

/** More than this share of last year's value, up or down, is a warning; exactly 30 % is not. */
export const YOY_CHANGE_THRESHOLD = 0.3;

export type QualityWarningCode = 'YOY_CHANGE' | 'ZERO_VALUE';

export const QUALITY_WARNING_LABELS: Readonly<Record<QualityWarningCode, string>> = {
  YOY_CHANGE: '前年度比±30%超',
  ZERO_VALUE: 'ゼロ（前年度はゼロ以外）',
};

/** Warnings a dry run lists and an upload's record keeps; the count is of them all. */
export const MAX_LISTED_WARNINGS = 100;

export const UPLOAD_COMMENT_MAX = 500;

export const UPLOAD_COMMENT_PROMPT = '前年度比の警告について確認内容を入力してください';

// Ratios such as 143 / 110 - 1 land a hair off 0.3 in binary floating point: compare at a fixed precision.
const roundRatio = (ratio: number): number => Math.round(ratio * 1e9) / 1e9;

/**
 * The warning a value earns against last year's, with the change in percent (one decimal), or null. No previous
 * value (a first year, a new key) and a previous zero (no base for a ratio) give none.
 */
export function yearOnYearWarning(
  previous: number | null | undefined,
  current: number,
): { code: QualityWarningCode; changePercent: number } | null {
  if (previous === null || previous === undefined || previous === 0) return null;
  const ratio = roundRatio((current - previous) / previous);
  const changePercent = Math.round(ratio * 1000) / 10;
  if (current === 0) return { code: 'ZERO_VALUE', changePercent };
  return Math.abs(ratio) > YOY_CHANGE_THRESHOLD ? { code: 'YOY_CHANGE', changePercent } : null;
}

const tooLong = `確認内容は${UPLOAD_COMMENT_MAX}文字以内で入力してください`;

/** What is wrong with an upload's comment, or null: required (1–500 characters) when the file has warnings. */
export function uploadCommentProblem(comment: string | undefined, warningCount: number): string | null {
  const text = comment?.trim() ?? '';
  if (warningCount === 0) return text.length > UPLOAD_COMMENT_MAX ? tooLong : null;
  if (text === '') return `${UPLOAD_COMMENT_PROMPT}（前年度比の警告が${warningCount}件あります）`;
  return text.length > UPLOAD_COMMENT_MAX ? tooLong : null;
}
