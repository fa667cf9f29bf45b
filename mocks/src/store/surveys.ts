import type { SurveyResult, SurveyTarget } from '@sdp/shared/contracts';
import { COUNTRIES } from '../data/lookup';
import type { SurveyResultCsvRow } from '@sdp/shared/domain';
import { findDepartment, listCorporations, listOffices } from './organizations';
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

/** Same rows as GET /organizations/survey_target: offices and companies of a year with last year's class. */
export function surveyTargets(year: number): SurveyTarget[] {
  const rows: Omit<SurveyTarget, 'headquarter_code' | 'headquarter_name' | 'department_name' | 'changed'>[] =
    [];
  for (const o of listOffices(year)) {
    const prev = listOffices(year - 1).find((p) => p.office_code === o.office_code);
    rows.push({
      id: o.id,
      kind: 'office',
      survey_fy: year,
      department_code: o.admin_code,
      company_code: o.office_code,
      company_name: o.office_name ?? '',
      country_code: o.country_code ?? '',
      country_name: COUNTRIES.find((c) => c.country_code === o.country_code)?.country_name ?? null,
      business_content: null,
      curr_survey_target_class: o.survey_target_class ?? null,
      curr_location_type: o.location_type ?? null,
      prev_survey_target_class: prev?.survey_target_class ?? null,
      prev_location_type: prev?.location_type ?? null,
      exclusion_reason: o.exclusion_reason ?? null,
      notes: o.notes ?? null,
    });
  }
  for (const c of listCorporations(year)) {
    const prev = listCorporations(year - 1).find((p) => p.company_code === c.company_code);
    rows.push({
      id: c.id,
      kind: 'corp',
      survey_fy: year,
      department_code: c.department_code,
      company_code: c.company_code,
      company_name: c.company_name ?? '',
      country_code: c.country_code ?? '',
      country_name: COUNTRIES.find((n) => n.country_code === c.country_code)?.country_name ?? null,
      business_content: c.business_content ?? null,
      curr_survey_target_class: c.survey_target_class ?? null,
      curr_location_type: c.location_type ?? null,
      prev_survey_target_class: prev?.survey_target_class ?? null,
      prev_location_type: prev?.location_type ?? null,
      exclusion_reason: c.exclusion_reason ?? null,
      notes: c.notes ?? null,
    });
  }
  return rows.map((row) => {
    const department = row.department_code ? findDepartment(year, row.department_code) : undefined;
    return {
      ...row,
      headquarter_code: department?.headquarter_code ?? null,
      headquarter_name: department?.headquarter_name ?? null,
      department_name: department?.department_name ?? null,
      changed: row.curr_survey_target_class !== row.prev_survey_target_class,
    };
  });
}
