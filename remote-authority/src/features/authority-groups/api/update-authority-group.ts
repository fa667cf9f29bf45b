import { useMutation, useQueryClient } from '@sdp/shared/query';
import { call, type Camel } from '@sdp/shared';
import type { AuthorityGroupUpdate } from '@sdp/shared/contracts';
import { authorityGroupsKey } from './keys';

export type AuthorityGroupUpdateInput = Camel<AuthorityGroupUpdate>;

export const updateAuthorityGroup = (input: AuthorityGroupUpdateInput) =>
  call('updateAuthorityGroup', { body: input });

export function useUpdateAuthorityGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAuthorityGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authorityGroupsKey }),
  });
}
