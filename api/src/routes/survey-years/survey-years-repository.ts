import { SURVEY_YEAR_STATUS_LABELS, type SurveyYear, type SurveyYearStatus } from '@sdp/shared/contracts';
import { iso } from '../../db/audit';
import type { Db } from '../../db/database';

/** Every survey year, oldest first, with its state and who moved it last. */
export async function listSurveyYears(db: Db): Promise<SurveyYear[]> {
  const rows = await db.selectFrom('survey_years').selectAll().orderBy('survey_fy').execute();
  return rows.map((row) => ({
    survey_fy: row.survey_fy,
    status: row.status as SurveyYearStatus,
    status_name: SURVEY_YEAR_STATUS_LABELS[row.status as SurveyYearStatus] ?? '',
    opened_date: iso(row.opened_date),
    opened_user_id: row.opened_user_id,
    closed_date: iso(row.closed_date),
    closed_user_id: row.closed_user_id,
    reopen_reason: row.reopen_reason,
  }));
}

/** The survey years there are (a year outside them is refused with W-001-3). */
export async function surveyYearsOf(db: Db): Promise<Set<number>> {
  const rows = await db.selectFrom('survey_years').select('survey_fy').execute();
  return new Set(rows.map((row) => row.survey_fy));
}
