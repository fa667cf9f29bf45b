import {
  SURVEY_YEAR_MOVES,
  SURVEY_YEAR_STATUS,
  SURVEY_YEAR_STATUS_LABELS,
  canMoveSurveyYear,
  type SurveyYear,
  type SurveyYearMove,
  type SurveyYearStatus,
} from '@sdp/shared/contracts';
import type { Selectable } from 'kysely';
import { iso } from '../../db/audit';
import type { Db } from '../../db/database';
import type { SurveyYearsTable } from '../../db/tables/surveys';
import { invalidStatus, notFound, yearClosed } from '../../errors';

/** Every survey year, oldest first, with its state and who moved it last. */
export async function listSurveyYears(db: Db): Promise<SurveyYear[]> {
  const rows = await db.selectFrom('survey_years').selectAll().orderBy('survey_fy').execute();
  return rows.map(surveyYearOf);
}

const surveyYearOf = (row: Selectable<SurveyYearsTable>): SurveyYear => ({
  survey_fy: row.survey_fy,
  status: row.status as SurveyYearStatus,
  status_name: SURVEY_YEAR_STATUS_LABELS[row.status as SurveyYearStatus] ?? '',
  opened_date: iso(row.opened_date),
  opened_user_id: row.opened_user_id,
  closed_date: iso(row.closed_date),
  closed_user_id: row.closed_user_id,
  reopen_reason: row.reopen_reason,
});

/**
 * Moves a year (open, close, reopen) in the caller's transaction, from the states DESIGN.md §7 allows only:
 * an unknown year is 404, any other move W-002. The row is locked, so two moves of one year go one after the other.
 */
export async function moveSurveyYear(
  tx: Db,
  fy: number,
  move: SurveyYearMove,
  userId: string,
  reason?: string,
): Promise<{ before: SurveyYear; after: SurveyYear }> {
  const row = await tx
    .selectFrom('survey_years')
    .selectAll()
    .where('survey_fy', '=', fy)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  if (!canMoveSurveyYear(move, row.status as SurveyYearStatus)) throw invalidStatus('status');
  const now = new Date();
  const to = SURVEY_YEAR_MOVES[move].to;
  const changes =
    to === SURVEY_YEAR_STATUS.closed
      ? { closed_date: now, closed_user_id: userId }
      : {
          opened_date: now,
          opened_user_id: userId,
          reopen_reason: move === 'reopen' ? (reason ?? null) : null,
        };
  const updated = await tx
    .updateTable('survey_years')
    .set({ status: to, updated_date: now, ...changes })
    .where('survey_fy', '=', fy)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { before: surveyYearOf(row), after: surveyYearOf(updated) };
}

/**
 * Refuses a write to the data of a closed year with W-006 naming the year (DESIGN.md §7). Called inside the
 * write's transaction: the years' rows are share-locked, so a close waits for the write and a write after the
 * close is refused — never a write slipping into a year closed a moment before.
 */
export async function requireWritableYears(tx: Db, years: Iterable<number>): Promise<void> {
  const wanted = [...new Set(years)];
  if (!wanted.length) return;
  const closed = await tx
    .selectFrom('survey_years')
    .select('survey_fy')
    .where('survey_fy', 'in', wanted)
    .where('status', '=', SURVEY_YEAR_STATUS.closed)
    .orderBy('survey_fy')
    .forShare()
    .execute();
  if (closed.length) throw yearClosed(closed[0]!.survey_fy);
}

/** The survey years there are, with their states (a year outside them is refused with W-001-3). */
export async function surveyYearsOf(db: Db): Promise<Map<number, SurveyYearStatus>> {
  const rows = await db.selectFrom('survey_years').select(['survey_fy', 'status']).execute();
  return new Map(rows.map((row) => [row.survey_fy, row.status as SurveyYearStatus]));
}
