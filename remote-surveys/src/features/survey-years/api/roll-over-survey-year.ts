import { useMutation, useQueryClient } from '@sdp/shared/query';
import { api, ROLLOVER_KINDS, SURVEY_YEARS_KEY, type RolloverKind } from '@sdp/shared';

/** Wire shape of surveyYearRolloverResponseSchema (@sdp/shared/contracts), camel-cased; zod stays out of the page. */
interface RolloverWire {
  dryRun: boolean;
  sourceFy: number;
  targetFy: number;
  counts: Record<string, number>;
  conflicts: { kind: string; count: number }[];
}
export type RolloverAnswer = Omit<RolloverWire, 'counts'> & { counts: Record<RolloverKind, number> };

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
  const answer = await api.post<RolloverWire>(`/survey_years/${surveyFy}/rollover`, {
    query: { dry_run: dryRun },
  });
  const counts = Object.fromEntries(ROLLOVER_KINDS.map((kind) => [kind, answer.counts[camel(kind)] ?? 0]));
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
