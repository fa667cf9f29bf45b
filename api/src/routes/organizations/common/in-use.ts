import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/**
 * What makes an office or a related company "used elsewhere" (W-004), as SQL predicates over the stored row `t`:
 * one rule for deleting one record and for an upload that would remove it.
 */
export const OFFICE_IN_USE = `EXISTS (SELECT 1 FROM vehicles v WHERE v.survey_fy = t.survey_fy AND v.office_code = t.office_code)
  OR EXISTS (SELECT 1 FROM survey_results r
    WHERE r.survey_fy = t.survey_fy AND r.kind = 'office' AND r.code = t.office_code)`;

export const CORPORATION_IN_USE = `EXISTS (SELECT 1 FROM survey_results r
  WHERE r.survey_fy = t.survey_fy AND r.kind = 'corp' AND r.code = t.company_code)`;

/** Whether the record with this id matches its kind's in-use predicate. */
export async function recordInUse(
  db: Db,
  kind: { table: 'offices' | 'corporations'; id: 'office_id' | 'corporation_id'; inUse: string },
  id: number,
): Promise<boolean> {
  const { rows } = await sql`SELECT 1 FROM ${sql.table(kind.table)} t
    WHERE t.${sql.ref(kind.id)} = ${id} AND (${sql.raw(kind.inUse)})`.execute(db);
  return rows.length > 0;
}
