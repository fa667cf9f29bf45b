import type { AuditAction, ErrorCode } from '@sdp/shared/contracts';
import type { ApplicationStatus, HistoryAction, ProcessType, UserStatus } from '../contracts/user-codes';
import { APPLICATION_STATUS, HISTORY_ACTION, PROCESS_TYPE, USER_STATUS } from '../contracts/user-codes';

/**
 * The user application workflow of DESIGN.md §4, written once for the server, the mocks and the pages.
 * Plain TypeScript: no React, no zod.
 */

// The codes sit below the contracts, which validate them; the workflow's users import them from here.
export * from '../contracts/user-codes';

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  0: '申請中',
  1: '有効',
  2: '差戻し',
  3: '否認',
  4: '取下げ',
  9: '削除済',
};

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  0: '申請中',
  1: '承認済',
  2: '差戻し',
  3: '否認',
  4: '取下げ',
};

export const PROCESS_TYPE_LABELS: Record<ProcessType, string> = { 1: '登録', 2: '変更', 3: '削除' };

export const USER_ACTIONS = [
  'regist',
  'update',
  'remove',
  'retry',
  'delete',
  'remand',
  'reject',
  'accept',
] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

/** What each action is called on the screen (history entries, buttons' confirmations). */
/** What each workflow step is in the audit trail (DESIGN.md §7): every new or resent application is an 申請. */
export const USER_ACTION_AUDIT: Readonly<Record<UserAction, AuditAction>> = {
  regist: 'apply',
  update: 'apply',
  remove: 'apply',
  retry: 'apply',
  delete: 'withdraw',
  remand: 'remand',
  reject: 'reject',
  accept: 'approve',
};

export const USER_ACTION_LABELS: Record<UserAction, string> = {
  regist: '登録申請',
  update: '変更申請',
  remove: '削除申請',
  retry: '再申請',
  delete: '取下げ',
  remand: '差戻し',
  reject: '否認',
  accept: '承認',
};

const OPENING_ACTION: Partial<Record<number, UserAction>> = { 1: 'regist', 2: 'update', 3: 'remove' };

/**
 * The action behind each history entry of one application, oldest first. The stored code (DESIGN §4) joins the
 * opening, a reapplication and a withdrawal under 0 and a remand and a rejection under 9; the workflow tells them
 * apart: an application opens once, a rejection and a withdrawal end it, and only a remand is followed by more.
 */
export function historyEntryActions(
  entries: readonly { action: number }[],
  application: { status: number; processType: number },
): (UserAction | undefined)[] {
  const lastIndex = entries.length - 1;
  return entries.map((entry, i) => {
    const last = i === lastIndex;
    switch (entry.action) {
      case HISTORY_ACTION.approval:
        return 'accept';
      case HISTORY_ACTION.refusal:
        return last && application.status === APPLICATION_STATUS.rejected ? 'reject' : 'remand';
      case HISTORY_ACTION.comment:
        if (i === 0) return OPENING_ACTION[application.processType];
        if (last && application.status === APPLICATION_STATUS.withdrawn) return 'delete';
        return 'retry';
      default:
        return undefined;
    }
  });
}

/** Success messages of spec §8, per action. */
export const USER_ACTION_MESSAGES: Record<UserAction, string> = {
  regist: '登録申請が完了しました',
  update: '変更申請が完了しました',
  remove: '削除申請が完了しました',
  retry: '再申請が完了しました',
  delete: '申請を取り下げました',
  remand: '差戻しました',
  reject: '否認しました',
  accept: '承認しました',
};

export const USER_EDITOR_ROLES = ['MST_USER_EDITOR', 'MST_USER_AUTHORITY'] as const;
export const USER_APPROVER_ROLES = ['MST_USER_AUTHORITY'] as const;

/** Who may call each action (the server enforces this; pages use it to show buttons). */
export const USER_ACTION_ROLES: Record<UserAction, readonly string[]> = {
  regist: USER_EDITOR_ROLES,
  update: USER_EDITOR_ROLES,
  remove: USER_EDITOR_ROLES,
  retry: USER_EDITOR_ROLES,
  delete: USER_EDITOR_ROLES,
  remand: USER_APPROVER_ROLES,
  reject: USER_APPROVER_ROLES,
  accept: USER_APPROVER_ROLES,
};

export const isUserEditor = (roles: readonly string[]): boolean =>
  USER_EDITOR_ROLES.some((role) => roles.includes(role));
export const isUserApprover = (roles: readonly string[]): boolean =>
  USER_APPROVER_ROLES.some((role) => roles.includes(role));

/** What the workflow needs to know about the current state. */
export interface WorkflowContext {
  actor: { userId: string; roles: readonly string[] };
  /** The target user; undefined when registering someone new. */
  user?: { status: UserStatus; hasOpenApplication: boolean };
  /** The application acted on (retry, delete, remand, reject, accept). */
  application?: { status: ApplicationStatus; processType: ProcessType; applicantId: string };
  /** Licences left for a registration: remaining minus registrations already in progress. */
  licencesLeft?: number;
}

/** The result of an allowed action: the new states and the history entry's action code. */
export interface Transition {
  /** Status of the (new or acted-on) application after the action. */
  applicationStatus: ApplicationStatus;
  /** New status of the user; undefined leaves it as it is. */
  userStatus: UserStatus | undefined;
  /** The application's fields are written onto the user (approval of a registration or change). */
  applyFields: boolean;
  /** Process type of the application the action creates (regist, update, remove). */
  processType: ProcessType | undefined;
  historyAction: HistoryAction;
}

