import { useMutation, useQueryClient } from '@sdp/shared/query';
import { call } from '@sdp/shared';
import { authorityGroupsKey } from './keys';

export interface AuthorityGroupDeleteInput {
  authorityGroupId: string;
  version: number;
}

export const deleteAuthorityGroup = ({ authorityGroupId, version }: AuthorityGroupDeleteInput) =>
  call('deleteAuthorityGroup', { body: { authorityGroupId, version } });

export function useDeleteAuthorityGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAuthorityGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authorityGroupsKey }),
  });
}
