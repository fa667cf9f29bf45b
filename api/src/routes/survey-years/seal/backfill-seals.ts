import { SURVEY_YEAR_STATUS } from '@sdp/shared/contracts';
import type { Db } from '../../../db/database';
import { userNames } from '../survey-year-history';
import { sealYear } from './seal-repository';

/**
 * Seals the closed years that have no seal: those closed before migration 150, at the first start after it. The
 * digest is the API's (a migration cannot run the exports' column definitions); a closed year refuses writes, so its
 * data now is its data as closed, and the seal carries the close's time and closer. Returns the years sealed.
 */
export async function sealUnsealedYears(db: Db): Promise<number[]> {
  const years = await db
    .selectFrom('survey_years as y')
    .leftJoin('survey_year_seals as s', 's.survey_fy', 'y.survey_fy')
    .select(['y.survey_fy', 'y.closed_date', 'y.closed_user_id'])
    .where('y.status', '=', SURVEY_YEAR_STATUS.closed)
    .where('s.survey_fy', 'is', null)
    .orderBy('y.survey_fy')
    .execute();
  const names = await userNames(
    db,
    years.map((year) => year.closed_user_id),
  );
  for (const year of years) {
    const by = year.closed_user_id
      ? { userId: year.closed_user_id, userName: names.get(year.closed_user_id) ?? '' }
      : null;
    await db.transaction().execute((tx) => sealYear(tx, year.survey_fy, by, year.closed_date ?? new Date()));
  }
  return years.map((year) => year.survey_fy);
}
