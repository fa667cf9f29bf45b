/** Query keys of offices: every mutation invalidates `officesKey`, which covers lists and details. */
export const officesKey = ['organizations', 'office'] as const;
export const officeDetailKey = (id: number) => [...officesKey, 'detail', id] as const;
