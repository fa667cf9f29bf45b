import { useQuery } from '@sdp/shared/query';
import { api } from '@sdp/shared';

/** Wire shape of headquartersResponseSchema (@sdp/shared/contracts); zod stays out of this bundle. */
interface HeadquartersResponse {
  headquarters: {
    group_code: string;
    group_name: string;
    headquarter_code: string | null;
    headquarter_name: string | null;
  }[];
}

/** Headquarters of a survey year, for the list's filter. */
export const useHeadquarters = (surveyFy: number) =>
  useQuery({
    queryKey: ['lookups', 'headquarters', surveyFy],
    queryFn: ({ signal }) =>
      api.get<HeadquartersResponse>('/organizations/internal/groups/headquarters', {
        query: { survey_fy: surveyFy },
        signal,
      }),
    select: (answer) => answer.headquarters.filter((hq) => hq.headquarterCode),
    staleTime: 5 * 60_000,
  });
