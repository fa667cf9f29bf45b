import { queryOptions, useQuery } from '@sdp/shared/query';
import { api } from '@sdp/shared';
import type { z } from 'zod';
import type {
  countryListResponseSchema,
  departmentsResponseSchema,
  groupsResponseSchema,
  headquartersResponseSchema,
} from '@sdp/shared/contracts';

const lookupsKey = ['organizations', 'lookups'] as const;
const LOOKUP_STALE_MS = 5 * 60_000;

const groupsQueryOptions = (surveyFy: number) =>
  queryOptions({
    queryKey: [...lookupsKey, 'groups', surveyFy],
    queryFn: () =>
      api.get<z.infer<typeof groupsResponseSchema>>('/organizations/internal/groups', {
        query: { surveyFy },
      }),
    staleTime: LOOKUP_STALE_MS,
  });
export const useGroups = (surveyFy: number) => useQuery(groupsQueryOptions(surveyFy));

export const useHeadquarters = (surveyFy: number, groupCode: string | undefined) =>
  useQuery({
    queryKey: [...lookupsKey, 'headquarters', surveyFy, groupCode],
    queryFn: () =>
      api.get<z.infer<typeof headquartersResponseSchema>>('/organizations/internal/groups/headquarters', {
        query: { surveyFy, groupCode },
      }),
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
    queryFn: () =>
      api.get<z.infer<typeof departmentsResponseSchema>>('/organizations/internal/departments', {
        query: { surveyFy, ...filter },
      }),
    enabled,
    staleTime: LOOKUP_STALE_MS,
  });

export const useCountries = () =>
  useQuery({
    queryKey: [...lookupsKey, 'countries'],
    queryFn: () => api.get<z.infer<typeof countryListResponseSchema>>('/organizations/country_list'),
    staleTime: LOOKUP_STALE_MS,
  });
