import {
  APPLICATION_STATUS,
  APPLICATION_STATUSES,
  HISTORY_ACTION,
  PROCESS_TYPE,
  PROCESS_TYPES,
  USER_ACTIONS,
  USER_STATUS,
  USER_STATUSES,
  decideUserAction,
  historyEntryActions,
  licensingOf,
  type ApplicationStatus,
  type UserAction,
  type WorkflowContext,
} from './user-workflow';

const EDITOR = { userId: 'U-EDITOR', roles: ['MST_USER_VIEWER', 'MST_USER_EDITOR'] };
const APPROVER = { userId: 'U-APPROVER', roles: ['MST_USER_VIEWER', 'MST_USER_AUTHORITY'] };
const VIEWER = { userId: 'U-VIEWER', roles: ['MST_USER_VIEWER'] };

const application = (status: ApplicationStatus, processType: 1 | 2 | 3 = 1, applicantId = EDITOR.userId) => ({
  status,
  processType,
  applicantId,
});

const EDITOR_ACTIONS: UserAction[] = ['regist', 'update', 'remove', 'retry', 'delete'];
const APPROVER_ACTIONS: UserAction[] = ['remand', 'reject', 'accept'];
const APPLICATION_ACTIONS: UserAction[] = ['retry', 'delete', 'remand', 'reject', 'accept'];

/** The only (action, application status) pairs the state table allows. */
const LEGAL_FROM: Record<string, ApplicationStatus[]> = {
  retry: [APPLICATION_STATUS.remanded],
  delete: [APPLICATION_STATUS.pending, APPLICATION_STATUS.remanded],
  remand: [APPLICATION_STATUS.pending],
  reject: [APPLICATION_STATUS.pending],
  accept: [APPLICATION_STATUS.pending],
};

describe('user workflow: roles', () => {
  it.each(USER_ACTIONS)('a viewer may not %s', (action) => {
    const decision = decideUserAction(action, {
      actor: VIEWER,
      application: application(APPLICATION_STATUS.pending),
      user: { status: USER_STATUS.active, hasOpenApplication: false },
      licencesLeft: 10,
    });
    expect(decision).toEqual({ ok: false, error: 'FORBIDDEN' });
  });

  it.each(APPROVER_ACTIONS)('an editor without approval rights may not %s', (action) => {
    const decision = decideUserAction(action, { actor: EDITOR, application: application(0, 1, 'U-OTHER') });
    expect(decision).toEqual({ ok: false, error: 'FORBIDDEN' });
  });

  it.each(EDITOR_ACTIONS)('an approver (MST_USER_AUTHORITY) is also an editor and may %s', (action) => {
    const decision = decideUserAction(action, {
      actor: APPROVER,
      user: action === 'regist' ? undefined : { status: USER_STATUS.active, hasOpenApplication: false },
      application: application(APPLICATION_STATUS.remanded, 1, APPROVER.userId),
      licencesLeft: 1,
    });
    expect(decision.ok).toBe(true);
  });
});

describe('user workflow: application transitions', () => {
  const cases = APPLICATION_ACTIONS.flatMap((action) =>
    APPLICATION_STATUSES.flatMap((status) => PROCESS_TYPES.map((type) => ({ action, status, type }))),
  );

  it.each(cases)('$action from application status $status (type $type)', ({ action, status, type }) => {
    const actor = APPROVER_ACTIONS.includes(action) ? APPROVER : EDITOR;
    const decision = decideUserAction(action, {
      actor,
      application: application(status, type, actor === EDITOR ? EDITOR.userId : 'U-OTHER'),
      licencesLeft: 5,
    });
    if (LEGAL_FROM[action]!.includes(status)) expect(decision.ok).toBe(true);
    else expect(decision).toEqual({ ok: false, error: 'INVALID_STATUS' });
  });

  it.each(APPLICATION_ACTIONS)('%s without an application is an invalid status', (action) => {
    const actor = APPROVER_ACTIONS.includes(action) ? APPROVER : EDITOR;
    expect(decideUserAction(action, { actor })).toEqual({ ok: false, error: 'INVALID_STATUS' });
  });
});

describe('user workflow: applications on users', () => {
  const userCases = (['update', 'remove'] as const).flatMap((action) =>
    USER_STATUSES.flatMap((status) => [false, true].map((open) => ({ action, status, open }))),
  );

  it.each(userCases)(
    '$action on a user of status $status (open application: $open)',
    ({ action, status, open }) => {
      const decision = decideUserAction(action, {
        actor: EDITOR,
        user: { status, hasOpenApplication: open },
      });
      if (status === USER_STATUS.active && !open) {
        expect(decision).toEqual({
          ok: true,
          transition: expect.objectContaining({
            applicationStatus: APPLICATION_STATUS.pending,
            userStatus: undefined,
            applyFields: false,
            processType: action === 'update' ? PROCESS_TYPE.change : PROCESS_TYPE.delete,
          }),
        });
      } else {
        expect(decision).toEqual({ ok: false, error: 'INVALID_STATUS' });
      }
    },
  );

  it.each(['update', 'remove'] as const)('%s of an unknown user is an invalid status', (action) => {
    expect(decideUserAction(action, { actor: EDITOR })).toEqual({ ok: false, error: 'INVALID_STATUS' });
  });

  it('registers a new user as a pending type-1 application', () => {
    expect(decideUserAction('regist', { actor: EDITOR, licencesLeft: 1 })).toEqual({
      ok: true,
      transition: {
        applicationStatus: APPLICATION_STATUS.pending,
        userStatus: USER_STATUS.pending,
        applyFields: false,
        processType: PROCESS_TYPE.register,
        historyAction: HISTORY_ACTION.comment,
      },
    });
  });

  it.each(USER_STATUSES)('registering the e-mail of a user of status %s', (status) => {
    const decision = decideUserAction('regist', {
      actor: EDITOR,
      user: { status, hasOpenApplication: false },
      licencesLeft: 1,
    });
    const released = [USER_STATUS.rejected, USER_STATUS.withdrawn, USER_STATUS.deleted] as number[];
    if (released.includes(status)) expect(decision.ok).toBe(true);
    else expect(decision).toEqual({ ok: false, error: 'INVALID_STATUS' });
  });

  it('refuses a registration beyond the remaining licences', () => {
    expect(decideUserAction('regist', { actor: EDITOR, licencesLeft: 0 })).toEqual({
      ok: false,
      error: 'NO_LICENCE',
    });
  });
});

