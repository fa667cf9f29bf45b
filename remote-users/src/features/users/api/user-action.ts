import { useMutation, useQueryClient } from '@sdp/shared/query';
import { call, type Answer, type CallInput, type OperationId } from '@sdp/shared';
import type { UserAction } from '@sdp/shared/domain';
import { usersKey } from './keys';

/** The operation of each step of the workflow (POST /users/{action}). */
const ACTION_OPERATIONS = {
  regist: 'applyRegistration',
  update: 'applyChange',
  remove: 'applyRemoval',
  retry: 'reapply',
  delete: 'withdrawApplication',
  remand: 'remandApplication',
  reject: 'rejectApplication',
  accept: 'acceptApplication',
} as const satisfies Record<UserAction, OperationId>;
type ActionOperation<A extends UserAction> = (typeof ACTION_OPERATIONS)[A];

/** Body of each POST /users/{action}, as the client writes it (camelCase; the client converts). */
export type UserActionBodies = { [A in UserAction]: CallInput<ActionOperation<A>>['body'] };

export type UserActionResult = Answer<ActionOperation<UserAction>>;

// The body is the one of the action's operation (UserActionBodies), which the compiler cannot see through A.
export const postUserAction = <A extends UserAction>(action: A, body: UserActionBodies[A]) =>
  call(ACTION_OPERATIONS[action], { body } as CallInput<ActionOperation<A>>);

/** One application action (POST /users/regist … /users/accept); refreshes every users query afterwards. */
export function useUserAction<A extends UserAction>(action: A) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserActionBodies[A]) => postUserAction(action, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
