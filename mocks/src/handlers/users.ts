import { http, HttpResponse, type HttpHandler } from 'msw';
import { canAccess } from '@sdp/shared';
import {
  APPLICATION_CSV_COLUMNS,
  APPLICATION_CSV_NAME,
  USER_CSV_COLUMNS,
  USER_CSV_NAME,
  WORKFLOW_ERROR_ANSWERS,
  exportFileName,
  type UserAction,
  USER_ACTION_AUDIT,
} from '@sdp/shared/domain';
import {
  MESSAGES,
  applicationDetailSchema,
  applicationExportQuerySchema,
  applicationListQuerySchema,
  applicationListResponseSchema,
  licensingResponseSchema,
  userActionResponseSchema,
  userDecisionRequestSchema,
  userDetailSchema,
  userExportQuerySchema,
  userListQuerySchema,
  userListResponseSchema,
  userRegistRequestSchema,
  userRemandRequestSchema,
  userRemoveRequestSchema,
  userRetryRequestSchema,
  userUpdateRequestSchema,
  type UserFields,
} from '@sdp/shared/contracts';
import type { z } from 'zod';
import {
  apiPath,
  conflict,
  csvResponse,
  declaredAccess,
  duplicate,
  errorResponse,
  guarded,
  mockDelay,
  notFound,
  pageOf,
  parseBody,
  parseQuery,
} from '../lib/index';
import {
  SORT_KEYS,
  applicationDetail,
  licensing,
  listApplications,
  listUsers,
  performUserAction,
  userDetail,
  type ActionFailure,
  type ActionInput,
} from '../store/users';
import { auditAs } from '../store/audit';
import type { MockAccount } from '../data/accounts';

const APPROVAL = 'maintenance-user-list-approval';

/** Route keys of each endpoint, from the server's own table (shared/src/routes/api-access.ts). */
const LIST = declaredAccess('GET', '/users');
const APPLICATIONS = declaredAccess('GET', '/users/applying');
const USER_DETAIL = declaredAccess('GET', '/users/:id');
const APPLICATION_DETAIL = declaredAccess('GET', '/users/:id/applications/:applyIndex');

const ACTION_SCHEMAS = {
  regist: userRegistRequestSchema,
  update: userUpdateRequestSchema,
  remove: userRemoveRequestSchema,
  retry: userRetryRequestSchema,
  delete: userDecisionRequestSchema,
  remand: userRemandRequestSchema,
  reject: userDecisionRequestSchema,
  accept: userDecisionRequestSchema,
} satisfies Record<UserAction, z.ZodType>;

function failure(error: ActionFailure): Response {
  switch (error) {
    case 'NOT_FOUND':
      return notFound();
    case 'CONFLICT':
      return conflict();
    case 'DUPLICATE':
      return duplicate('mail');
    case 'INVALID_STATUS':
      return errorResponse(400, 'W-002', WORKFLOW_ERROR_ANSWERS.INVALID_STATUS.message, {
        status: 'INVALID_STATUS',
      });
    default: {
      const answer = WORKFLOW_ERROR_ANSWERS[error];
      return errorResponse(answer.status, answer.code, answer.message);
    }
  }
}

const FIELD_KEYS = [
  'surname',
  'given_name',
  'surname_kana',
  'given_name_kana',
  'mail',
  'org_group_code',
  'org_group_name',
  'headquarter_code',
  'headquarter_name',
  'office_code',
  'office_name',
  'office_class',
  'authority_group_id',
  'note',
] as const satisfies readonly (keyof UserFields)[];

const fieldsOf = (body: Record<string, unknown>): UserFields | undefined =>
  'surname' in body
    ? (Object.fromEntries(
        FIELD_KEYS.filter((key) => key in body).map((key) => [key, body[key]]),
      ) as UserFields)
    : undefined;

/** A user and an application as the trail sees them: their own fields, not the lists a detail carries. */
const flat = (record: object | undefined) =>
  record
    ? Object.fromEntries(Object.entries(record).filter(([, value]) => !Array.isArray(value)))
    : undefined;

const workflowSnapshot = (
  userId: string | undefined,
  applyIndex: number | undefined,
  action: UserAction,
) => ({
  user: userId ? flat(userDetail(userId)) : undefined,
  application:
    userId && applyIndex !== undefined && !['regist', 'update', 'remove'].includes(action)
      ? flat(applicationDetail(userId, applyIndex))
      : undefined,
});

/** The application's event and, when the user's record changed, the user's, as the server records them. */
function auditUserAction(
  account: MockAccount,
  action: UserAction,
  comment: string | undefined,
  before: ReturnType<typeof workflowSnapshot>,
  outcome: { user_id: string; apply_index: number },
) {
  const after = {
    user: flat(userDetail(outcome.user_id)),
    application: flat(applicationDetail(outcome.user_id, outcome.apply_index)),
  };
  auditAs(account, {
    action: USER_ACTION_AUDIT[action],
    entity: 'user_application',
    entityKey: `${outcome.user_id}/${outcome.apply_index}`,
    before: before.application ?? null,
    after: after.application ?? null,
    note: comment?.trim() ? comment : null,
  });
  auditAs(account, {
    action: before.user ? 'update' : 'create',
    entity: 'user',
    entityKey: outcome.user_id,
    before: before.user ?? null,
    after: after.user ?? null,
  });
}

/** The user (and the application) a change or a reapplication names: text kept from before the text hygiene rule. */
const storedUser = ({ user_id: id, apply_index: index }: Record<string, unknown>): unknown[] =>
  typeof id === 'string'
    ? [userDetail(id), typeof index === 'number' ? applicationDetail(id, index) : undefined]
    : [];

