import { queryOptions, useQuery } from '@sdp/shared/query';
import { call, defaultSurveyYear, useSurveyYears, type Answer } from '@sdp/shared';
/** Organisation choices come from the year lists open on (the latest 受付中 survey year). */
const useLookupYear = () => defaultSurveyYear(useSurveyYears().data ?? []);

export type OfficeOption = Answer<'listOffices'>['offices'][number];

export const useGroups = () => {
  const surveyFy = useLookupYear();
  return useQuery({
    queryKey: ['organizations', 'groups', surveyFy],
    queryFn: () => call('listGroups', { query: { surveyFy } }),
    enabled: surveyFy !== undefined,
    staleTime: 300_000,
  });
};

export const useHeadquarters = (groupCode: string | undefined) => {
  const surveyFy = useLookupYear();
  return useQuery({
    queryKey: ['organizations', 'headquarters', surveyFy, groupCode],
    queryFn: () => call('listHeadquarters', { query: { surveyFy, groupCode } }),
    enabled: Boolean(groupCode) && surveyFy !== undefined,
    staleTime: 300_000,
  });
};

/**
 * The offices of the chosen group, narrowed to the chosen headquarters when there is one. Offices belong to the
 * organisations domain; when they cannot be read, the form works without them.
 */
export const useOffices = (groupCode: string | undefined, headquarterCode: string | undefined) => {
  const surveyFy = useLookupYear();
  return useQuery({
    queryKey: ['organizations', 'offices', surveyFy, groupCode, headquarterCode],
    queryFn: () =>
      call('listOffices', { query: { surveyFy, groupCode, supervisionCode: headquarterCode, perPage: 100 } }),
    enabled: Boolean(groupCode) && surveyFy !== undefined,
    staleTime: 300_000,
    retry: false,
  });
};

export const authorityGroupOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['authority', 'groups', 'options'],
    queryFn: () => call('listAuthorityGroups', { query: { perPage: 100 } }),
    staleTime: 60_000,
  });

export const useAuthorityGroupOptions = (enabled = true) =>
  useQuery({
    ...authorityGroupOptionsQueryOptions(),
    select: (data) =>
      data.authorityGroups.map((group) => ({
        value: group.authorityGroupId,
        label: `${group.authorityGroupName}（${group.authorityGroupId}）`,
      })),
    enabled,
  });
