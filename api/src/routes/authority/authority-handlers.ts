import { ROLES, type Role, type OPERATION_DOMAINS } from '@sdp/shared/routes';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgCode } from '../../db/errors';
import { conflict, duplicate, inUse, notFound } from '../../errors';
import { recordAudit } from '../../audit/record-audit';
import type { HandlersOf } from '../../pipeline/handler';
import {
  deleteGroup,
  findGroup,
  groupExists,
  insertGroup,
  listGroupsJson,
  lockGroup,
  updateGroup,
  usersOfGroup,
} from './authority-repository';

const groupEvent = (id: string) => ({ entity: 'authority_group' as const, entityKey: id });
/** A group as the audit trail compares it: its own fields and its roles as one sorted list. */
const flat = (group: Awaited<ReturnType<typeof findGroup>>) =>
  group && {
    authority_group_name: group.authority_group_name,
    data_viewing_class: group.data_viewing_class,
    note: group.note,
    roles: [...group.roles].sort().join(','),
  };

export const authorityHandlers = {
  listRoles: async ({ db }) => {
    const rows = await db
      .selectFrom('roles')
      .select(['role_id', 'role_name', 'note'])
      .where('role_id', 'in', ROLES)
      .orderBy('sort_order')
      .execute();
    return { roles: rows.map((row) => ({ ...row, role_id: row.role_id as Role })) };
  },

  listAuthorityGroups: async ({ db }, { query }) => {
    const { keyword, role_id, page, per_page, sort = 'authority_group_id', order = 'asc' } = query;
    return listGroupsJson(db, { keyword, roleId: role_id }, { page, perPage: per_page, sort, order });
  },

  getAuthorityGroup: async ({ db }, { params }) => {
    const group = await findGroup(db, params.authority_group_id);
    if (!group) throw notFound();
    return group;
  },

  createAuthorityGroup: async (ctx, { body }) => {
    if (await groupExists(ctx.db, body.authority_group_id)) throw duplicate('authority_group_id');
    try {
      await ctx.db.transaction().execute(async (tx) => {
        await insertGroup(tx, body, ctx.caller.userId);
        const after = await findGroup(tx, body.authority_group_id);
        await recordAudit(tx, ctx, [
          { action: 'create', ...groupEvent(body.authority_group_id), after: flat(after) },
        ]);
      });
    } catch (error) {
      if (pgCode(error) === PG_UNIQUE_VIOLATION) throw duplicate('authority_group_id');
      throw error;
    }
    return (await findGroup(ctx.db, body.authority_group_id))!;
  },

  updateAuthorityGroup: {
    storedText: async (db, { authority_group_id: id }) =>
      typeof id === 'string' && id.length <= 30 ? findGroup(db, id) : undefined,
    handle: async (ctx, { body }) => {
      const updated = await ctx.db.transaction().execute(async (tx) => {
        const before = await findGroup(tx, body.authority_group_id);
        if (!(await updateGroup(tx, body, ctx.caller.userId))) return false;
        const after = await findGroup(tx, body.authority_group_id);
        await recordAudit(tx, ctx, [
          {
            action: 'update',
            ...groupEvent(body.authority_group_id),
            before: flat(before),
            after: flat(after),
          },
        ]);
        return true;
      });
      if (!updated) throw (await groupExists(ctx.db, body.authority_group_id)) ? conflict() : notFound();
      await ctx.callersChanged(); // members' roles changed
      return (await findGroup(ctx.db, body.authority_group_id))!;
    },
  },

  deleteAuthorityGroup: async (ctx, { body }) => {
    const { authority_group_id: id, version } = body;
    try {
      await ctx.db.transaction().execute(async (tx) => {
        const current = await lockGroup(tx, id);
        if (!current) throw notFound();
        if (current.version !== version) throw conflict();
        if ((await usersOfGroup(tx, id)) > 0) throw inUse('authority_group_id');
        // Deleted users keep their record but no longer point at the group.
        await tx
          .updateTable('users')
          .set({ authority_group_id: null })
          .where('authority_group_id', '=', id)
          .execute();
        const before = await findGroup(tx, id);
        if (!(await deleteGroup(tx, id, version))) throw conflict();
        await recordAudit(tx, ctx, [{ action: 'delete', ...groupEvent(id), before: flat(before) }]);
      });
    } catch (error) {
      if (pgCode(error) === PG_FOREIGN_KEY_VIOLATION) throw inUse('authority_group_id');
      throw error;
    }
  },
} satisfies HandlersOf<keyof (typeof OPERATION_DOMAINS)['authority']>;
