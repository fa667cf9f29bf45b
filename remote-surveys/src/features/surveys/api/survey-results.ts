import { useQuery } from '@sdp/shared/query';
import { call, type Answer } from '@sdp/shared';

export type SurveyResultList = Answer<'listSurveyResults'>;
export const SURVEY_RESULTS_KEY = ['survey-results'] as const;

export const useSurveyResults = (surveyFy: number, page: number) =>
  useQuery({
    queryKey: [...SURVEY_RESULTS_KEY, surveyFy, page],
    queryFn: ({ signal }) => call('listSurveyResults', { query: { surveyFy, page, perPage: 20 }, signal }),
  });
