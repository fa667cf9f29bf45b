import type { Restatement, SurveyYearSeal } from '@sdp/shared/contracts';
import { iso } from '../../../db/audit';
import type { Db } from '../../../db/database';
import type { RestatementChange } from '../../../db/tables/seals';
import type { YearMover } from '../survey-year-history';
import { computeSeal, readWholeCompany, within } from './compute-seal';

/**
 * Seals a year as it closes, in the close's transaction: computes the digest over the whole year (全社), stores it
 * and, when the year was sealed before (a reopen came between), records the restatement with the reopen's reason and
 * the year's data changes since the reopen (from the audit trail).
 */
export async function sealYear(tx: Db, fy: number, by: YearMover | null, at = new Date()): Promise<void> {
  await readWholeCompany(tx);
  const { digest, counts } = await computeSeal(within(tx), fy);
  const before = await tx
    .selectFrom('survey_year_seals')
    .select('digest')
    .where('survey_fy', '=', fy)
    .executeTakeFirst();
  const seal = {
    survey_fy: fy,
    digest,
    counts: JSON.stringify(counts),
    sealed_at: at,
    sealed_user_id: by?.userId ?? null,
    sealed_user_name: by?.userName ?? null,
  };
  await tx
    .insertInto('survey_year_seals')
    .values(seal)
    .onConflict((conflict) => conflict.column('survey_fy').doUpdateSet(seal))
    .execute();
  if (!before) return;
  const reopen = await tx
    .selectFrom('survey_year_events')
    .select(['occurred_at', 'reason'])
    .where('survey_fy', '=', fy)
    .where('move', '=', 'reopen')
    .orderBy('occurred_at', 'desc')
    .orderBy('survey_year_event_id', 'desc')
    .executeTakeFirst();
  await tx
    .insertInto('survey_year_restatements')
    .values({
      survey_fy: fy,
      reason: reopen?.reason ?? null,
      reopened_at: reopen?.occurred_at ?? null,
      closed_at: at,
      closed_user_id: by?.userId ?? null,
      closed_user_name: by?.userName ?? null,
      digest_before: before.digest,
      digest_after: digest,
      changes: JSON.stringify(reopen ? await changesSince(tx, fy, reopen.occurred_at) : []),
    })
    .execute();
}

/** The year's data changes since a moment, oldest first: the year's own moves are not data. */
async function changesSince(tx: Db, fy: number, since: Date | string): Promise<RestatementChange[]> {
  const rows = await tx
    .selectFrom('audit_events')
    .select(['entity', 'entity_key', 'action', 'user_id', 'user_name', 'occurred_at'])
    .where('survey_fy', '=', fy)
    .where('entity', '<>', 'survey_year')
    .where('occurred_at', '>=', since instanceof Date ? since : new Date(since))
    .orderBy('occurred_at')
    .orderBy('audit_event_id')
    .execute();
  return rows.map((row) => ({ ...row, occurred_at: iso(row.occurred_at)! }));
}

export async function findSeal(db: Db, fy: number): Promise<SurveyYearSeal | undefined> {
  const row = await db
    .selectFrom('survey_year_seals')
    .selectAll()
    .where('survey_fy', '=', fy)
    .executeTakeFirst();
  return row && { ...row, sealed_at: iso(row.sealed_at)! };
}

export async function listRestatements(db: Db, fy: number): Promise<Restatement[]> {
  const rows = await db
    .selectFrom('survey_year_restatements')
    .selectAll()
    .where('survey_fy', '=', fy)
    .orderBy('restatement_id')
    .execute();
  return rows.map(({ restatement_id: _id, ...row }) => ({
    ...row,
    reopened_at: iso(row.reopened_at),
    closed_at: iso(row.closed_at)!,
  }));
}
