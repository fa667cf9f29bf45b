import {
  APPLICATION_STATUS,
  PROCESS_TYPE,
  USER_STATUS,
  RELEASED_USER_STATUSES,
  decideUserAction,
  isOpenApplication,
  licensingOf,
  type ApplicationStatus,
  type ProcessType,
  type UserAction,
  type UserStatus,
  type WorkflowError,
} from '@sdp/shared/domain';
import type {
  ApplicationDetail,
  ApplicationListQuery,
  ApplicationRow,
  CommentEntry,
  UserActionResponse,
  UserDetail,
  UserFields,
  UserListQuery,
  UserRow,
} from '@sdp/shared/contracts';
import type { Role } from '@sdp/shared';
import type { MockAccount } from '../data/accounts';
import {
  MOCK_ACTIVE_LICENCES,
  OFFICE_CLASS_NAMES,
  USER_OFFICES,
  buildUserSeed,
  userIdOf,
  type SeedApplication,
  type SeedUser,
  type UserValues,
} from '../data/users';
import { GROUP_NAMES_ENG, HEADQUARTER_NAMES_ENG, HEADQUARTERS, INTERNAL_GROUPS } from '../data/lookup';
import { registerAccountSource } from './accounts';
import { findAuthorityGroup, setAuthorityGroupUserCounter } from './authority';
import { registerStoreReset } from './registry';

let users = new Map<string, SeedUser>();
let applications: SeedApplication[] = [];
let userVersions = new Map<string, number>();
let applicationVersions = new Map<string, number>();
let nextUserNumber = 1;

const appKey = (userId: string, applyIndex: number): string => `${userId}#${applyIndex}`;

registerStoreReset(() => {
  const seed = buildUserSeed();
  users = new Map(seed.users.map((user) => [user.user_id, user]));
  applications = seed.applications;
  userVersions = new Map(seed.users.map((user) => [user.user_id, 1]));
  applicationVersions = new Map(seed.applications.map((app) => [appKey(app.user_id, app.apply_index), 1]));
  nextUserNumber = seed.users.length + 1;
});

// Like the server: only active users sign in; a known but inactive one (pending, deleted…) is refused, seeded or not.
registerAccountSource((email) => {
  const matches = [...users.values()].filter((candidate) => candidate.values.mail.toLowerCase() === email);
  if (matches.length === 0) return undefined;
  const user = matches.find((candidate) => candidate.status === USER_STATUS.active);
  return user
    ? {
        email: user.values.mail.toLowerCase(),
        user_id: user.user_id,
        surname: user.values.surname,
        given_name: user.values.given_name,
        authority_group_id: user.values.authority_group_id ?? '',
      }
    : null;
});
setAuthorityGroupUserCounter(
  (groupId) =>
    [...users.values()].filter(
      (user) =>
        user.values.authority_group_id === groupId &&
        !RELEASED_USER_STATUSES.includes(user.status as UserStatus),
    ).length,
);

/* ---------- reading ---------- */

const groupName = (id: string | null): string | null =>
  id ? (findAuthorityGroup(id)?.authority_group_name ?? null) : null;

const rowOf = (
  user_id: string,
  values: UserValues,
  dates: { apply_date: string | null; accept_date: string | null },
  status: number,
): UserRow => ({
  user_id,
  ...values,
  authority_group: groupName(values.authority_group_id),
  apply_date: dates.apply_date,
  accept_date: dates.accept_date,
  status,
});

const userRow = (user: SeedUser): UserRow => rowOf(user.user_id, user.values, user, user.status);

const applicationRow = (app: SeedApplication): ApplicationRow => {
  const applicant = users.get(app.apply_user_id);
  return {
    ...rowOf(app.user_id, app.values, app, app.status),
    apply_index: app.apply_index,
    process_type: app.process_type,
    apply_user_id: app.apply_user_id,
    apply_user_surname: applicant?.values.surname ?? null,
    apply_user_given_name: applicant?.values.given_name ?? null,
  };
};

const includes = (value: string | null | undefined, part: string | undefined): boolean =>
  !part || (value ?? '').toLowerCase().includes(part.trim().toLowerCase());

