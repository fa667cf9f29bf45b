import { useQuery } from '@sdp/shared/query';
import { api, type Camel } from '@sdp/shared';
import type { SurveyResultListResponse } from '@sdp/shared/contracts';

export type SurveyResultList = Camel<SurveyResultListResponse>;
export const SURVEY_RESULTS_KEY = ['survey-results'] as const;

export const useSurveyResults = (surveyFy: number, page: number) =>
  useQuery({
    queryKey: [...SURVEY_RESULTS_KEY, surveyFy, page],
    queryFn: ({ signal }) =>
      api.get<SurveyResultList>('/survey_result', {
        query: { survey_fy: surveyFy, page, per_page: 20 },
        signal,
      }),
  });
