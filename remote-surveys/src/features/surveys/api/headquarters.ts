import { queryOptions, useQuery } from '@sdp/shared/query';
import { call } from '@sdp/shared';

/** Headquarters of a survey year, for the list's filter. */
export const headquartersQueryOptions = (surveyFy: number) =>
  queryOptions({
    queryKey: ['lookups', 'headquarters', surveyFy],
    queryFn: ({ signal }) => call('listHeadquarters', { query: { surveyFy }, signal }),
    staleTime: 5 * 60_000,
  });

export const useHeadquarters = (surveyFy: number) =>
  useQuery({
    ...headquartersQueryOptions(surveyFy),
    select: (answer) => answer.headquarters.filter((hq) => hq.headquarterCode),
  });
