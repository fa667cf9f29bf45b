import { useState } from 'react';
import { errorMessageOf, isApiError } from '@sdp/shared';
import { isConflict } from '@sdp/shared/ui';
import { App } from '@sdp/shared/ui/app';

/**
 * What a page does with an action's failure: a conflict stays on screen with a reload offer,
 * an invalid status (W-002) and other refusals show their message.
 */
export function useActionFailure() {
  const { message } = App.useApp();
  const [conflict, setConflict] = useState<unknown>(null);
  const handle = (error: unknown) => {
    if (isConflict(error)) setConflict(error);
    else if (isApiError(error) && error.code === 'W-002')
      message.error(`${error.message}（画面を再読み込みしてください）`);
    else message.error(errorMessageOf(error));
  };
  return { conflict, handle, clear: () => setConflict(null) };
}
