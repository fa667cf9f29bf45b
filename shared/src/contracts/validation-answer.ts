import { HYGIENE_ISSUE, forbiddenCharacterMessage } from '../validation/text-hygiene';
import { MESSAGES, type ErrorCode, type FieldReason } from './constants';
import { textFieldLabel } from '../validation/text-field-labels';

/** A failed check of a request, as zod reports it (the server and the mocks both feed theirs in). */
export interface RequestIssue {
  path: readonly PropertyKey[];
  code: string;
  /** A custom issue's params (the text hygiene rule's code point). */
  params?: Record<string, unknown> | undefined;
}

const CODE_OF: Record<FieldReason, ErrorCode> = {
  REQUIRED: 'W-001-1',
  TYPE_ERROR: 'W-001-2',
  INVALID_VALUE: 'W-001-3',
  INVALID_STATUS: 'W-002',
  DUPLICATE_ERROR: 'W-003',
  IN_USE_ERROR: 'W-004',
  YEAR_CLOSED: 'W-006',
  OUT_OF_SCOPE: 'E-403',
};
const MESSAGE_OF: Partial<Record<ErrorCode, string>> = {
  'W-001': MESSAGES.validation,
  'W-001-1': MESSAGES.required,
  'W-001-2': MESSAGES.typeError,
  'W-001-3': MESSAGES.invalidValue,
};

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );

const isMissing = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * The 400 answer to a request's failed checks: one reason per field (dotted path) — missing or empty → REQUIRED,
 * wrong type → TYPE_ERROR, else INVALID_VALUE — and the code of the reason when all fields share one, W-001 when they
 * differ. A refused invisible character is named with its field: 「事業所名に使用できない文字（U+202E）…」.
 */
export function validationAnswer(
  issues: readonly RequestIssue[],
  input: unknown,
  fallbackField = 'body',
): { code: ErrorCode; message: string; reason: Record<string, FieldReason> } {
  const reason: Record<string, FieldReason> = {};
  let hygiene: string | undefined;
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || fallbackField;
    let fieldReason: FieldReason = 'INVALID_VALUE';
    if (isMissing(valueAt(input, issue.path))) fieldReason = 'REQUIRED';
    else if (issue.code === 'invalid_type') fieldReason = 'TYPE_ERROR';
    reason[field] ??= fieldReason;
    if (!hygiene && issue.params?.rule === HYGIENE_ISSUE) {
      const name = String(issue.path.at(-1) ?? field);
      hygiene = forbiddenCharacterMessage(textFieldLabel(name) ?? name, String(issue.params.codePoint));
    }
  }
  const codes = new Set(Object.values(reason).map((fieldReason) => CODE_OF[fieldReason]));
  const code: ErrorCode = codes.size === 1 ? [...codes][0]! : 'W-001';
  const message = code === 'W-001-3' && hygiene ? hygiene : (MESSAGE_OF[code] ?? MESSAGES.validation);
  return { code, message, reason };
}
