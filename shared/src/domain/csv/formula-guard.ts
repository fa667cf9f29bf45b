/**
 * What a spreadsheet runs as a formula when a cell starts with it: = + - @, tab, CR or LF, and the full-width
 * ＝ ＋ － ＠ (Excel takes those too when the Japanese IME is on).
 */
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;
const GUARDED = /^'[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Formula injection guard of every export: such a text cell gets a leading single quote. */
export const neutraliseFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** The guard taken off again on upload, so an exported file uploads unchanged. */
export const unguardFormula = (text: string): string => (GUARDED.test(text) ? text.slice(1) : text);
