import { useState } from 'react';
import { applyServerErrors, type FormInstance } from '@sdp/shared/ui/form';

/** Puts a failed save's field reasons on the fields and keeps the rest for an alert; typed values stay. */
export function useSubmitErrors(form: FormInstance) {
  const [error, setError] = useState<unknown>(null);
  const handle = (failure: unknown) => setError(applyServerErrors(form, failure) ? null : failure);
  return { error, handle, clear: () => setError(null) };
}
