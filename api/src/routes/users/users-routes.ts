import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationDetailSchema,
  applicationExportQuerySchema,
  applicationListQuerySchema,
  applicationListResponseSchema,
  applicationParamSchema,
  licensingResponseSchema,
  userActionResponseSchema,
  userDecisionRequestSchema,
  userDetailSchema,
  userExportQuerySchema,
  userIdParamSchema,
  userListQuerySchema,
  userListResponseSchema,
  userRegistRequestSchema,
  userRemandRequestSchema,
  userRemoveRequestSchema,
  userRetryRequestSchema,
  userUpdateRequestSchema,
  type UserFields,
} from '@sdp/shared/contracts';
import {
  APPLICATION_CSV_COLUMNS,
  APPLICATION_CSV_NAME,
  exportFileName,
  licensingOf,
  USER_CSV_COLUMNS,
  USER_CSV_NAME,
  type UserAction,
} from '@sdp/shared/domain';
import { pagesOf, sendCsv } from '../../csv/csv-export';
import type { z } from 'zod';
import { canAccess } from '@sdp/shared/routes';
import type { Db } from '../../db/database';
import { auditActorOf } from '../../audit/record-audit';
import { forbidden, notFound } from '../../errors';
import { allowStoredText } from '../../plugins/stored-text';
import { callerOf, type Caller } from '../../types';
import { performUserAction, type ActionInput } from './users-actions';
import {
  activeUserCount,
  findApplicationDetail,
  findUserDetail,
  listApplications,
  listUsers,
} from './users-repository';

const TAGS = ['users'];

/** The approver's queue is for approvers only, though the endpoint also serves the editors' list. */
const checkScope = (scope: 'application' | 'approval', caller: Caller) => {
  if (scope === 'approval' && !canAccess('maintenance-user-list-approval', caller.roles)) throw forbidden();
};
/** Licences the organisation holds (spec §9 mock: 100); configurable per deployment. */
const activeLicences = (): number => Number(process.env.USER_LICENCES ?? 100);

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
] as const;

function inputOf(body: Record<string, unknown>): ActionInput {
  return {
    user_id: typeof body.user_id === 'string' ? body.user_id : undefined,
    apply_index: typeof body.apply_index === 'number' ? body.apply_index : undefined,
    version: typeof body.version === 'number' ? body.version : undefined,
    comment: typeof body.comment === 'string' ? body.comment : undefined,
    fields:
      'surname' in body
        ? (Object.fromEntries(
            FIELD_KEYS.filter((key) => key in body).map((key) => [key, body[key]]),
          ) as UserFields)
        : undefined,
  };
}

async function storedUserText(db: Db, id: unknown): Promise<unknown[]> {
  if (typeof id !== 'string' || id.length > 20) return [];
  const [user, applications] = await Promise.all([
    db.selectFrom('users').selectAll().where('user_id', '=', id).executeTakeFirst(),
    db.selectFrom('user_applications').selectAll().where('user_id', '=', id).execute(),
  ]);
  return [user, ...applications];
}

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/licensing',
    { schema: { tags: TAGS, response: { 200: licensingResponseSchema } } },
    async () => {
      const { active, inUse, remaining } = licensingOf(activeLicences(), await activeUserCount(app.db));
      return {
        active_licensing_num: active,
        in_use_licensing_num: inUse,
        remaining_licensing_num: remaining,
      };
    },
  );

  app.get(
    '/users',
    { schema: { tags: TAGS, querystring: userListQuerySchema, response: { 200: userListResponseSchema } } },
    async (request) => {
      const { page, per_page, sort = 'user_id', order = 'asc', ...filters } = request.query;
      const result = await listUsers(app.db, filters, { page, perPage: per_page, sort, order });
      return { total: result.total, page, per_page, users: result.rows };
    },
  );

  app.get(
    '/users/applying',
    {
      schema: {
        tags: TAGS,
        querystring: applicationListQuerySchema,
        response: { 200: applicationListResponseSchema },
      },
    },
    async (request) => {
      const {
        page,
        per_page,
        sort = 'apply_date',
        order = sort === 'apply_date' ? 'desc' : 'asc',
        ...filters
      } = request.query;
      checkScope(filters.scope, callerOf(request));
      const result = await listApplications(app.db, filters, { page, perPage: per_page, sort, order });
      return { total: result.total, page, per_page, applications: result.rows };
    },
  );

  app.get(
    '/users/list/export',
    { schema: { tags: TAGS, querystring: userExportQuerySchema } },
    async (request, reply) => {
      const { sort = 'user_id', order = 'asc', ...filters } = request.query;
      const pages = pagesOf(
        async (limit, offset) =>
          (await listUsers(app.db, filters, { sort, order, page: offset / limit + 1, perPage: limit })).rows,
      );
      return sendCsv(reply, exportFileName(USER_CSV_NAME, null), USER_CSV_COLUMNS, pages);
    },
  );

  app.get(
    '/users/export/',
    { schema: { tags: TAGS, querystring: applicationExportQuerySchema } },
    async (request, reply) => {
      const {
        sort = 'apply_date',
        order = sort === 'apply_date' ? 'desc' : 'asc',
        ...filters
      } = request.query;
      checkScope(filters.scope, callerOf(request));
      const pages = pagesOf(
        async (limit, offset) =>
          (await listApplications(app.db, filters, { sort, order, page: offset / limit + 1, perPage: limit }))
            .rows,
      );
      return sendCsv(reply, exportFileName(APPLICATION_CSV_NAME, null), APPLICATION_CSV_COLUMNS, pages);
    },
  );

  app.get(
    '/users/:id',
    { schema: { tags: TAGS, params: userIdParamSchema, response: { 200: userDetailSchema } } },
    async (request) => {
      const detail = await findUserDetail(app.db, request.params.id);
      if (!detail) throw notFound();
      return detail;
    },
  );

  app.get(
    '/users/:id/applications/:applyIndex',
    { schema: { tags: TAGS, params: applicationParamSchema, response: { 200: applicationDetailSchema } } },
    async (request) => {
      const detail = await findApplicationDetail(app.db, request.params.id, request.params.applyIndex);
      if (!detail) throw notFound();
      return detail;
    },
  );

  for (const action of Object.keys(ACTION_SCHEMAS) as UserAction[]) {
    const status = action === 'regist' ? 201 : 200;
    app.post(
      `/users/${action}`,
      {
        schema: {
          tags: TAGS,
          body: ACTION_SCHEMAS[action],
          response: { [status]: userActionResponseSchema },
        },
        // A change or a reapplication carries the user's stored names: text kept from before the text hygiene
        // rule stays as it is unless the editor changes it.
        ...(action === 'update' || action === 'retry'
          ? { preValidation: allowStoredText(({ user_id: id }) => storedUserText(app.db, id)) }
          : {}),
      },
      async (request, reply) => {
        const outcome = await performUserAction(
          app.db,
          action,
          inputOf(request.body as Record<string, unknown>),
          callerOf(request),
          activeLicences(),
          auditActorOf(request),
        );
        // Status and group changes alter who may sign in and with which roles.
        if (action === 'accept') await app.callers.clear();
        return reply.status(status).send(outcome);
      },
    );
  }
};
