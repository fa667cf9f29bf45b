import type { SurveyYearEvent, SurveyYearMove } from '@sdp/shared/contracts';
import { sql } from 'kysely';
import { iso } from '../../db/audit';
import type { Db } from '../../db/database';

/** The names of users by id, for the people a year row names. */
export async function userNames(db: Db, userIds: Iterable<string | null>): Promise<Map<string, string>> {
  const ids = [...new Set([...userIds].filter((id): id is string => id !== null))];
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['user_id', sql<string>`surname || ' ' || given_name`.as('name')])
    .where('user_id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.name]));
}

/** Every move of the given years, oldest first, by year; a name not kept with the move is the user's name now. */
export async function yearHistories(
  db: Db,
  years: readonly number[],
): Promise<Map<number, SurveyYearEvent[]>> {
  const histories = new Map<number, SurveyYearEvent[]>(years.map((fy) => [fy, []]));
  if (!years.length) return histories;
  const rows = await db
    .selectFrom('survey_year_events as e')
    .leftJoin('users as u', 'u.user_id', 'e.user_id')
    .select([
      'e.survey_fy',
      'e.move',
      'e.occurred_at',
      'e.user_id',
      'e.reason',
      sql<string | null>`coalesce(e.user_name, u.surname || ' ' || u.given_name)`.as('user_name'),
    ])
    .where('e.survey_fy', 'in', years)
    .orderBy('e.survey_fy')
    .orderBy('e.occurred_at')
    .orderBy('e.survey_year_event_id')
    .execute();
  for (const row of rows)
    histories.get(row.survey_fy)?.push({
      move: row.move as SurveyYearMove,
      occurred_at: iso(row.occurred_at)!,
      user_id: row.user_id,
      user_name: row.user_name,
      reason: row.reason,
    });
  return histories;
}

/** Who moves a year: the id and the name at the time (a later rename does not rewrite the history). */
export interface YearMover {
  userId: string;
  userName: string;
}

/** Keeps a move in the year's history, in the move's transaction. */
export async function recordYearMove(
  tx: Db,
  move: { surveyFy: number; move: SurveyYearMove; at: Date; by: YearMover; reason?: string },
): Promise<void> {
  await tx
    .insertInto('survey_year_events')
    .values({
      survey_fy: move.surveyFy,
      move: move.move,
      occurred_at: move.at,
      user_id: move.by.userId,
      user_name: move.by.userName,
      reason: move.reason ?? null,
    })
    .execute();
}
