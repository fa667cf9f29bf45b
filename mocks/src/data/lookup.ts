import { CORE_COUNTRIES, CORE_ORGANIZATION_GROUPS } from '@sdp/shared/fixtures';

/** Small lookups every domain's forms use: internal groups, headquarters and countries (the core fixture set's). */
export const INTERNAL_GROUPS = CORE_ORGANIZATION_GROUPS.map((group) => ({
  group_code: group.code,
  group_name: group.name,
}));

export const HEADQUARTERS = CORE_ORGANIZATION_GROUPS.flatMap((group) =>
  group.headquarters.map((hq) => ({
    group_code: group.code,
    headquarter_code: hq.code,
    headquarter_name: hq.name,
  })),
);

export const GROUP_NAMES_ENG: Record<string, string> = Object.fromEntries(
  CORE_ORGANIZATION_GROUPS.map((group) => [group.code, group.nameEng]),
);
export const HEADQUARTER_NAMES_ENG: Record<string, string> = Object.fromEntries(
  CORE_ORGANIZATION_GROUPS.flatMap((group) => group.headquarters.map((hq) => [hq.code, hq.nameEng])),
);

export const COUNTRIES = CORE_COUNTRIES.map(([country_code, country_name]) => ({
  country_code,
  country_name,
}));
