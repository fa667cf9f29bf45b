import type { Db } from '../../../db/database';

export const listGroups = (db: Db, surveyFy: number) =>
  db
    .selectFrom('internal_groups')
    .select(['group_code', 'group_name'])
    .where('survey_fy', '=', surveyFy)
    .orderBy('group_code')
    .execute();

/** Groups without headquarters come back once with null headquarter fields. */
export const listHeadquarters = (db: Db, surveyFy: number, groupCode: string | undefined) => {
  let query = db
    .selectFrom('internal_groups as g')
    .leftJoin('internal_headquarters as h', (join) =>
      join.onRef('h.survey_fy', '=', 'g.survey_fy').onRef('h.group_code', '=', 'g.group_code'),
    )
    .select(['g.group_code', 'g.group_name', 'h.headquarter_code', 'h.headquarter_name'])
    .where('g.survey_fy', '=', surveyFy);
  if (groupCode) query = query.where('g.group_code', '=', groupCode);
  return query.orderBy('g.group_code').orderBy('h.headquarter_code').execute();
};

export const listCountries = (db: Db) =>
  db
    .selectFrom('countries')
    .select(['country_code', 'country_name'])
    .orderBy('sort_order')
    .orderBy('country_code')
    .execute();
