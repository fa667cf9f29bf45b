import { useQuery } from '@sdp/shared/query';
import { api, type Camel, type QueryValue } from '@sdp/shared';
import type { SurveyTargetListResponse } from '@sdp/shared/contracts';

export type SurveyTargetList = Camel<SurveyTargetListResponse>;

export const useSurveyTargets = (query: Record<string, QueryValue>) =>
  useQuery({
    queryKey: ['survey-targets', query],
    queryFn: ({ signal }) => api.get<SurveyTargetList>('/organizations/survey_target', { query, signal }),
  });
