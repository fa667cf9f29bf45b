import { useMutation, useQueryClient } from '@sdp/shared/query';
import { call, ROLLOVER_KINDS, SURVEY_YEARS_KEY, type Answer, type RolloverKind } from '@sdp/shared';

/** The roll-over's answer with its counts by the wire's kind names (ROLLOVER_KINDS). */
export type RolloverAnswer = Omit<Answer<'rollOverSurveyYear'>, 'counts'> & {
  counts: Record<RolloverKind, number>;
};

// The client camel-cases every key of an answer, the counts' kinds included: back to the wire's kind names.
const camel = (kind: string) => kind.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** POST /survey_years/{fy}/rollover: with `dryRun`, what it would copy; without, prepares fy + 1 (準備中). */
export async function rollOverSurveyYear({
  surveyFy,
  dryRun,
}: {
  surveyFy: number;
  dryRun: boolean;
}): Promise<RolloverAnswer> {
  const answer = await call('rollOverSurveyYear', { params: { fy: surveyFy }, query: { dryRun } });
  const camelCounts: Partial<Record<string, number>> = answer.counts;
  const counts = Object.fromEntries(ROLLOVER_KINDS.map((kind) => [kind, camelCounts[camel(kind)] ?? 0]));
  return { ...answer, counts: counts as Record<RolloverKind, number> };
}

export function useRollOverSurveyYear() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rollOverSurveyYear,
    onSettled: (_answer, _error, { dryRun }) =>
      dryRun ? undefined : client.invalidateQueries({ queryKey: SURVEY_YEARS_KEY }),
  });
}
