import { textFieldLabel } from './text-field-labels';
import {
  allowingStoredText,
  forbiddenCharacter,
  forbiddenCharacterMessage,
  refusedCharacter,
  unchangedText,
} from './text-hygiene';

describe('text hygiene', () => {
  it.each([
    ['a right-to-left override', 'abc\u202Etxt.exe', 'U+202E'],
    ['a left-to-right embedding', '\u202Aname', 'U+202A'],
    ['a bidi isolate', 'x\u2066y\u2069', 'U+2066'],
    ['a right-to-left mark', 'x\u200Fy', 'U+200F'],
    ['a zero-width space', '株式\u200B会社', 'U+200B'],
    ['a zero-width joiner', 'a\u200Db', 'U+200D'],
    ['a word joiner', 'a\u2060b', 'U+2060'],
    ['a BOM inside the text', '名前\uFEFF', 'U+FEFF'],
    ['a NUL byte', 'a\u0000b', 'U+0000'],
    ['a newline in a single-line field', '一行目\n二行目', 'U+000A'],
    ['a tab in a single-line field', 'a\tb', 'U+0009'],
    ['DEL', 'a\u007Fb', 'U+007F'],
    ['a C1 control', 'a\u0085b', 'U+0085'],
    ['a line separator', 'a\u2028b', 'U+2028'],
    ['a lone high surrogate', 'a\uD800b', 'U+D800'],
    ['a lone low surrogate', 'a\uDC00', 'U+DC00'],
  ])('refuses %s', (_, text, codePoint) => {
    expect(forbiddenCharacter(text)).toBe(codePoint);
  });

  it.each([
    ['Japanese with an ideographic space', '株式会社　サステナ'],
    ['half-width kana and symbols', 'ｻｽﾃﾅ (株) #1-2'],
    ['an emoji (a surrogate pair)', '緑化🌱推進'],
    ['a CJK extension B character (a surrogate pair)', '𠮷野家'],
    ['an empty string', ''],
  ])('accepts %s', (_, text) => {
    expect(forbiddenCharacter(text)).toBeUndefined();
  });

  it('lets multi-line text keep newlines (LF or CRLF) and tabs, and nothing else', () => {
    expect(forbiddenCharacter('一行目\n二行目\r\n\t三行目', 'multi')).toBeUndefined();
    expect(forbiddenCharacter('a\rb', 'multi')).toBe('U+000D');
    expect(forbiddenCharacter('a\u202Eb\n', 'multi')).toBe('U+202E');
    expect(forbiddenCharacter('a\u0000b', 'multi')).toBe('U+0000');
  });

  it('names the field and the code point', () => {
    expect(forbiddenCharacterMessage('事業所名', 'U+202E')).toBe(
      '事業所名に使用できない文字（U+202E）が含まれています',
    );
  });

  it('allows on an edit only the stored values the user left under their own field', () => {
    const stored = { office_name: '旧\u202E名', notes: null };
    expect(unchangedText({ office_name: '旧\u202E名', notes: '変更' }, stored)).toEqual(['旧\u202E名']);
    // Copied into another field: a change of that field, so the text is allowed nowhere.
    expect(unchangedText({ office_name: '旧\u202E名', notes: '旧\u202E名' }, stored)).toEqual([]);
    expect(unchangedText({ office_name: '新\u202E名' }, stored)).toEqual([]);
    // Several stored records (a user and their applications): any of them.
    expect(unchangedText({ surname: '旧\u200B姓' }, [{ surname: '別' }, { surname: '旧\u200B姓' }])).toEqual([
      '旧\u200B姓',
    ]);
    const allowed = unchangedText({ office_name: '旧\u202E名' }, stored);
    expect(allowingStoredText(allowed, () => refusedCharacter('旧\u202E名'))).toBeUndefined();
    expect(allowingStoredText(allowed, () => refusedCharacter('新\u202E名'))).toBe('U+202E');
    expect(refusedCharacter('旧\u202E名')).toBe('U+202E');
  });

  it('names a field from its wire or form name', () => {
    expect(textFieldLabel('office_name')).toBe('事業所名');
    expect(textFieldLabel('officeName')).toBe('事業所名');
    expect(textFieldLabel('targets.0.notes')).toBe('備考');
    expect(textFieldLabel('unknown_field')).toBeUndefined();
  });
});