describe('user workflow: outcomes', () => {
  const pending = (type: 1 | 2 | 3, applicantId = EDITOR.userId): WorkflowContext => ({
    actor: APPROVER,
    application: application(APPLICATION_STATUS.pending, type, applicantId),
    licencesLeft: 1,
  });

  it('accepting a registration makes the user active with the applied fields', () => {
    expect(decideUserAction('accept', pending(1))).toEqual({
      ok: true,
      transition: expect.objectContaining({
        applicationStatus: APPLICATION_STATUS.accepted,
        userStatus: USER_STATUS.active,
        applyFields: true,
        historyAction: HISTORY_ACTION.approval,
      }),
    });
  });

  it('accepting a change writes the fields and keeps the user active', () => {
    expect(decideUserAction('accept', pending(2))).toEqual({
      ok: true,
      transition: expect.objectContaining({ userStatus: USER_STATUS.active, applyFields: true }),
    });
  });

  it('accepting a deletion deletes the user', () => {
    expect(decideUserAction('accept', pending(3))).toEqual({
      ok: true,
      transition: expect.objectContaining({ userStatus: USER_STATUS.deleted, applyFields: false }),
    });
  });

  it('an approver cannot accept their own application', () => {
    expect(decideUserAction('accept', pending(1, APPROVER.userId))).toEqual({
      ok: false,
      error: 'OWN_APPLICATION',
    });
  });

  it('accepting a registration needs a free licence', () => {
    expect(decideUserAction('accept', { ...pending(1), licencesLeft: 0 })).toEqual({
      ok: false,
      error: 'NO_LICENCE',
    });
    expect(decideUserAction('accept', { ...pending(2), licencesLeft: 0 }).ok).toBe(true);
  });

  it.each([
    ['remand', 1, APPLICATION_STATUS.remanded, USER_STATUS.remanded],
    ['reject', 1, APPLICATION_STATUS.rejected, USER_STATUS.rejected],
    ['remand', 2, APPLICATION_STATUS.remanded, undefined],
    ['reject', 3, APPLICATION_STATUS.rejected, undefined],
  ] as const)('%s of a type %s application', (action, type, applicationStatus, userStatus) => {
    expect(decideUserAction(action, pending(type))).toEqual({
      ok: true,
      transition: expect.objectContaining({
        applicationStatus,
        userStatus,
        historyAction: HISTORY_ACTION.refusal,
      }),
    });
  });

  it('only the applicant withdraws an application', () => {
    const context = {
      actor: EDITOR,
      application: application(APPLICATION_STATUS.pending, 1, 'U-OTHER'),
    };
    expect(decideUserAction('delete', context)).toEqual({ ok: false, error: 'NOT_OWN_APPLICATION' });
    const own = decideUserAction('delete', { ...context, application: application(0, 1) });
    expect(own).toEqual({
      ok: true,
      transition: expect.objectContaining({
        applicationStatus: APPLICATION_STATUS.withdrawn,
        userStatus: USER_STATUS.withdrawn,
      }),
    });
  });

  it('reapplying a remanded registration makes the user pending again', () => {
    const decision = decideUserAction('retry', {
      actor: EDITOR,
      application: application(APPLICATION_STATUS.remanded, 1, 'U-OTHER'),
    });
    expect(decision).toEqual({
      ok: true,
      transition: expect.objectContaining({
        applicationStatus: APPLICATION_STATUS.pending,
        userStatus: USER_STATUS.pending,
      }),
    });
  });
});

describe('licensing', () => {
  it('counts active users as in use (mock 100/60/40)', () => {
    expect(licensingOf(100, 60)).toEqual({ active: 100, inUse: 60, remaining: 40 });
    expect(licensingOf(10, 12).remaining).toBe(0);
  });
});

describe('historyEntryActions', () => {
  const { comment, approval, refusal } = HISTORY_ACTION;
  const entries = (...codes: number[]) => codes.map((action) => ({ action }));
  it('tells a remand from a rejection and a reapplication from a withdrawal', () => {
    expect(
      historyEntryActions(entries(comment, refusal, comment, refusal), {
        status: APPLICATION_STATUS.rejected,
        processType: PROCESS_TYPE.register,
      }),
    ).toEqual(['regist', 'remand', 'retry', 'reject']);
    expect(
      historyEntryActions(entries(comment, refusal), {
        status: APPLICATION_STATUS.remanded,
        processType: PROCESS_TYPE.change,
      }),
    ).toEqual(['update', 'remand']);
    expect(
      historyEntryActions(entries(comment, refusal, comment), {
        status: APPLICATION_STATUS.withdrawn,
        processType: PROCESS_TYPE.delete,
      }),
    ).toEqual(['remove', 'remand', 'delete']);
    expect(
      historyEntryActions(entries(comment, approval), {
        status: APPLICATION_STATUS.accepted,
        processType: PROCESS_TYPE.register,
      }),
    ).toEqual(['regist', 'accept']);
  });
});