export type WorkflowError =
  | 'FORBIDDEN' // the role does not allow the action
  | 'INVALID_STATUS' // not allowed from the current state (W-002)
  | 'OWN_APPLICATION' // an approver accepting their own application
  | 'NOT_OWN_APPLICATION' // withdrawing someone else's application
  | 'NO_LICENCE'; // no licence left for a registration

export type Decision = { ok: true; transition: Transition } | { ok: false; error: WorkflowError };

const deny = (error: WorkflowError): Decision => ({ ok: false, error });
const allow = (transition: Partial<Transition> & Pick<Transition, 'applicationStatus'>): Decision => ({
  ok: true,
  transition: {
    userStatus: undefined,
    applyFields: false,
    processType: undefined,
    historyAction: HISTORY_ACTION.comment,
    ...transition,
  },
});

/** Statuses of a user row that no longer holds its e-mail address: it may be registered again. */
export const RELEASED_USER_STATUSES: readonly UserStatus[] = [
  USER_STATUS.rejected,
  USER_STATUS.withdrawn,
  USER_STATUS.deleted,
];

/** The user status an action on a registration (type 1) application carries over to the user row. */
const userStatusFor = (processType: ProcessType, status: UserStatus): UserStatus | undefined =>
  processType === PROCESS_TYPE.register ? status : undefined;

/** Decides one action. Every transition not written here is INVALID_STATUS. */
export function decideUserAction(action: UserAction, context: WorkflowContext): Decision {
  const { actor, user, application } = context;
  if (!USER_ACTION_ROLES[action].some((role) => actor.roles.includes(role))) return deny('FORBIDDEN');

  switch (action) {
    case 'regist': {
      if (user && !RELEASED_USER_STATUSES.includes(user.status)) return deny('INVALID_STATUS');
      if ((context.licencesLeft ?? 0) <= 0) return deny('NO_LICENCE');
      return allow({
        applicationStatus: APPLICATION_STATUS.pending,
        userStatus: USER_STATUS.pending,
        processType: PROCESS_TYPE.register,
      });
    }
    case 'update':
    case 'remove': {
      if (!user || user.status !== USER_STATUS.active || user.hasOpenApplication)
        return deny('INVALID_STATUS');
      return allow({
        applicationStatus: APPLICATION_STATUS.pending,
        processType: action === 'update' ? PROCESS_TYPE.change : PROCESS_TYPE.delete,
      });
    }
    case 'retry': {
      if (!application || application.status !== APPLICATION_STATUS.remanded) return deny('INVALID_STATUS');
      return allow({
        applicationStatus: APPLICATION_STATUS.pending,
        userStatus: userStatusFor(application.processType, USER_STATUS.pending),
      });
    }
    case 'delete': {
      if (
        !application ||
        (application.status !== APPLICATION_STATUS.pending &&
          application.status !== APPLICATION_STATUS.remanded)
      ) {
        return deny('INVALID_STATUS');
      }
      if (application.applicantId !== actor.userId) return deny('NOT_OWN_APPLICATION');
      return allow({
        applicationStatus: APPLICATION_STATUS.withdrawn,
        userStatus: userStatusFor(application.processType, USER_STATUS.withdrawn),
      });
    }
    case 'remand':
    case 'reject': {
      if (!application || application.status !== APPLICATION_STATUS.pending) return deny('INVALID_STATUS');
      const remand = action === 'remand';
      return allow({
        applicationStatus: remand ? APPLICATION_STATUS.remanded : APPLICATION_STATUS.rejected,
        userStatus: userStatusFor(
          application.processType,
          remand ? USER_STATUS.remanded : USER_STATUS.rejected,
        ),
        historyAction: HISTORY_ACTION.refusal,
      });
    }
    case 'accept': {
      if (!application || application.status !== APPLICATION_STATUS.pending) return deny('INVALID_STATUS');
      if (application.applicantId === actor.userId) return deny('OWN_APPLICATION');
      if (application.processType === PROCESS_TYPE.register && (context.licencesLeft ?? 0) <= 0) {
        return deny('NO_LICENCE');
      }
      const deleting = application.processType === PROCESS_TYPE.delete;
      return allow({
        applicationStatus: APPLICATION_STATUS.accepted,
        userStatus: deleting ? USER_STATUS.deleted : USER_STATUS.active,
        applyFields: !deleting,
        historyAction: HISTORY_ACTION.approval,
      });
    }
  }
}

/** Open applications still hold a place in the workflow (one per user at a time). */
export const isOpenApplication = (status: ApplicationStatus): boolean =>
  status === APPLICATION_STATUS.pending || status === APPLICATION_STATUS.remanded;

/** Licensing: licences in use are the active users (spec §3, DESIGN.md §4). */
export interface Licensing {
  active: number;
  inUse: number;
  remaining: number;
}
export const licensingOf = (active: number, activeUsers: number): Licensing => ({
  active,
  inUse: activeUsers,
  remaining: Math.max(0, active - activeUsers),
});

/** How the server and the mocks answer each refusal. */
export const WORKFLOW_ERROR_ANSWERS: Record<
  WorkflowError,
  { status: 400 | 403; code: Extract<ErrorCode, 'W-002' | 'W-001-3' | 'E-403'>; message: string }
> = {
  FORBIDDEN: { status: 403, code: 'E-403', message: 'アクセス権限がありません' },
  INVALID_STATUS: { status: 400, code: 'W-002', message: 'ステータスが不正です' },
  OWN_APPLICATION: { status: 403, code: 'E-403', message: '自分の申請は承認できません' },
  NOT_OWN_APPLICATION: { status: 403, code: 'E-403', message: '自分の申請のみ取り下げできます' },
  NO_LICENCE: { status: 400, code: 'W-001-3', message: 'ライセンスの残数が不足しているため登録できません' },
};
