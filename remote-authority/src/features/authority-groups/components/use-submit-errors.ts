import { useState } from 'react';
import { isApiError } from '@sdp/shared';
import { applyServerErrors, type FormInstance } from '@sdp/shared/ui/form';
import type { AuthorityGroupFormValues } from './authority-group-form';

/**
 * Puts a failed save's field reasons on the fields and keeps the rest for an alert.
 * The form's values are never touched, so nothing the user typed is lost.
 */
export function useSubmitErrors(form: FormInstance<AuthorityGroupFormValues>) {
  const [error, setError] = useState<unknown>(null);
  const handle = (failure: unknown) => {
    if (applyServerErrors(form, failure)) {
      setError(null);
      return;
    }
    // A duplicate can only be the id, even when the answer names no field.
    if (isApiError(failure) && failure.code === 'W-003') {
      form.setFields([{ name: 'authorityGroupId', errors: [failure.message] }]);
      setError(null);
      return;
    }
    setError(failure);
  };
  return { error, handle, clear: () => setError(null) };
}
