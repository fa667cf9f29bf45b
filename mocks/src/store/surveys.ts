import type { SurveyResult } from '@sdp/shared/contracts';
import type { SurveyResultCsvRow } from '@sdp/shared/domain';
import { listCorporations, listOffices } from './organizations';
import { registerStoreReset } from './registry';

let results: SurveyResult[] = [];
let nextId = 1;

registerStoreReset(() => {
  results = [];
  nextId = 1;
});

export const listSurveyResults = (year: number): SurveyResult[] =>
  results.filter((r) => r.survey_fy === year);

/** The name of the year's office or related company with this code, undefined when there is none. */
export function surveyTargetName(year: number, kind: string, code: string): string | undefined {
  if (kind === 'office') return listOffices(year).find((o) => o.office_code === code)?.office_name;
  return listCorporations(year).find((c) => c.company_code === code)?.company_name;
}

/** Same as the server: the upload replaces the results of the survey years it contains. */
export function replaceSurveyResults(rows: readonly SurveyResultCsvRow[]): number {
  const years = new Set(rows.map((row) => row.survey_fy));
  results = results.filter((r) => !years.has(r.survey_fy));
  for (const row of rows) {
    results.push({
      id: nextId++,
      survey_fy: row.survey_fy,
      kind: row.kind as SurveyResult['kind'],
      code: row.code,
      name: surveyTargetName(row.survey_fy, row.kind, row.code) ?? null,
      category: row.category,
      activity_amount: row.activity_amount,
      unit: row.unit,
      emissions: row.emissions,
    });
  }
  return rows.length;
}
