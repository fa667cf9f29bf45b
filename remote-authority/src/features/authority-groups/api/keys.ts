/** Query keys of the feature: every mutation invalidates `authorityGroupsKey`, which covers lists and details. */
const authorityKey = ['authority'] as const;
export const authorityRolesKey = [...authorityKey, 'roles'] as const;
export const authorityGroupsKey = [...authorityKey, 'groups'] as const;
export const authorityGroupDetailKey = (id: string) => [...authorityGroupsKey, 'detail', id] as const;
