import { useQuery } from '@sdp/shared/query';
import { call } from '@sdp/shared';

/** Headquarters of a survey year, for the list's filter. */
export const useHeadquarters = (surveyFy: number) =>
  useQuery({
    queryKey: ['lookups', 'headquarters', surveyFy],
    queryFn: ({ signal }) => call('listHeadquarters', { query: { surveyFy }, signal }),
    select: (answer) => answer.headquarters.filter((hq) => hq.headquarterCode),
    staleTime: 5 * 60_000,
  });
