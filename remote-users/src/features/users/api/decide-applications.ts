import { errorMessageOf } from '@sdp/shared';
import { getApplication } from './get-application';
import { postUserAction } from './user-action';

export type BulkDecision = 'accept' | 'remand';

export interface DecisionOutcome {
  userId: string;
  applyIndex: number;
  ok: boolean;
  /** Why an application was not decided, as the server said it. */
  message?: string;
}

/**
 * Decides each application on its own, one after the other, with the version it has now: one refused (changed
 * meanwhile, or no longer waiting) leaves the others decided, and each is its own request and audit event.
 */
export async function decideApplications(
  decision: BulkDecision,
  refs: readonly { userId: string; applyIndex: number }[],
  comment: string | undefined,
  onProgress?: (done: number) => void,
): Promise<DecisionOutcome[]> {
  const outcomes: DecisionOutcome[] = [];
  for (const ref of refs) {
    try {
      const { version } = await getApplication(ref.userId, ref.applyIndex);
      if (decision === 'remand') await postUserAction('remand', { ...ref, version, comment: comment ?? '' });
      else await postUserAction('accept', { ...ref, version, comment });
      outcomes.push({ ...ref, ok: true });
    } catch (error) {
      outcomes.push({ ...ref, ok: false, message: errorMessageOf(error) });
    }
    onProgress?.(outcomes.length);
  }
  return outcomes;
}
