/** Query keys of related companies: every mutation invalidates `corporationsKey`, which covers lists and details. */
export const corporationsKey = ['organizations', 'corporation'] as const;
export const corporationDetailKey = (id: number) => [...corporationsKey, 'detail', id] as const;
