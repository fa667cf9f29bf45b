import { useState } from 'react';
import type { FormInstance } from 'antd';
import { isApiError } from '@sdp/shared';
import { applyServerErrors } from './form-rules';

interface SubmitErrorOptions {
  /** The field a W-003 (duplicate) belongs to when the answer names none: a form with one key field. */
  duplicateField?: string;
}

/**
 * Puts a failed save's field reasons on the fields and keeps the rest for an alert.
 * The form's values are never touched, so nothing the user typed is lost.
 */
export function useSubmitErrors(form: FormInstance, options: SubmitErrorOptions = {}) {
  const [error, setError] = useState<unknown>(null);
  const handle = (failure: unknown) => {
    if (applyServerErrors(form, failure)) return setError(null);
    if (options.duplicateField && isApiError(failure) && failure.code === 'W-003') {
      form.setFields([{ name: options.duplicateField, errors: [failure.message] }]);
      return setError(null);
    }
    setError(failure);
  };
  return { error, handle, clear: () => setError(null) };
}
