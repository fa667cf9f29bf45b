// zod-free: the seal's part on screens imports these without the schemas.
/** The kinds of a year's data a seal covers, in the fixed order they are hashed (DESIGN.md §8 "A closed year is sealed"). */
export const SEAL_KINDS = [
  'internal_units',
  'offices',
  'corporations',
  'suppliers',
  'survey_targets',
  'survey_results',
  'vehicles',
] as const;
export type SealKind = (typeof SEAL_KINDS)[number];

export const SEAL_KIND_LABELS: Record<SealKind, string> = {
  internal_units: '社内組織',
  offices: '事業所',
  corporations: '関係会社',
  suppliers: '取引先',
  survey_targets: '調査対象',
  survey_results: '調査結果',
  vehicles: '車両',
};
