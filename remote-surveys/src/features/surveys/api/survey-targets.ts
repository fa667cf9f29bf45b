import { useQuery } from '@sdp/shared/query';
import { call, type Answer, type CallInput } from '@sdp/shared';

export type SurveyTargetList = Answer<'listSurveyTargets'>;

export const useSurveyTargets = (query: CallInput<'listSurveyTargets'>['query']) =>
  useQuery({
    queryKey: ['survey-targets', query],
    queryFn: ({ signal }) => call('listSurveyTargets', { query, signal }),
  });
