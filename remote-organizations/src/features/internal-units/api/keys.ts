/** Query keys of internal organisation units: every mutation invalidates `internalUnitsKey`, which covers lists and details. */
export const internalUnitsKey = ['organizations', 'internal'] as const;
export const internalUnitDetailKey = (id: number) => [...internalUnitsKey, 'detail', id] as const;
