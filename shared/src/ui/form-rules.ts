import type { FormInstance, FormRule } from 'antd';
import { isApiError, type ApiError } from '@sdp/shared';
import { MESSAGES, type FieldReason } from '@sdp/shared';
import type { Rule } from '@sdp/shared/rules';

/** Adapts the shared rules to antd Form rules. */
export const toFormRules = (...list: Rule[]): FormRule[] =>
  list.map((rule) => ({
    validator: (_: unknown, value: unknown) =>
      rule.test(value) ? Promise.resolve() : Promise.reject(new Error(rule.message)),
    ...(rule.id === 'required' ? { required: true } : {}),
  }));

const REASON_MESSAGES: Record<FieldReason, string> = {
  REQUIRED: MESSAGES.required,
  TYPE_ERROR: MESSAGES.typeError,
  INVALID_VALUE: MESSAGES.invalidValue,
  INVALID_STATUS: MESSAGES.invalidStatus,
  DUPLICATE_ERROR: MESSAGES.duplicate,
  IN_USE_ERROR: MESSAGES.inUse,
};

/** Shows the server's field reasons on the form's fields; returns true when any field matched. */
export function applyServerErrors(form: FormInstance, error: unknown): boolean {
  if (!isApiError(error)) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const fields = Object.entries((error as ApiError).fieldReasons)
    .filter(([name]) => known.has(name))
    .map(([name, reason]) => ({ name, errors: [REASON_MESSAGES[reason]] }));
  form.setFields(fields);
  return fields.length > 0;
}