type Filters = Omit<UserListQuery, 'page' | 'per_page' | 'sort' | 'order'>;

function matches(row: UserRow, query: Filters): boolean {
  const name = (query.name ?? '').replace(/[\s\u3000]/g, '');
  const kana = (query.kana ?? '').replace(/[\s\u3000]/g, '');
  return (
    includes(`${row.surname}${row.given_name}`, name) &&
    includes(`${row.surname_kana ?? ''}${row.given_name_kana ?? ''}`, kana) &&
    includes(row.mail, query.mail) &&
    (!query.organization ||
      [
        row.org_group_code,
        row.org_group_name,
        row.headquarter_code,
        row.headquarter_name,
        row.office_code,
        row.office_name,
      ].some((value) => includes(value, query.organization))) &&
    (!query.authority_group_id || row.authority_group_id === query.authority_group_id) &&
    (query.status === undefined || row.status === query.status)
  );
}

export const SORT_KEYS: Record<string, (row: ApplicationRow | UserRow) => string | number | null> = {
  user_id: (row) => row.user_id,
  surname_kana: (row) => `${row.surname_kana ?? ''}${row.given_name_kana ?? ''}`,
  mail: (row) => row.mail,
  org_group_code: (row) => `${row.org_group_code ?? ''}${row.headquarter_code ?? ''}${row.office_code ?? ''}`,
  apply_date: (row) => row.apply_date,
  accept_date: (row) => row.accept_date,
  status: (row) => row.status,
  apply_index: (row) => ('apply_index' in row ? row.apply_index : 0),
  process_type: (row) => ('process_type' in row ? row.process_type : 0),
};

export const listUsers = (query: Filters): UserRow[] =>
  [...users.values()].map(userRow).filter((row) => matches(row, query));

export const listApplications = (query: Omit<ApplicationListQuery, 'page' | 'per_page'>): ApplicationRow[] =>
  applications
    .filter((app) => query.scope !== 'approval' || app.status === APPLICATION_STATUS.pending)
    .filter((app) => query.process_type === undefined || app.process_type === query.process_type)
    .map(applicationRow)
    .filter((row) => matches(row, query));

const commentEntry = (entry: SeedApplication['history'][number]): CommentEntry => {
  const author = users.get(entry.comment_user_id);
  return {
    ...entry,
    surname: author?.values.surname ?? null,
    given_name: author?.values.given_name ?? null,
  };
};

const applicationsOf = (userId: string): SeedApplication[] =>
  applications.filter((app) => app.user_id === userId).sort((a, b) => a.apply_index - b.apply_index);

export function userDetail(userId: string): UserDetail | undefined {
  const user = users.get(userId);
  if (!user) return undefined;
  const own = applicationsOf(userId);
  const last = own.at(-1);
  const lastApplicant = last ? users.get(last.apply_user_id) : undefined;
  return {
    ...userRow(user),
    register_date: user.register_date,
    last_apply_user_id: last?.apply_user_id ?? null,
    last_apply_surname: lastApplicant?.values.surname ?? null,
    last_apply_given_name: lastApplicant?.values.given_name ?? null,
    version: userVersions.get(userId) ?? 1,
    current_apply_index:
      own.find((app) => isOpenApplication(app.status as ApplicationStatus))?.apply_index ?? null,
    all_apply_history_list: own.map((app) => ({
      apply_index: app.apply_index,
      process_type: app.process_type,
      status: app.status,
      apply_history_list: app.history.map(commentEntry),
    })),
  };
}

const findApplication = (userId: string, applyIndex: number): SeedApplication | undefined =>
  applications.find((app) => app.user_id === userId && app.apply_index === applyIndex);

export function applicationDetail(userId: string, applyIndex: number): ApplicationDetail | undefined {
  const detail = userDetail(userId);
  const app = findApplication(userId, applyIndex);
  const user = users.get(userId);
  if (!detail || !app || !user) return undefined;
  return {
    ...detail,
    ...applicationRow(app),
    version: applicationVersions.get(appKey(userId, applyIndex)) ?? 1,
    user_status: user.status,
    apply_history_list: app.history.map(commentEntry),
    current: app.process_type === PROCESS_TYPE.change ? userRow(user) : null,
  };
}

