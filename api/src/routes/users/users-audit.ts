import { sql } from 'kysely';
import { USER_ACTION_AUDIT, type UserAction } from '@sdp/shared/domain';
import { appendAudit, type AuditActor, type AuditInput } from '../../audit/record-audit';
import type { Db } from '../../db/database';

type Row = Record<string, unknown>;

/** A user and an application as they stand, for the trail's before and after. */
export interface UserWorkflowState {
  user?: Row | undefined;
  application?: Row | undefined;
}

/** The user and application an action is about, locked in the action's order (user first, then application). */
export async function workflowStateOf(
  tx: Db,
  target: { user_id?: string | undefined; mail?: string | undefined; apply_index?: number | undefined },
): Promise<UserWorkflowState> {
  const users = tx.selectFrom('users').selectAll().forUpdate();
  const user = target.user_id
    ? await users.where('user_id', '=', target.user_id).executeTakeFirst()
    : target.mail
      ? await users.where(sql`lower(email)`, '=', target.mail.toLowerCase()).executeTakeFirst()
      : undefined;
  const userId = target.user_id ?? user?.user_id;
  // The user's apply_date repeats the application's, which records it: stamping it is no change to the user.
  const { apply_date: _stamp, ...userFields } = user ?? {};
  const application =
    userId && target.apply_index !== undefined
      ? await tx
          .selectFrom('user_applications')
          .selectAll()
          .where('user_id', '=', userId)
          .where('apply_index', '=', target.apply_index)
          .executeTakeFirst()
      : undefined;
  return { user: user ? userFields : undefined, application };
}

/**
 * One event for the application the action made or moved (with the comment as its note) and one for the user when
 * the user's record changed, sharing the request: accepting a registration writes both.
 */
export async function auditUserAction(
  tx: Db,
  actor: AuditActor,
  action: UserAction,
  comment: string | undefined,
  before: UserWorkflowState,
  outcome: { user_id: string; apply_index: number },
): Promise<void> {
  const after = await workflowStateOf(tx, outcome);
  const events: AuditInput[] = [
    {
      action: USER_ACTION_AUDIT[action],
      entity: 'user_application',
      entityKey: `${outcome.user_id}/${outcome.apply_index}`,
      before: before.application ?? null,
      after: after.application ?? null,
      note: comment?.trim() ? comment : null,
    },
    {
      action: before.user ? 'update' : 'create',
      entity: 'user',
      entityKey: outcome.user_id,
      before: before.user ?? null,
      after: after.user ?? null,
    },
  ];
  await appendAudit(tx, actor, events);
}
