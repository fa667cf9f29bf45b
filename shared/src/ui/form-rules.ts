import type { FormInstance, FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { isApiError, type ApiError } from '@sdp/shared';
import { MESSAGES, type FieldReason } from '@sdp/shared';
import { forbiddenCharacter, forbiddenCharacterMessage, textFieldLabel, type Rule } from '@sdp/shared/rules';

/**
 * Text hygiene on a form field (DESIGN.md §7): a changed value may not hold invisible or direction-changing
 * characters; a value the user has not touched (a record stored before the rule) is left for the server to judge.
 */
const cleanTextRule =
  (kind: 'single' | 'multi', label: string | undefined): FormRule =>
  (form) => ({
    validator: (rule: RuleObject, value: unknown) => {
      // async-validator names the field it checks on the rule.
      const field = (rule as { field?: string }).field;
      if (typeof value !== 'string' || (field && !form.isFieldTouched(field))) return Promise.resolve();
      const codePoint = forbiddenCharacter(value, kind);
      if (!codePoint) return Promise.resolve();
      // The required rule's label, else the field's name as the server gives it (備考 for `notes`).
      const name = label ?? (field ? textFieldLabel(field) : undefined) ?? '入力内容';
      return Promise.reject(new Error(forbiddenCharacterMessage(name, codePoint)));
    },
  });

/** Adapts the shared rules to antd Form rules; every field also gets the text hygiene rule. */
export const toFormRules = (...list: Rule[]): FormRule[] => [
  ...list.map((rule) => ({
    validator: (_: unknown, value: unknown) =>
      rule.test(value) ? Promise.resolve() : Promise.reject(new Error(rule.message)),
    ...(rule.id === 'required' ? { required: true } : {}),
  })),
  cleanTextRule(
    list.some((rule) => rule.id === 'multiline') ? 'multi' : 'single',
    list.find((rule) => rule.label)?.label,
  ),
];

const REASON_MESSAGES: Record<FieldReason, string> = {
  REQUIRED: MESSAGES.required,
  TYPE_ERROR: MESSAGES.typeError,
  INVALID_VALUE: MESSAGES.invalidValue,
  INVALID_STATUS: MESSAGES.invalidStatus,
  DUPLICATE_ERROR: MESSAGES.duplicate,
  IN_USE_ERROR: MESSAGES.inUse,
  YEAR_CLOSED: MESSAGES.yearClosed,
  OUT_OF_SCOPE: MESSAGES.outOfScope,
};

/** Shows the server's field reasons on the form's fields; returns true when any field matched. */
export function applyServerErrors(form: FormInstance, error: unknown): boolean {
  if (!isApiError(error)) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const reasons = Object.entries((error as ApiError).fieldReasons);
  // One refused value with its own message (text hygiene names the character): that message, not the generic one.
  const own =
    reasons.length === 1 && reasons[0]![1] === 'INVALID_VALUE' && error.message !== MESSAGES.invalidValue
      ? error.message
      : undefined;
  const fields = reasons
    .filter(([name]) => known.has(name))
    .map(([name, reason]) => ({ name, errors: [own ?? REASON_MESSAGES[reason]] }));
  form.setFields(fields);
  return fields.length > 0;
}