const activeUserCount = (): number =>
  [...users.values()].filter((user) => user.status === USER_STATUS.active).length;

export const licensing = () => licensingOf(MOCK_ACTIVE_LICENCES, activeUserCount());

/* ---------- actions ---------- */

export type ActionFailure = WorkflowError | 'NOT_FOUND' | 'CONFLICT' | 'DUPLICATE';
export type ActionResult = { ok: true; result: UserActionResponse } | { ok: false; error: ActionFailure };

export interface ActionInput {
  user_id?: string;
  apply_index?: number;
  version?: number;
  comment?: string;
  fields?: UserFields;
}

/** Resolves the names of the codes from the mock's organisation data; the request's names are a fallback. */
function valuesOf(fields: UserFields): UserValues {
  const group = INTERNAL_GROUPS.find((item) => item.group_code === fields.org_group_code);
  const hq = HEADQUARTERS.find((item) => item.headquarter_code === fields.headquarter_code);
  const office = USER_OFFICES.find((item) => item.office_code === fields.office_code);
  const officeClass = office?.office_class ?? fields.office_class ?? null;
  return {
    surname: fields.surname,
    given_name: fields.given_name,
    surname_kana: fields.surname_kana,
    given_name_kana: fields.given_name_kana,
    mail: fields.mail,
    organization_id: [fields.org_group_code, fields.headquarter_code, fields.office_code]
      .filter(Boolean)
      .join('-'),
    office_class: fields.office_code ? officeClass : null,
    office_class_name: fields.office_code && officeClass ? (OFFICE_CLASS_NAMES[officeClass] ?? null) : null,
    org_group_code: fields.org_group_code,
    org_group_name: group?.group_name ?? fields.org_group_name ?? null,
    org_group_name_eng: GROUP_NAMES_ENG[fields.org_group_code] ?? null,
    headquarter_code: fields.headquarter_code ?? null,
    headquarter_name: fields.headquarter_code
      ? (hq?.headquarter_name ?? fields.headquarter_name ?? null)
      : null,
    headquarter_name_eng: fields.headquarter_code
      ? (HEADQUARTER_NAMES_ENG[fields.headquarter_code] ?? null)
      : null,
    office_code: fields.office_code ?? null,
    office_name: fields.office_code ? (office?.office_name ?? fields.office_name ?? null) : null,
    office_name_eng: office?.office_name_eng ?? null,
    authority_group_id: fields.authority_group_id,
    note: fields.note?.trim() ? fields.note : null,
  };
}

const mailOwner = (mail: string): SeedUser | undefined =>
  [...users.values()].find((user) => user.values.mail.toLowerCase() === mail.toLowerCase());

const openRegistrations = (): number =>
  applications.filter(
    (app) => app.process_type === PROCESS_TYPE.register && isOpenApplication(app.status as ApplicationStatus),
  ).length;

