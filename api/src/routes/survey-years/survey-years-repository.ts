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
import { recordYearMove, userNames, yearHistories, type YearMover } from './survey-year-history';

/** Every survey year (or one), oldest first, with its state, its first opening, last close and every move. */
export async function listSurveyYears(db: Db, only?: number): Promise<SurveyYear[]> {
  let query = db.selectFrom('survey_years').selectAll().orderBy('survey_fy');
  if (only !== undefined) query = query.where('survey_fy', '=', only);
  const rows = await query.execute();
  const histories = await yearHistories(
    db,
    rows.map((row) => row.survey_fy),
  );
  const names = await userNames(
    db,
    rows.flatMap((row) => [row.opened_user_id, row.closed_user_id]),
  );
  return rows.map((row) => surveyYearOf(row, histories.get(row.survey_fy) ?? [], names));
}

const surveyYearOf = (
  row: Selectable<SurveyYearsTable>,
  history: SurveyYear['history'],
  names: ReadonlyMap<string, string>,
): SurveyYear => ({
  survey_fy: row.survey_fy,
  status: row.status as SurveyYearStatus,
  status_name: SURVEY_YEAR_STATUS_LABELS[row.status as SurveyYearStatus] ?? '',
  opened_date: iso(row.opened_date),
  opened_user_id: row.opened_user_id,
  opened_user_name: names.get(row.opened_user_id ?? '') ?? null,
  closed_date: iso(row.closed_date),
  closed_user_id: row.closed_user_id,
  closed_user_name: names.get(row.closed_user_id ?? '') ?? null,
  reopen_reason: row.reopen_reason,
  history,
});

/**
 * Moves a year (open, close, reopen) in the caller's transaction, from the states DESIGN.md §7 allows only:
 * an unknown year is 404, any other move W-002. The row is locked, so two moves of one year go one after the other.
 * The move joins the year's history; the first opening stays the year's opened_date.
 */
export async function moveSurveyYear(
  tx: Db,
  fy: number,
  move: SurveyYearMove,
  by: YearMover,
  reason?: string,
): Promise<{ before: SurveyYearStatus; after: SurveyYear }> {
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
    move === 'close'
      ? { closed_date: now, closed_user_id: by.userId }
      : move === 'reopen'
        ? { reopen_reason: reason ?? null }
        : { opened_date: row.opened_date ?? now, opened_user_id: row.opened_user_id ?? by.userId };
  await tx
    .updateTable('survey_years')
    .set({ status: to, updated_date: now, ...changes })
    .where('survey_fy', '=', fy)
    .execute();
  await recordYearMove(tx, { surveyFy: fy, move, at: now, by, reason });
  const [after] = await listSurveyYears(tx, fy);
  return { before: row.status as SurveyYearStatus, after: after! };
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
