import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authorityGroupCreateSchema,
  authorityGroupDeleteSchema,
  authorityGroupDetailSchema,
  authorityGroupIdSchema,
  authorityGroupListQuerySchema,
  authorityGroupListResponseSchema,
  authorityGroupUpdateSchema,
  rolesResponseSchema,
} from '@sdp/shared/contracts';
import { ROLES, type Role } from '@sdp/shared/routes';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgCode } from '../../db/errors';
import { allowStoredText } from '../../plugins/stored-text';
import { conflict, duplicate, inUse, notFound } from '../../errors';
import { recordAudit } from '../../audit/record-audit';
import { callerOf } from '../../types';
import {
  deleteGroup,
  findGroup,
  groupExists,
  insertGroup,
  listGroups,
  lockGroup,
  updateGroup,
  usersOfGroup,
} from './authority-repository';

const TAGS = ['authority'];

const groupEvent = (id: string) => ({ entity: 'authority_group' as const, entityKey: id });
/** A group as the audit trail compares it: its own fields and its roles as one sorted list. */
const flat = (group: Awaited<ReturnType<typeof findGroup>>) =>
  group && {
    authority_group_name: group.authority_group_name,
    data_viewing_class: group.data_viewing_class,
    note: group.note,
    roles: [...group.roles].sort().join(','),
  };

export const authorityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/authority/roles',
    { schema: { tags: TAGS, response: { 200: rolesResponseSchema } } },
    async () => {
      const rows = await app.db
        .selectFrom('roles')
        .select(['role_id', 'role_name', 'note'])
        .where('role_id', 'in', ROLES)
        .orderBy('sort_order')
        .execute();
      return { roles: rows.map((row) => ({ ...row, role_id: row.role_id as Role })) };
    },
  );

  app.get(
    '/authority/groups',
    {
      schema: {
        tags: TAGS,
        querystring: authorityGroupListQuerySchema,
        response: { 200: authorityGroupListResponseSchema },
      },
    },
    async (request) => {
      const { keyword, role_id, page, per_page, sort = 'authority_group_id', order = 'asc' } = request.query;
      const result = await listGroups(
        app.db,
        { keyword, roleId: role_id },
        { page, perPage: per_page, sort, order },
      );
      return { total: result.total, page, per_page, authority_groups: result.groups };
    },
  );

  app.get(
    '/authority/groups/:authority_group_id',
    {
      schema: {
        tags: TAGS,
        params: z.object({ authority_group_id: authorityGroupIdSchema }),
        response: { 200: authorityGroupDetailSchema },
      },
    },
    async (request) => {
      const group = await findGroup(app.db, request.params.authority_group_id);
      if (!group) throw notFound();
      return group;
    },
  );

  app.post(
    '/authority/groups',
    {
      schema: { tags: TAGS, body: authorityGroupCreateSchema, response: { 201: authorityGroupDetailSchema } },
    },
    async (request, reply) => {
      const input = request.body;
      if (await groupExists(app.db, input.authority_group_id)) throw duplicate('authority_group_id');
      try {
        await app.db.transaction().execute(async (tx) => {
          await insertGroup(tx, input, callerOf(request).userId);
          const after = await findGroup(tx, input.authority_group_id);
          await recordAudit(tx, request, [
            { action: 'create', ...groupEvent(input.authority_group_id), after: flat(after) },
          ]);
        });
      } catch (error) {
        if (pgCode(error) === PG_UNIQUE_VIOLATION) throw duplicate('authority_group_id');
        throw error;
      }
      return reply.status(201).send((await findGroup(app.db, input.authority_group_id))!);
    },
  );

  app.put(
    '/authority/groups',
    {
      schema: { tags: TAGS, body: authorityGroupUpdateSchema, response: { 200: authorityGroupDetailSchema } },
      preValidation: allowStoredText(async ({ authority_group_id: id }) =>
        typeof id === 'string' && id.length <= 30 ? findGroup(app.db, id) : undefined,
      ),
    },
    async (request) => {
      const input = request.body;
      const updated = await app.db.transaction().execute(async (tx) => {
        const before = await findGroup(tx, input.authority_group_id);
        if (!(await updateGroup(tx, input, callerOf(request).userId))) return false;
        const after = await findGroup(tx, input.authority_group_id);
        await recordAudit(tx, request, [
          {
            action: 'update',
            ...groupEvent(input.authority_group_id),
            before: flat(before),
            after: flat(after),
          },
        ]);
        return true;
      });
      if (!updated) throw (await groupExists(app.db, input.authority_group_id)) ? conflict() : notFound();
      await app.callers.clear(); // members' roles changed
      return (await findGroup(app.db, input.authority_group_id))!;
    },
  );

  app.delete(
    '/authority/groups',
    { schema: { tags: TAGS, body: authorityGroupDeleteSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const { authority_group_id: id, version } = request.body;
      try {
        await app.db.transaction().execute(async (tx) => {
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
          await recordAudit(tx, request, [{ action: 'delete', ...groupEvent(id), before: flat(before) }]);
        });
      } catch (error) {
        if (pgCode(error) === PG_FOREIGN_KEY_VIOLATION) throw inUse('authority_group_id');
        throw error;
      }
      return reply.status(204).send(null);
    },
  );
};