/** Runs one action atomically: everything is checked before anything is written. */
export function performUserAction(
  action: UserAction,
  input: ActionInput,
  actor: MockAccount,
  roles: readonly Role[],
): ActionResult {
  const now = new Date().toISOString();
  const workflowActor = { userId: actor.user_id, roles };
  const entry = (historyAction: number) => ({
    comment_user_id: actor.user_id,
    comment: input.comment?.trim() ? input.comment : null,
    created_date: now,
    action: historyAction,
  });

  if (action === 'regist' || action === 'update' || action === 'remove') {
    const fields = input.fields;
    let user = input.user_id ? users.get(input.user_id) : undefined;
    if (action !== 'regist') {
      if (!user) return { ok: false, error: 'NOT_FOUND' };
      if (userVersions.get(user.user_id) !== input.version) return { ok: false, error: 'CONFLICT' };
    }
    if (fields) {
      const owner = mailOwner(fields.mail);
      if (owner && owner.user_id !== user?.user_id) {
        if (action !== 'regist' || !RELEASED_USER_STATUSES.includes(owner.status as UserStatus)) {
          return { ok: false, error: 'DUPLICATE' };
        }
        user = owner;
      }
    }
    const decision = decideUserAction(action, {
      actor: workflowActor,
      user: user
        ? {
            status: user.status as UserStatus,
            hasOpenApplication: applicationsOf(user.user_id).some((app) =>
              isOpenApplication(app.status as ApplicationStatus),
            ),
          }
        : undefined,
      licencesLeft: licensing().remaining - openRegistrations(),
    });
    if (!decision.ok) return { ok: false, error: decision.error };
    const { transition } = decision;

    const userId = user?.user_id ?? userIdOf(nextUserNumber++);
    const values = fields ? valuesOf(fields) : user!.values;
    if (!user) {
      user = {
        user_id: userId,
        values,
        status: USER_STATUS.pending,
        register_date: null,
        apply_date: now,
        accept_date: null,
      };
      users.set(userId, user);
      userVersions.set(userId, 1);
    } else {
      users.set(userId, {
        ...user,
        ...(transition.userStatus === undefined ? {} : { status: transition.userStatus }),
        ...(action === 'regist' ? { values } : {}),
        apply_date: now,
      });
      userVersions.set(userId, (userVersions.get(userId) ?? 1) + 1);
    }
    const applyIndex = applicationsOf(userId).reduce((max, app) => Math.max(max, app.apply_index), 0) + 1;
    applications.push({
      user_id: userId,
      apply_index: applyIndex,
      process_type: transition.processType as ProcessType,
      status: transition.applicationStatus,
      values,
      apply_user_id: actor.user_id,
      apply_date: now,
      accept_date: null,
      history: [entry(transition.historyAction)],
    });
    applicationVersions.set(appKey(userId, applyIndex), 1);
    return {
      ok: true,
      result: { user_id: userId, apply_index: applyIndex, status: transition.applicationStatus, version: 1 },
    };
  }

  const userId = input.user_id ?? '';
  const applyIndex = input.apply_index ?? 0;
  const app = findApplication(userId, applyIndex);
  const user = users.get(userId);
  if (!app || !user) return { ok: false, error: 'NOT_FOUND' };
  const key = appKey(userId, applyIndex);
  if (applicationVersions.get(key) !== input.version) return { ok: false, error: 'CONFLICT' };
  if (action === 'retry' && input.fields) {
    const owner = mailOwner(input.fields.mail);
    if (owner && owner.user_id !== userId) return { ok: false, error: 'DUPLICATE' };
  }
  const decision = decideUserAction(action, {
    actor: workflowActor,
    application: {
      status: app.status as ApplicationStatus,
      processType: app.process_type as ProcessType,
      applicantId: app.apply_user_id,
    },
    licencesLeft: licensing().remaining,
  });
  if (!decision.ok) return { ok: false, error: decision.error };
  const { transition } = decision;

  const values = action === 'retry' && input.fields ? valuesOf(input.fields) : app.values;
  const accepted = transition.applicationStatus === APPLICATION_STATUS.accepted;
  const updatedApp: SeedApplication = {
    ...app,
    values,
    status: transition.applicationStatus,
    ...(action === 'retry' ? { apply_date: now } : {}),
    ...(accepted ? { accept_date: now } : {}),
    history: [...app.history, entry(transition.historyAction)],
  };
  applications = applications.map((candidate) => (candidate === app ? updatedApp : candidate));
  applicationVersions.set(key, (applicationVersions.get(key) ?? 1) + 1);

  const changesUser = transition.userStatus !== undefined || transition.applyFields || action === 'retry';
  if (changesUser) {
    users.set(userId, {
      ...user,
      ...(transition.userStatus === undefined ? {} : { status: transition.userStatus }),
      // A registration's user row mirrors its application until it is accepted.
      ...(transition.applyFields || (app.process_type === PROCESS_TYPE.register && action === 'retry')
        ? { values }
        : {}),
      ...(accepted ? { accept_date: now } : {}),
      ...(accepted && app.process_type === PROCESS_TYPE.register ? { register_date: now } : {}),
      ...(action === 'retry' ? { apply_date: now } : {}),
    });
    userVersions.set(userId, (userVersions.get(userId) ?? 1) + 1);
  }
  return {
    ok: true,
    result: {
      user_id: userId,
      apply_index: applyIndex,
      status: transition.applicationStatus,
      version: applicationVersions.get(key)!,
    },
  };
}
