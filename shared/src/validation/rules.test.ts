import { rules, validate } from './rules';

const cases: [keyof typeof rules | string, { good: unknown[]; bad: unknown[]; message: string }][] = [
  [
    'calendarDate',
    {
      good: ['2026-12-31', '2028-02-29', '', undefined],
      bad: ['2026-02-29', '2026/12/31', '20261231', 20261231],
      message: '日付が正しくありません',
    },
  ],
  [
    'katakana',
    {
      good: ['ヤマダ', 'タロウー', ''],
      bad: ['やまだ', 'ﾔﾏﾀﾞ', 'Yamada', '山田'],
      message: '全角カタカナで入力してください',
    },
  ],
  [
    'halfAlnum',
    { good: ['A01', 'abc9'], bad: ['A-01', 'ＡＢ', 'a b'], message: '半角英数字で入力してください' },
  ],
  ['halfDigits', { good: ['00123'], bad: ['12a', '１２'], message: '半角数字で入力してください' }],
  [
    'halfAlnumHyphen',
    {
      good: ['TK-001', 'a-b-c'],
      bad: ['TK_001', 'TK 1'],
      message: '半角英数字とハイフンのみで入力してください',
    },
  ],
  [
    'kanji',
    { good: ['山田', '佐々木'], bad: ['やまだ', 'Yamada', '山田1'], message: '漢字で入力してください' },
  ],
  [
    'email',
    {
      good: ['taro@example.co.jp'],
      bad: ['taro@', 'taro.example.com', 'a b@example.com'],
      message: 'メールアドレスの形式が正しくありません',
    },
  ],
  ['noSpaces', { good: ['abc'], bad: ['a b', 'a　b'], message: '空白は入力できません' }],
  [
    'katakanaFullLetters',
    {
      good: ['ミツビシＡＢＣ'],
      bad: ['ミツビシABC', 'みつびし'],
      message: '全角カタカナまたは全角英字で入力してください',
    },
  ],
  [
    'katakanaHalfLetters',
    {
      good: ['ミツビシABC'],
      bad: ['ミツビシＡＢＣ', 'ミツビシ1'],
      message: '全角カタカナまたは半角英字で入力してください',
    },
  ],
];

describe('validation rules (spec §5)', () => {
  it.each(cases)(
    '%s accepts good samples and rejects bad ones with its message',
    (name, { good, bad, message }) => {
      const rule = rules[name as 'katakana'];
      for (const value of good) expect(validate(value, [rule])).toBeUndefined();
      for (const value of bad) expect(validate(value, [rule])).toBe(message);
    },
  );

  it('required names the field and rejects blanks', () => {
    const rule = rules.required('氏名');
    expect(validate('  ', [rule])).toBe('氏名を入力してください');
    expect(validate(undefined, [rule])).toBe('氏名を入力してください');
    expect(validate([], [rule])).toBe('氏名を入力してください');
    expect(validate('山田', [rule])).toBeUndefined();
  });

  it('requiredSelect asks to choose, not to type (DESIGN §7)', () => {
    const rule = rules.requiredSelect('グループ');
    expect(validate(undefined, [rule])).toBe('グループを選択してください');
    expect(validate([], [rule])).toBe('グループを選択してください');
    expect(validate(0, [rule])).toBeUndefined();
    expect(validate(false, [rule])).toBeUndefined();
  });

  it.each([100, 8, 5, 4, 3] as const)('maxLength %i counts characters, not bytes', (max) => {
    const rule = rules.maxLength(max);
    expect(validate('あ'.repeat(max), [rule])).toBeUndefined();
    expect(validate('あ'.repeat(max + 1), [rule])).toBe(`${max}文字以内で入力してください`);
  });

  it('file rules require a file, and a .csv one', () => {
    expect(validate([], [rules.fileRequired])).toBe('ファイルを選択してください');
    expect(validate([{ name: 'a.xlsx' }], [rules.csvFile])).toBe('CSVファイルを選択してください');
    expect(validate([{ name: 'survey.CSV' }], [rules.csvFile])).toBeUndefined();
  });

  it('reports the first failing rule', () => {
    expect(validate('', [rules.required('コード'), rules.halfAlnum])).toBe('コードを入力してください');
    expect(validate('ab-c', [rules.required('コード'), rules.halfAlnum, rules.maxLength(3)])).toBe(
      '半角英数字で入力してください',
    );
  });
});
