import { useMutation, useQueryClient } from '@sdp/shared/query';
import { call, type Camel } from '@sdp/shared';
import type { AuthorityGroupCreate } from '@sdp/shared/contracts';
import { authorityGroupsKey } from './keys';

export type AuthorityGroupCreateInput = Camel<AuthorityGroupCreate>;

export const createAuthorityGroup = (input: AuthorityGroupCreateInput) =>
  call('createAuthorityGroup', { body: input });

export function useCreateAuthorityGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAuthorityGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authorityGroupsKey }),
  });
}
