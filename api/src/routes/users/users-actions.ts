import type { UserFields } from '@sdp/shared/contracts';
import {
  APPLICATION_STATUS,
  PROCESS_TYPE,
  RELEASED_USER_STATUSES,
  USER_STATUS,
  WORKFLOW_ERROR_ANSWERS,
  decideUserAction,
  type ApplicationStatus,
  type ProcessType,
  type Transition,
  type UserAction,
  type UserStatus,
  type WorkflowContext,
} from '@sdp/shared/domain';
import type { AuditActor } from '../../audit/record-audit';
import { PG_UNIQUE_VIOLATION, pgCode } from '../../db/errors';
import type { Db } from '../../db/database';
import { AppError, conflict, duplicate, invalidStatus, invalidValue, notFound } from '../../errors';
import type { Caller } from '../../types';
import {
  activeUserCount,
  applicationValues,
  authorityGroupExists,
  hasOpenApplication,
  lockApplication,
  lockUser,
  lockUserByEmail,
  nextApplyIndex,
  nextUserId,
  openRegistrationCount,
  userColumnsOf,
  type ApplicationValues,
} from './users-repository';
import { auditUserAction, workflowStateOf } from './users-audit';

export interface ActionInput {
  user_id?: string | undefined;
  apply_index?: number | undefined;
  version?: number | undefined;
  comment?: string | undefined;
  fields?: UserFields | undefined;
}

export interface ActionOutcome {
  user_id: string;
  apply_index: number;
  status: number;
  version: number;
}

function refuse(
  decision: ReturnType<typeof decideUserAction>,
): asserts decision is { ok: true; transition: Transition } {
  if (decision.ok) return;
  if (decision.error === 'INVALID_STATUS') throw invalidStatus('status');
  const answer = WORKFLOW_ERROR_ANSWERS[decision.error];
  throw new AppError(answer.status, answer.code, answer.message);
}

const workflowActor = (caller: Caller): WorkflowContext['actor'] => ({
  userId: caller.userId,
  roles: caller.roles,
});

async function checkFields(tx: Db, fields: UserFields, ownUserId: string | undefined): Promise<void> {
  if (!(await authorityGroupExists(tx, fields.authority_group_id))) throw invalidValue('authority_group_id');
  const owner = await lockUserByEmail(tx, fields.mail);
  if (owner && owner.user_id !== ownUserId && !RELEASED_USER_STATUSES.includes(owner.status as UserStatus)) {
    throw duplicate('mail');
  }
}

async function addHistory(
  tx: Db,
  userId: string,
  applyIndex: number,
  caller: Caller,
  comment: string | undefined,
  action: number,
) {
  await tx
    .insertInto('user_apply_histories')
    .values({
      user_id: userId,
      apply_index: applyIndex,
      comment_user_id: caller.userId,
      comment: comment?.trim() ? comment : null,
      action,
      created_date: new Date(),
    })
    .execute();
}

