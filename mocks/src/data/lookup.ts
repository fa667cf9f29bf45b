import { CORE_COUNTRIES } from '@sdp/shared/fixtures';

/** Small lookups every domain's forms use: internal groups, headquarters and countries. Same for every survey year. */
export const INTERNAL_GROUPS = [
  { group_code: 'G01', group_name: '金属・資源グループ' },
  { group_code: 'G02', group_name: '機械・インフラグループ' },
  { group_code: 'G03', group_name: '生活産業グループ' },
  { group_code: 'G04', group_name: 'コーポレートグループ' },
] as const;

export const HEADQUARTERS = [
  { group_code: 'G01', headquarter_code: 'H011', headquarter_name: '鉄鋼製品本部' },
  { group_code: 'G01', headquarter_code: 'H012', headquarter_name: '非鉄金属本部' },
  { group_code: 'G02', headquarter_code: 'H021', headquarter_name: '電力インフラ本部' },
  { group_code: 'G02', headquarter_code: 'H022', headquarter_name: '自動車・モビリティ本部' },
  { group_code: 'G03', headquarter_code: 'H031', headquarter_name: '食料本部' },
  { group_code: 'G03', headquarter_code: 'H032', headquarter_name: '繊維・アパレル本部' },
  { group_code: 'G04', headquarter_code: 'H041', headquarter_name: 'サステナビリティ推進本部' },
  { group_code: 'G04', headquarter_code: 'H042', headquarter_name: '経営企画本部' },
] as const;

export const COUNTRIES = CORE_COUNTRIES.map(([country_code, country_name]) => ({
  country_code,
  country_name,
}));
