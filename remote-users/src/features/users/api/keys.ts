/** Query keys: every action invalidates `usersKey`, which covers lists, details and licensing. */
export const usersKey = ['users'] as const;
export const userListKey = [...usersKey, 'list'] as const;
export const applicationListKey = [...usersKey, 'applications'] as const;
export const licensingKey = [...usersKey, 'licensing'] as const;
export const userDetailKey = (id: string) => [...usersKey, 'detail', id] as const;
export const applicationDetailKey = (id: string, applyIndex: number) =>
  [...usersKey, 'application', id, applyIndex] as const;
