import { useMutation, useQueryClient } from '@sdp/shared/query';
import { call, SURVEY_YEARS_KEY, type SurveyYearMove } from '@sdp/shared';

export interface SurveyYearMoveInput {
  surveyFy: number;
  move: SurveyYearMove;
  /** Reopen only: why the closed year opens again. */
  reason?: string;
}

/** POST /survey_years/{fy}/open | close | reopen (DESIGN.md §7): only a reopen has a body, its reason. */
export const moveSurveyYear = ({ surveyFy, move, reason }: SurveyYearMoveInput) => {
  const params = { fy: surveyFy };
  if (move === 'reopen') return call('reopenSurveyYear', { params, body: { reason: reason ?? '' } });
  return call(move === 'open' ? 'openSurveyYear' : 'closeSurveyYear', { params });
};

/** Moves a year; every year select, list and page that reads the years sees the new state. */
export function useMoveSurveyYear() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveSurveyYear,
    onSettled: () => client.invalidateQueries({ queryKey: SURVEY_YEARS_KEY }),
  });
}
