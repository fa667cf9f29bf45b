/**
 * Whose data a caller sees (DESIGN.md §8 "Data scope"): everything, or one headquarters' or one group's records.
 * `none`: a 所属組織データのみ user with no organisation sees no scoped record.
 */
export type DataScope =
  | { kind: 'all' }
  | { kind: 'headquarter'; code: string }
  | { kind: 'group'; code: string }
  | { kind: 'none' };