/** regist, update, remove: a new application. */
async function applyNew(
  tx: Db,
  action: 'regist' | 'update' | 'remove',
  input: ActionInput,
  caller: Caller,
  activeLicences: number,
): Promise<ActionOutcome> {
  const now = new Date();
  let user: { user_id: string; status: number; version: number } | undefined;
  if (action === 'regist') {
    await checkFields(tx, input.fields!, undefined);
    user = await lockUserByEmail(tx, input.fields!.mail);
  } else {
    user = await lockUser(tx, input.user_id ?? '');
    if (!user) throw notFound();
    if (user.version !== input.version) throw conflict();
    if (input.fields) await checkFields(tx, input.fields, user.user_id);
  }
  const licencesLeft =
    action === 'regist'
      ? activeLicences - (await activeUserCount(tx)) - (await openRegistrationCount(tx))
      : undefined;
  const decision = decideUserAction(action, {
    actor: workflowActor(caller),
    user: user
      ? { status: user.status as UserStatus, hasOpenApplication: await hasOpenApplication(tx, user.user_id) }
      : undefined,
    licencesLeft,
  });
  refuse(decision);
  const { transition } = decision;

  let values: ApplicationValues;
  if (input.fields) values = applicationValues(input.fields);
  else {
    // A deletion applies for the values on record.
    const current = await tx
      .selectFrom('users')
      .selectAll()
      .where('user_id', '=', user!.user_id)
      .executeTakeFirstOrThrow();
    const last = await tx
      .selectFrom('user_applications')
      .select(['org_group_name', 'headquarter_name', 'office_name'])
      .where('user_id', '=', current.user_id)
      .where('status', '=', APPLICATION_STATUS.accepted)
      .orderBy('apply_index', 'desc')
      .executeTakeFirst();
    values = {
      email: current.email,
      surname: current.surname,
      given_name: current.given_name,
      surname_kana: current.surname_kana,
      given_name_kana: current.given_name_kana,
      organization_id: current.organization_id,
      office_class: current.office_class,
      org_group_code: current.org_group_code,
      org_group_name: last?.org_group_name ?? null,
      headquarter_code: current.headquarter_code,
      headquarter_name: last?.headquarter_name ?? null,
      office_code: current.office_code,
      office_name: last?.office_name ?? null,
      authority_group_id: current.authority_group_id,
      note: current.note,
      access_until: current.access_until,
    };
  }

  let userId: string;
  if (!user) {
    userId = await nextUserId(tx);
    await tx
      .insertInto('users')
      .values({
        user_id: userId,
        ...userColumnsOf(values),
        status: USER_STATUS.pending,
        apply_date: now,
        created_date: now,
        created_user_id: caller.userId,
        updated_date: now,
        updated_user_id: caller.userId,
      })
      .execute();
  } else {
    userId = user.user_id;
    const updated = await tx
      .updateTable('users')
      .set({
        ...(action === 'regist' ? { ...userColumnsOf(values), register_date: null, accept_date: null } : {}),
        ...(transition.userStatus === undefined ? {} : { status: transition.userStatus }),
        apply_date: now,
        version: user.version + 1,
        updated_date: now,
        updated_user_id: caller.userId,
      })
      .where('user_id', '=', userId)
      .where('version', '=', user.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw conflict();
  }
  const applyIndex = await nextApplyIndex(tx, userId);
  await tx
    .insertInto('user_applications')
    .values({
      user_id: userId,
      apply_index: applyIndex,
      process_type: transition.processType as ProcessType,
      status: transition.applicationStatus,
      apply_user_id: caller.userId,
      apply_date: now,
      ...values,
      created_date: now,
      created_user_id: caller.userId,
      updated_date: now,
      updated_user_id: caller.userId,
    })
    .execute();
  await addHistory(tx, userId, applyIndex, caller, input.comment, transition.historyAction);
  return { user_id: userId, apply_index: applyIndex, status: transition.applicationStatus, version: 1 };
}

/** retry, delete, remand, reject, accept: an action on an application. */
async function actOn(
  tx: Db,
  action: Exclude<UserAction, 'regist' | 'update' | 'remove'>,
  input: ActionInput,
  caller: Caller,
  activeLicences: number,
): Promise<ActionOutcome> {
  const now = new Date();
  const userId = input.user_id ?? '';
  const applyIndex = input.apply_index ?? 0;
  const user = await lockUser(tx, userId);
  const app = await lockApplication(tx, userId, applyIndex);
  if (!user || !app) throw notFound();
  if (app.version !== input.version) throw conflict();
  if (action === 'retry' && input.fields) await checkFields(tx, input.fields, userId);
  const decision = decideUserAction(action, {
    actor: workflowActor(caller),
    application: {
      status: app.status as ApplicationStatus,
      processType: app.process_type as ProcessType,
      applicantId: app.apply_user_id,
    },
    licencesLeft: action === 'accept' ? activeLicences - (await activeUserCount(tx)) : undefined,
  });
  refuse(decision);
  const { transition } = decision;
  const accepted = transition.applicationStatus === APPLICATION_STATUS.accepted;
  const newValues = action === 'retry' && input.fields ? applicationValues(input.fields) : undefined;

  const updated = await tx
    .updateTable('user_applications')
    .set({
      ...(newValues ?? {}),
      status: transition.applicationStatus,
      ...(action === 'retry' ? { apply_date: now } : {}),
      ...(accepted ? { accept_date: now } : {}),
      version: app.version + 1,
      updated_date: now,
      updated_user_id: caller.userId,
    })
    .where('user_id', '=', userId)
    .where('apply_index', '=', applyIndex)
    .where('version', '=', app.version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw conflict();
  await addHistory(tx, userId, applyIndex, caller, input.comment, transition.historyAction);

  const registration = app.process_type === PROCESS_TYPE.register;
  const values = newValues ?? app;
  const writesValues = transition.applyFields || (registration && action === 'retry');
  if (transition.userStatus !== undefined || writesValues || action === 'retry') {
    await tx
      .updateTable('users')
      .set({
        ...(writesValues ? userColumnsOf(values) : {}),
        ...(transition.userStatus === undefined ? {} : { status: transition.userStatus }),
        ...(accepted ? { accept_date: now } : {}),
        ...(accepted && registration ? { register_date: now } : {}),
        ...(action === 'retry' ? { apply_date: now } : {}),
        version: user.version + 1,
        updated_date: now,
        updated_user_id: caller.userId,
      })
      .where('user_id', '=', userId)
      .execute();
  }
  return {
    user_id: userId,
    apply_index: applyIndex,
    status: transition.applicationStatus,
    version: app.version + 1,
  };
}

/** Runs one action in one transaction; a unique e-mail race ends as a duplicate, an open-application race as a conflict. */
export async function performUserAction(
  db: Db,
  action: UserAction,
  input: ActionInput,
  caller: Caller,
  activeLicences: number,
  actor: AuditActor,
): Promise<ActionOutcome> {
  const isNew = action === 'regist' || action === 'update' || action === 'remove';
  try {
    return await db.transaction().execute(async (tx) => {
      const before = await workflowStateOf(tx, {
        user_id: input.user_id,
        mail: action === 'regist' ? input.fields?.mail : undefined,
        apply_index: isNew ? undefined : input.apply_index,
      });
      const outcome = isNew
        ? await applyNew(tx, action, input, caller, activeLicences)
        : await actOn(tx, action, input, caller, activeLicences);
      await auditUserAction(tx, actor, action, input.comment, before, outcome);
      return outcome;
    });
  } catch (error) {
    if (pgCode(error) === PG_UNIQUE_VIOLATION) {
      const constraint = (error as { constraint?: string }).constraint ?? '';
      throw constraint.includes('email') ? duplicate('mail') : conflict();
    }
    throw error;
  }
}
