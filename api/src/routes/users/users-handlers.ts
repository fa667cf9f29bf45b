import type { UserFields } from '@sdp/shared/contracts';
import {
  APPLICATION_CSV_COLUMNS,
  APPLICATION_CSV_NAME,
  exportFileName,
  licensingOf,
  USER_CSV_COLUMNS,
  USER_CSV_NAME,
  type UserAction,
} from '@sdp/shared/domain';
import { csvFile, pagesOf } from '../../csv/csv-export';
import { canAccess, type OPERATION_DOMAINS } from '@sdp/shared/routes';
import type { Db } from '../../db/database';
import { auditActorOf } from '../../audit/record-audit';
import { forbidden, notFound } from '../../errors';
import type { Caller, HandlerContext } from '../../pipeline/context';
import type { HandlersOf } from '../../pipeline/handler';
import { performUserAction, type ActionInput } from './users-actions';
import {
  activeUserCount,
  findApplicationDetail,
  findUserDetail,
  listApplications,
  listUsers,
  listUsersJson,
} from './users-repository';

/** The approver's queue is for approvers only, though the endpoint also serves the editors' list. */
const checkScope = (scope: 'application' | 'approval', caller: Caller) => {
  if (scope === 'approval' && !canAccess('maintenance-user-list-approval', caller.roles)) throw forbidden();
};

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
  'access_until',
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

/** One step of the user workflow (DESIGN.md §4): the shared state table decides, the repository writes. */
const action =
  (name: UserAction) =>
  async (ctx: HandlerContext, { body }: { body: object }) => {
    const outcome = await performUserAction(
      ctx.db,
      name,
      inputOf(body as Record<string, unknown>),
      ctx.caller,
      ctx.userLicences,
      auditActorOf(ctx),
    );
    // Status and group changes alter who may sign in and with which roles.
    if (name === 'accept') await ctx.callersChanged();
    return outcome;
  };

/**
 * A change or a reapplication carries the user's stored names: text kept from before the text hygiene rule stays
 * as it is unless the editor changes it.
 */
const keepingStoredText = (name: UserAction) => ({
  handle: action(name),
  storedText: (db: Db, { user_id: id }: Record<string, unknown>) => storedUserText(db, id),
});

export const userHandlers = {
  getLicensing: async ({ db, userLicences }) => {
    const { active, inUse, remaining } = licensingOf(userLicences, await activeUserCount(db));
    return { active_licensing_num: active, in_use_licensing_num: inUse, remaining_licensing_num: remaining };
  },

  listUsers: async ({ db }, { query }) => {
    const { page, per_page, sort = 'user_id', order = 'asc', ...filters } = query;
    return listUsersJson(db, filters, { page, perPage: per_page, sort, order });
  },

  listApplications: async ({ db, caller }, { query }) => {
    const {
      page,
      per_page,
      sort = 'apply_date',
      order = sort === 'apply_date' ? 'desc' : 'asc',
      ...filters
    } = query;
    checkScope(filters.scope, caller);
    const result = await listApplications(db, filters, { page, perPage: per_page, sort, order });
    return { total: result.total, page, per_page, applications: result.rows };
  },

  exportUsers: async ({ scoped }, { query }) => {
    const { sort = 'user_id', order = 'asc', ...filters } = query;
    const pages = pagesOf(
      async (limit, offset) =>
        (
          await scoped((db) =>
            listUsers(db, filters, { sort, order, page: offset / limit + 1, perPage: limit }),
          )
        ).rows,
    );
    return csvFile(exportFileName(USER_CSV_NAME, null), USER_CSV_COLUMNS, pages);
  },

  exportApplications: async ({ scoped, caller }, { query }) => {
    const { sort = 'apply_date', order = sort === 'apply_date' ? 'desc' : 'asc', ...filters } = query;
    checkScope(filters.scope, caller);
    const pages = pagesOf(
      async (limit, offset) =>
        (
          await scoped((db) =>
            listApplications(db, filters, { sort, order, page: offset / limit + 1, perPage: limit }),
          )
        ).rows,
    );
    return csvFile(exportFileName(APPLICATION_CSV_NAME, null), APPLICATION_CSV_COLUMNS, pages);
  },

  getUser: async ({ db }, { params }) => (await findUserDetail(db, params.id)) ?? Promise.reject(notFound()),

  getApplication: async ({ db }, { params }) =>
    (await findApplicationDetail(db, params.id, params.applyIndex)) ?? Promise.reject(notFound()),

  applyRegistration: action('regist'),
  applyChange: keepingStoredText('update'),
  applyRemoval: action('remove'),
  reapply: keepingStoredText('retry'),
  withdrawApplication: action('delete'),
  remandApplication: action('remand'),
  rejectApplication: action('reject'),
  acceptApplication: action('accept'),
} satisfies HandlersOf<keyof (typeof OPERATION_DOMAINS)['users']>;
