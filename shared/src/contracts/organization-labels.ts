/*
 * Codes and labels of the organisation master (plain TypeScript, no zod): the pages reach them through
 * @sdp/shared/ui, the server and the mocks through @sdp/shared/contracts.
 */
export const OFFICE_CLASSES = [1, 2, 3] as const;
export type OfficeClass = (typeof OFFICE_CLASSES)[number];
export const OFFICE_CLASS_LABELS: Record<OfficeClass, string> = {
  1: '国内事業所',
  2: '海外事業所',
  3: '現地法人',
};
export const INTERNAL_EXTERNAL_LABELS = ['国内', '海外'] as const;
export const internalExternalOfOffice = (officeClass: OfficeClass): '国内' | '海外' =>
  officeClass === 1 ? '国内' : '海外';

/** 1 full survey, 2 simplified, 3 not surveyed (1 and 3 appear in the spec's samples). */
export const SURVEY_TARGET_CLASSES = [1, 2, 3] as const;
export type SurveyTargetClass = (typeof SURVEY_TARGET_CLASSES)[number];
export const SURVEY_TARGET_CLASS_LABELS: Record<SurveyTargetClass, string> = {
  1: '調査対象',
  2: '簡易調査',
  3: '調査対象外',
};

/** 1 owned, 2 leased (2 appears in the spec's samples). */
export const LOCATION_TYPES = [1, 2] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];
export const LOCATION_TYPE_LABELS: Record<LocationType, string> = { 1: '自社保有', 2: '賃借' };

export const INTERNAL_EXTERNAL_CLASS_CODES = ['D', 'F'] as const;
export type InternalExternalClassCode = (typeof INTERNAL_EXTERNAL_CLASS_CODES)[number];
export const INTERNAL_EXTERNAL_CLASS_LABELS: Record<InternalExternalClassCode, string> = {
  D: '国内',
  F: '海外',
};

export const CONSOLIDATION_CLASS_CODES = ['1', '9'] as const;
export type ConsolidationClassCode = (typeof CONSOLIDATION_CLASS_CODES)[number];
export const CONSOLIDATION_CLASS_LABELS: Record<ConsolidationClassCode, string> = {
  '1': '子会社',
  '9': '親会社',
};

export const REGION_CODES = ['01', '02', '03', '04', '05', '06', '07'] as const;
export type RegionCode = (typeof REGION_CODES)[number];
export const REGION_LABELS: Record<RegionCode, string> = {
  '01': '日本',
  '02': 'アジア',
  '03': '欧州',
  '04': '北米',
  '05': '中南米',
  '06': '中東・アフリカ',
  '07': 'オセアニア',
};
export const regionNameOf = (regionCode: string): string => REGION_LABELS[regionCode as RegionCode] ?? '';

/** A survey target is an office or a related company; screens and exports show the label. */
export const SURVEY_TARGET_KIND_LABELS = { office: '事業所', corp: '関係会社' } as const;
