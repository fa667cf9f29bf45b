import { useMutation, useQueryClient } from '@sdp/shared/query';
import { api, type Camel } from '@sdp/shared';
import type { UserAction } from '@sdp/shared/domain';
import type {
  UserActionResponse,
  UserDecisionRequest,
  UserRegistRequest,
  UserRemandRequest,
  UserRemoveRequest,
  UserRetryRequest,
  UserUpdateRequest,
} from '@sdp/shared/contracts';
import { usersKey } from './keys';

/** Body of each POST /users/{action}, as the client writes it (camelCase; the client converts). */
export interface UserActionBodies {
  regist: Camel<UserRegistRequest>;
  update: Camel<UserUpdateRequest>;
  remove: Camel<UserRemoveRequest>;
  retry: Camel<UserRetryRequest>;
  delete: Camel<UserDecisionRequest>;
  remand: Camel<UserRemandRequest>;
  reject: Camel<UserDecisionRequest>;
  accept: Camel<UserDecisionRequest>;
}

export type UserActionResult = Camel<UserActionResponse>;

export const postUserAction = <A extends UserAction>(action: A, body: UserActionBodies[A]) =>
  api.post<UserActionResponse>(`/users/${action}`, { body });

/** One application action (POST /users/regist … /users/accept); refreshes every users query afterwards. */
export function useUserAction<A extends UserAction>(action: A) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserActionBodies[A]) => postUserAction(action, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