const actionHandler = (action: UserAction) =>
  http.post(
    apiPath(`/users/${action}`),
    guarded(declaredAccess('POST', `/users/${action}`), async ({ request, session }) => {
      await mockDelay('write');
      const body = await parseBody(
        request,
        ACTION_SCHEMAS[action],
        action === 'update' || action === 'retry' ? storedUser : undefined,
      );
      if (body instanceof Response) return body;
      const record = body as Record<string, unknown>;
      const input: ActionInput = {
        user_id: typeof record.user_id === 'string' ? record.user_id : undefined,
        apply_index: typeof record.apply_index === 'number' ? record.apply_index : undefined,
        version: typeof record.version === 'number' ? record.version : undefined,
        comment: typeof record.comment === 'string' ? record.comment : undefined,
        fields: fieldsOf(record),
      };
      const before = workflowSnapshot(input.user_id, input.apply_index, action);
      const outcome = performUserAction(action, input, session.account, session.roles);
      if (!outcome.ok) return failure(outcome.error);
      auditUserAction(session.account, action, input.comment, before, outcome.result);
      return HttpResponse.json(userActionResponseSchema.parse(outcome.result), {
        status: action === 'regist' ? 201 : 200,
      });
    }),
  );

const forbidden = () => errorResponse(403, 'E-403', MESSAGES.accessDenied);

export const usersHandlers: HttpHandler[] = [
  http.get(
    apiPath('/users/licensing'),
    guarded(declaredAccess('GET', '/users/licensing'), async () => {
      await mockDelay('list');
      const { active, inUse, remaining } = licensing();
      return HttpResponse.json(
        licensingResponseSchema.parse({
          active_licensing_num: active,
          in_use_licensing_num: inUse,
          remaining_licensing_num: remaining,
        }),
      );
    }),
  ),
  http.get(
    apiPath('/users/applying'),
    guarded(APPLICATIONS, async ({ request, session }) => {
      await mockDelay('list');
      const query = parseQuery(request, applicationListQuerySchema);
      if (query instanceof Response) return query;
      if (query.scope === 'approval' && !canAccess(APPROVAL, session.roles)) return forbidden();
      const page = pageOf(
        listApplications(query),
        { ...query, order: query.sort ? query.order : 'desc' },
        SORT_KEYS,
        query.sort ?? 'apply_date',
      );
      return HttpResponse.json(
        applicationListResponseSchema.parse({
          total: page.total,
          page: page.page,
          per_page: page.per_page,
          applications: page.items,
        }),
      );
    }),
  ),
  http.get(
    apiPath('/users/list/export'),
    guarded(declaredAccess('GET', '/users/list/export'), async ({ request }) => {
      await mockDelay('download');
      const query = parseQuery(request, userExportQuerySchema);
      if (query instanceof Response) return query;
      const rows = pageOf(
        listUsers(query),
        { ...query, page: 1, per_page: Number.MAX_SAFE_INTEGER },
        SORT_KEYS,
        'user_id',
      ).items;
      return csvResponse(USER_CSV_COLUMNS, rows, exportFileName(USER_CSV_NAME, null));
    }),
  ),
  ...['/users/export', '/users/export/'].map((path) =>
    http.get(
      apiPath(path),
      guarded(APPLICATIONS, async ({ request, session }) => {
        await mockDelay('download');
        const query = parseQuery(request, applicationExportQuerySchema);
        if (query instanceof Response) return query;
        if (query.scope === 'approval' && !canAccess(APPROVAL, session.roles)) return forbidden();
        const rows = pageOf(
          listApplications(query),
          { ...query, order: query.sort ? query.order : 'desc', page: 1, per_page: Number.MAX_SAFE_INTEGER },
          SORT_KEYS,
          query.sort ?? 'apply_date',
        ).items;
        return csvResponse(APPLICATION_CSV_COLUMNS, rows, exportFileName(APPLICATION_CSV_NAME, null));
      }),
    ),
  ),
  ...(['regist', 'update', 'remove', 'retry', 'delete', 'remand', 'reject', 'accept'] as const).map(
    actionHandler,
  ),
  http.get(
    apiPath('/users'),
    guarded(LIST, async ({ request }) => {
      await mockDelay('list');
      const query = parseQuery(request, userListQuerySchema);
      if (query instanceof Response) return query;
      const page = pageOf(listUsers(query), query, SORT_KEYS, query.sort ?? 'user_id');
      return HttpResponse.json(
        userListResponseSchema.parse({
          total: page.total,
          page: page.page,
          per_page: page.per_page,
          users: page.items,
        }),
      );
    }),
  ),
  http.get<{ id: string; applyIndex: string }>(
    apiPath('/users/:id/applications/:applyIndex'),
    guarded<{ id: string; applyIndex: string }>(APPLICATION_DETAIL, async ({ params }) => {
      await mockDelay('detail');
      const detail = applicationDetail(params.id, Number(params.applyIndex));
      return detail ? HttpResponse.json(applicationDetailSchema.parse(detail)) : notFound();
    }),
  ),
  http.get<{ id: string }>(
    apiPath('/users/:id'),
    guarded<{ id: string }>(USER_DETAIL, async ({ params }) => {
      await mockDelay('detail');
      const detail = userDetail(params.id);
      return detail ? HttpResponse.json(userDetailSchema.parse(detail)) : notFound();
    }),
  ),
];
