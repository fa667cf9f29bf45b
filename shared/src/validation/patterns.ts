/** Character classes of spec §5, shared by the form rules and the server's contract schemas. */
export const PATTERNS = {
  katakana: /^[\u30A1-\u30FA\u30FC\u30FB]+$/,
  halfAlnum: /^[A-Za-z0-9]+$/,
  halfDigits: /^[0-9]+$/,
  halfAlnumHyphen: /^[A-Za-z0-9-]+$/,
  kanji: /^[\p{Script=Han}々〆ヶ]+$/u,
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/,
  noSpaces: /^[^\s\u3000]*$/,
  katakanaFullLetters: /^[\u30A1-\u30FA\u30FC\u30FB\uFF21-\uFF3A\uFF41-\uFF5A]+$/,
  katakanaHalfLetters: /^[\u30A1-\u30FA\u30FC\u30FBA-Za-z]+$/,
  halfWidth: /^[\x20-\x7E]+$/,
  countryCode: /^[A-Z]{3}$/,
} as const;

export const MAX_LENGTHS = [200, 100, 8, 5, 4, 3] as const;
export type MaxLength = (typeof MAX_LENGTHS)[number];
