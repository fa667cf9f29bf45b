/**
 * Text hygiene (DESIGN.md §7): characters a name must never carry, because they are invisible or turn the text
 * around (a list or an export could show `exe.txt` for `txt.exe`). One rule for the forms, the server's schemas,
 * the mocks and every CSV import.
 */
export type TextKind = 'single' | 'multi';

const isForbidden = (code: number, kind: TextKind): boolean =>
  // C0 controls: multi-line text keeps newline and tab (a CR only as part of CRLF, checked by the caller).
  (code <= 0x1f && !(kind === 'multi' && (code === 0x0a || code === 0x09))) ||
  // DEL and the C1 controls.
  (code >= 0x7f && code <= 0x9f) ||
  // Zero-width space, non-joiner, joiner; direction marks (LRM, RLM, ALM).
  (code >= 0x200b && code <= 0x200f) ||
  code === 0x061c ||
  // Line and paragraph separators: line breaks other than newline.
  code === 0x2028 ||
  code === 0x2029 ||
  // Bidi embeddings and overrides, word joiner and invisible operators, bidi isolates.
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2060 && code <= 0x2064) ||
  (code >= 0x2066 && code <= 0x2069) ||
  // Zero-width no-break space (a BOM inside text).
  code === 0xfeff;

/** `U+202E` for a code point. */
export const codePointName = (code: number): string =>
  `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** The first character the rule refuses, as `U+XXXX` (a lone surrogate included), or undefined. */
export function forbiddenCharacter(text: string, kind: TextKind = 'single'): string | undefined {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i += 1;
        continue;
      }
      return codePointName(code);
    }
    if (code >= 0xdc00 && code <= 0xdfff) return codePointName(code);
    if (kind === 'multi' && code === 0x0d && text.charCodeAt(i + 1) === 0x0a) continue;
    if (isForbidden(code, kind)) return codePointName(code);
  }
  return undefined;
}

/** 「事業所名に使用できない文字（U+202E）が含まれています」 */
export const forbiddenCharacterMessage = (label: string, codePoint: string): string =>
  `${label}に使用できない文字（${codePoint}）が含まれています`;

/** Marks a zod issue (and a CSV row error) as this rule's, so answers can name the field and the code point. */
export const HYGIENE_ISSUE = 'text-hygiene';

let storedText: ReadonlySet<string> | undefined;

/**
 * Runs `validate` with a record's stored text values allowed as they are: a record stored before the rule can still
 * be edited, and fails only on the fields the user changed. Synchronous on purpose: the allowance lives exactly as
 * long as the validation that needs it.
 */
export function allowingStoredText<T>(values: Iterable<string>, validate: () => T): T {
  const previous = storedText;
  storedText = new Set(values);
  try {
    return validate();
  } finally {
    storedText = previous;
  }
}

/** The first refused character of a value that is not one of the record's stored values. */
export const refusedCharacter = (value: string, kind: TextKind = 'single'): string | undefined =>
  storedText?.has(value) ? undefined : forbiddenCharacter(value, kind);

type Fields = Record<string, unknown>;
const recordsOf = (stored: unknown): Fields[] => {
  if (Array.isArray(stored)) return stored.flatMap(recordsOf);
  return stored !== null && typeof stored === 'object' ? [stored as Fields] : [];
};

/**
 * The text values of an edit the user left as stored: a field whose value equals the stored record's (or one of the
 * stored records') value under the same name. A value some changed field also carries is not among them, so copying
 * a stored name the rule refuses into another field is refused (on both fields: they hold the same text). The server
 * and the mocks pass these to `allowingStoredText` while they validate an edit.
 */
export function unchangedText(body: unknown, stored: unknown): string[] {
  if (body === null || typeof body !== 'object') return [];
  const records = recordsOf(stored);
  const kept = new Set<string>();
  const changed = new Set<string>();
  for (const [name, value] of Object.entries(body)) {
    if (typeof value !== 'string') continue;
    const same = records.some((record) => record[name] === value);
    // The schemas trim before they check, so the trimmed text is what the rule sees.
    for (const text of [value, value.trim()]) (same ? kept : changed).add(text);
  }
  return [...kept].filter((text) => !changed.has(text));
}
