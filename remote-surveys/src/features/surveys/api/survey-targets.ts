import { queryOptions, useQuery } from '@sdp/shared/query';
import { call, type Answer, type CallInput } from '@sdp/shared';
import type { ListState } from '@sdp/shared/ui/list';

export type SurveyTargetList = Answer<'listSurveyTargets'>;
type SurveyTargetQuery = CallInput<'listSurveyTargets'>['query'];

/** The URL keeps the wire's names; links from before (`fy`, `hq`, `changed`) still open the same list. */
export const SURVEY_TARGET_LIST = {
  filters: {
    surveyFy: { kind: 'int', keep: true, aliases: ['fy'] },
    kind: {},
    headquarterCode: { aliases: ['hq'] },
    changedOnly: { kind: 'flag', aliases: ['changed'] },
    keyword: {},
  },
  sortKeys: [
    'headquarter_code',
    'company_code',
    'department_code',
    'country_code',
    'curr_survey_target_class',
  ],
} as const;

/**
 * The call for a state of the list (the page's and its first data's): a year the URL names that is not one of
 * `years` is the one the list opens on, a kind it does not know is no filter.
 */
export function surveyTargetsQueryOf(
  list: ListState<(typeof SURVEY_TARGET_LIST)['filters']>,
  years: readonly number[],
  initial: number,
): SurveyTargetQuery & { surveyFy: number } {
  const { filters } = list;
  const surveyFy =
    filters.surveyFy !== undefined && years.includes(filters.surveyFy) ? filters.surveyFy : initial;
  return {
    surveyFy,
    kind: filters.kind === 'office' || filters.kind === 'corp' ? filters.kind : undefined,
    headquarterCode: filters.headquarterCode,
    changedOnly: filters.changedOnly ? 'true' : undefined,
    keyword: filters.keyword,
    page: list.page,
    perPage: list.perPage,
    sort: list.sort as (typeof SURVEY_TARGET_LIST.sortKeys)[number] | undefined,
    order: list.order,
  };
}

export const surveyTargetsQueryOptions = (query: SurveyTargetQuery) =>
  queryOptions({
    queryKey: ['survey-targets', query],
    queryFn: ({ signal }) => call('listSurveyTargets', { query, signal }),
  });

export const useSurveyTargets = (query: SurveyTargetQuery) => useQuery(surveyTargetsQueryOptions(query));
