import { queryOptions, useQuery } from '@sdp/shared/query';
import { call } from '@sdp/shared';

const lookupsKey = ['organizations', 'lookups'] as const;
const LOOKUP_STALE_MS = 5 * 60_000;

const groupsQueryOptions = (surveyFy: number) =>
  queryOptions({
    queryKey: [...lookupsKey, 'groups', surveyFy],
    queryFn: () => call('listGroups', { query: { surveyFy } }),
    staleTime: LOOKUP_STALE_MS,
  });
export const useGroups = (surveyFy: number) => useQuery(groupsQueryOptions(surveyFy));

export const useHeadquarters = (surveyFy: number, groupCode: string | undefined) =>
  useQuery({
    queryKey: [...lookupsKey, 'headquarters', surveyFy, groupCode],
    queryFn: () => call('listHeadquarters', { query: { surveyFy, groupCode } }),
    enabled: Boolean(groupCode),
    staleTime: LOOKUP_STALE_MS,
  });

export const useDepartments = (
  surveyFy: number,
  filter: { groupCode?: string; headquarterCode?: string },
  enabled = true,
) =>
  useQuery({
    queryKey: [...lookupsKey, 'departments', surveyFy, filter.groupCode, filter.headquarterCode],
    queryFn: () => call('listDepartments', { query: { surveyFy, ...filter } }),
    enabled,
    staleTime: LOOKUP_STALE_MS,
  });

export const useCountries = () =>
  useQuery({
    queryKey: [...lookupsKey, 'countries'],
    queryFn: () => call('listCountries', {}),
    staleTime: LOOKUP_STALE_MS,
  });
