import { sql, type ExpressionBuilder } from 'kysely';
import type { AuditEvent, AuditEventsQuery } from '@sdp/shared/contracts';
import type { Database, Db } from '../../db/database';
import { inPage } from '../../db/list-page';

type Filter = Omit<AuditEventsQuery, 'page' | 'per_page' | 'sort' | 'order'> & {
  /** The newest event an export includes: events appended while it runs do not shift its pages. */
  upTo?: string;
  /** Only these entities' events (the verifier's trail of data). */
  entities?: readonly string[];
};

/**
 * A user's history (DESIGN.md §8): the user's own events and those of their applications (keyed `U0000010/2`), so
 * a remand or an approval shows on the user it was about.
 */
const userHistory = (eb: ExpressionBuilder<Database, 'audit_events'>, userId: string) =>
  eb.or([
    eb.and([eb('entity', '=', 'user'), eb('entity_key', '=', userId)]),
    eb.and([
      eb('entity', '=', 'user_application'),
      // A prefix compared as text, not LIKE: an id's own characters match only themselves.
      eb(sql<string>`left(entity_key, ${userId.length + 1})`, '=', `${userId}/`),
    ]),
  ]);

/** from/to are Japan-time dates, both inclusive (DESIGN.md §7). */
const where = (filter: Filter) => (eb: ExpressionBuilder<Database, 'audit_events'>) =>
  eb.and([
    ...(filter.upTo ? [eb('audit_event_id', '<=', filter.upTo)] : []),
    ...(filter.entities ? [eb('entity', 'in', filter.entities)] : []),
    ...(filter.entity === 'user' && filter.entity_key
      ? [userHistory(eb, filter.entity_key)]
      : [
          ...(filter.entity ? [eb('entity', '=', filter.entity)] : []),
          ...(filter.entity_key ? [eb('entity_key', '=', filter.entity_key)] : []),
        ]),
    ...(filter.user_id ? [eb('user_id', '=', filter.user_id)] : []),
    ...(filter.survey_fy !== undefined ? [eb('survey_fy', '=', filter.survey_fy)] : []),
    ...(filter.from
      ? [eb('occurred_at', '>=', sql<Date>`(${filter.from}::date)::timestamp AT TIME ZONE 'Asia/Tokyo'`)]
      : []),
    ...(filter.to
      ? [eb('occurred_at', '<', sql<Date>`(${filter.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Tokyo'`)]
      : []),
  ]);

/** A page of the events that match, newest first, with the total. */
export async function pageAuditEvents(
  db: Db,
  query: AuditEventsQuery & Pick<Filter, 'upTo' | 'entities'>,
): Promise<{ total: number; events: AuditEvent[] }> {
  const { page, per_page: perPage, ...filter } = query;
  const total = await db
    .selectFrom('audit_events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(where(filter))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('audit_events')
    .selectAll()
    .where(where(filter))
    .orderBy('occurred_at', 'desc')
    .orderBy('audit_event_id', 'desc')
    .$call(inPage(page, perPage))
    .execute();
  return {
    total: Number(total.n),
    events: rows.map((row) => ({
      id: String(row.audit_event_id),
      occurred_at: new Date(row.occurred_at).toISOString(),
      user_id: row.user_id,
      user_name: row.user_name,
      action: row.action,
      entity: row.entity,
      entity_key: row.entity_key,
      survey_fy: row.survey_fy,
      changes: row.changes,
      request_id: row.request_id,
      note: row.note,
      upload_id: row.upload_id,
    })),
  };
}

/** The id of the newest event, where an export stops. */
export async function newestAuditEventId(db: Db): Promise<string> {
  const row = await db
    .selectFrom('audit_events')
    .select((eb) => eb.fn.max('audit_event_id').as('id'))
    .executeTakeFirst();
  return String(row?.id ?? 0);
}

/** The users and entities among the events a filter admits (for the filters of 変更履歴). */
export async function auditFacets(db: Db, filter: Filter) {
  const users = await db
    .selectFrom('audit_events')
    .select(['user_id', sql<string | null>`max(user_name)`.as('user_name')])
    .where(where(filter))
    .where('user_id', 'is not', null)
    .groupBy('user_id')
    .orderBy('user_id')
    .execute();
  const entities = await db
    .selectFrom('audit_events')
    .select('entity')
    .where(where(filter))
    .distinct()
    .orderBy('entity')
    .execute();
  return {
    users: users.map((user) => ({ user_id: user.user_id!, user_name: user.user_name })),
    entities: entities.map((row) => row.entity),
  };
}
