import { isCalendarDate } from './calendar-date';
import { PATTERNS, type MaxLength } from './patterns';

/** A rule is a pure check with its Japanese message (spec §5); the UI kit adapts it to antd forms. */
export interface Rule {
  id: string;
  message: string;
  /** Empty values pass every rule except `required`: emptiness is `required`'s job alone. */
  test: (value: unknown) => boolean;
  /** The field's name, for messages that name it (set by `required`). */
  label?: string;
}

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const textRule = (id: string, message: string, pattern: RegExp): Rule => ({
  id,
  message,
  test: (value) => isBlank(value) || (typeof value === 'string' && pattern.test(value)),
});

export const rules = {
  required: (label?: string): Rule => ({
    id: 'required',
    message: label ? `${label}を入力してください` : '必須項目です',
    test: (value) => !isBlank(value),
    ...(label ? { label } : {}),
  }),
  /** A choice (select, radio, cascade) says 選択, a typed field 入力 (DESIGN §7). */
  requiredSelect: (label: string): Rule => ({
    id: 'required',
    message: `${label}を選択してください`,
    test: (value) => !isBlank(value),
    label,
  }),
  /** A calendar date `YYYY-MM-DD` (a date picker's value; 利用期限). */
  calendarDate: {
    id: 'calendarDate',
    message: '日付が正しくありません',
    test: (value) => isBlank(value) || (typeof value === 'string' && isCalendarDate(value)),
  } satisfies Rule,
  /** Marks a free-text field that may hold line breaks and tabs (text hygiene allows them there only). */
  multiline: { id: 'multiline', message: '', test: () => true } satisfies Rule,
  katakana: textRule('katakana', '全角カタカナで入力してください', PATTERNS.katakana),
  halfAlnum: textRule('halfAlnum', '半角英数字で入力してください', PATTERNS.halfAlnum),
  halfDigits: textRule('halfDigits', '半角数字で入力してください', PATTERNS.halfDigits),
  halfAlnumHyphen: textRule(
    'halfAlnumHyphen',
    '半角英数字とハイフンのみで入力してください',
    PATTERNS.halfAlnumHyphen,
  ),
  kanji: textRule('kanji', '漢字で入力してください', PATTERNS.kanji),
  email: textRule('email', 'メールアドレスの形式が正しくありません', PATTERNS.email),
  noSpaces: textRule('noSpaces', '空白は入力できません', PATTERNS.noSpaces),
  katakanaFullLetters: textRule(
    'katakanaFullLetters',
    '全角カタカナまたは全角英字で入力してください',
    PATTERNS.katakanaFullLetters,
  ),
  katakanaHalfLetters: textRule(
    'katakanaHalfLetters',
    '全角カタカナまたは半角英字で入力してください',
    PATTERNS.katakanaHalfLetters,
  ),
  halfWidth: textRule('halfWidth', '半角文字で入力してください', PATTERNS.halfWidth),
  countryCode: textRule('countryCode', '半角英大文字3文字の国コードで入力してください', PATTERNS.countryCode),
  maxLength: (max: MaxLength): Rule => ({
    id: `maxLength${max}`,
    message: `${max}文字以内で入力してください`,
    test: (value) => isBlank(value) || (typeof value === 'string' && [...value].length <= max),
  }),
  fileRequired: {
    id: 'fileRequired',
    message: 'ファイルを選択してください',
    test: (value) => value instanceof Blob || (Array.isArray(value) && value.length > 0),
  } satisfies Rule,
  csvFile: {
    id: 'csvFile',
    message: 'CSVファイルを選択してください',
    test: (value) => {
      const file = Array.isArray(value)
        ? (value[0] as { name?: string } | undefined)
        : (value as { name?: string });
      return typeof file?.name === 'string' && /\.csv$/i.test(file.name);
    },
  } satisfies Rule,
};

/** First failing rule's message, or undefined when every rule passes. */
export function validate(value: unknown, ruleList: readonly Rule[]): string | undefined {
  return ruleList.find((rule) => !rule.test(value))?.message;
}
