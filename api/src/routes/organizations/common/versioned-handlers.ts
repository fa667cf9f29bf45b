import type { PageQuery } from '@sdp/shared/contracts';
import type { Db } from '../../../db/database';
import { pgCode, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION } from '../../../db/errors';
import { conflict, duplicate, inUse, invalidValue, notFound } from '../../../errors';
import type { HandlerContext } from '../../../pipeline/context';
import { requireWritableYears } from '../../survey-years/survey-years-repository';
import { recordAudit } from '../../../audit/record-audit';
import type { AuditEntity } from '@sdp/shared/contracts';

type Key = { id: number; version: number };

/**
 * A versioned record of the organisation master (internal unit, office, related company): its list, detail,
 * registration, edit (by version) and deletion (by version) under one path.
 */
export interface VersionedResource<Query extends PageQuery, Item, ListAnswer, Detail, Create> {
  /** A page of the list and the total it is part of. */
  page: (db: Db, query: Query) => Promise<{ total: number; rows: Item[] }>;
  /** The list's answer: the page information with the rows under the resource's own key. */
  answer: (info: { total: number; page: number; per_page: number }, rows: Item[]) => ListAnswer;
  find: (db: Db, id: number) => Promise<Detail | undefined>;
  insert: (db: Db, input: Create, userId: string) => Promise<number>;
  update: (db: Db, key: Key, input: Create, userId: string) => Promise<boolean>;
  remove: (db: Db, key: Key) => Promise<boolean>;
  /** Throws the 400 a write gets for references that do not exist or a key the year already has. */
  checkWrite: (db: Db, input: Create, exceptId?: number) => Promise<void>;
  /** The field a unique key violation is reported on. */
  keyField: (input: Create) => string;
  /** How the audit trail names the record: its entity and business key (e.g. `2025/OF-0101`). */
  audit: { entity: AuditEntity; keyOf: (record: Detail) => string };
  /** The field to report W-004 on while the record is used elsewhere (it is then kept). */
  usedBy?: (db: Db, record: Detail) => Promise<string | undefined>;
}

/** A unique violation (a write that raced the check) answers W-003, a foreign key one W-001-3, on the key. */
async function guardUnique<T>(field: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (pgCode(error) === PG_UNIQUE_VIOLATION) throw duplicate(field);
    if (pgCode(error) === PG_FOREIGN_KEY_VIOLATION) throw invalidValue(field);
    throw error;
  }
}

/**
 * The five handlers of a versioned resource (list, one, create, update by version, delete by version); each write
 * runs in one transaction, refuses a closed year and records its audit event.
 */
export function versionedHandlers<
  Query extends PageQuery,
  Item,
  ListAnswer,
  Detail extends { version: number; survey_fy: number },
  Create extends { survey_fy: number },
>(resource: VersionedResource<Query, Item, ListAnswer, Detail, Create>) {
  const found = async (db: Db, id: number) => (await resource.find(db, id)) ?? Promise.reject(notFound());
  const event = (record: Detail) => ({
    entity: resource.audit.entity,
    entityKey: resource.audit.keyOf(record),
    surveyFy: record.survey_fy,
  });
  /** A write that matched no row: the record is gone (404) or another write changed it first (409). */
  const missed = async (db: Db, id: number) => ((await resource.find(db, id)) ? conflict() : notFound());

  return {
    list: async ({ db }: HandlerContext, { query }: { query: Query }) => {
      const { total, rows } = await resource.page(db, query);
      return resource.answer({ total, page: query.page, per_page: query.per_page }, rows);
    },
    get: async ({ db }: HandlerContext, { params }: { params: { id: number } }) => found(db, params.id),
    create: async (ctx: HandlerContext, { body: input }: { body: Create }) =>
      ctx.db.transaction().execute(async (tx) => {
        await requireWritableYears(tx, [input.survey_fy]);
        await resource.checkWrite(tx, input);
        const id = await guardUnique(resource.keyField(input), () =>
          resource.insert(tx, input, ctx.caller.userId),
        );
        const created = await found(tx, id);
        await recordAudit(tx, ctx, [{ action: 'create', ...event(created), after: created }]);
        return created;
      }),
    update: {
      storedText: async (db: Db, { id }: Record<string, unknown>) =>
        typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? resource.find(db, id) : undefined,
      handle: async (ctx: HandlerContext, { body: input }: { body: Create & Key }) =>
        ctx.db.transaction().execute(async (tx) => {
          // Neither the year the record is in nor the one the edit names may be closed.
          const stored = await resource.find(tx, input.id);
          await requireWritableYears(tx, [input.survey_fy, ...(stored ? [stored.survey_fy] : [])]);
          await resource.checkWrite(tx, input, input.id);
          const updated = await guardUnique(resource.keyField(input), () =>
            resource.update(tx, input, input, ctx.caller.userId),
          );
          if (!updated) throw await missed(tx, input.id);
          const after = await found(tx, input.id);
          await recordAudit(tx, ctx, [{ action: 'update', ...event(after), before: stored, after }]);
          return after;
        }),
    },
    remove: async (ctx: HandlerContext, { body: { id, version } }: { body: Key }) => {
      await ctx.db.transaction().execute(async (tx) => {
        const record = await found(tx, id);
        await requireWritableYears(tx, [record.survey_fy]);
        if (record.version !== version) throw conflict();
        const field = await resource.usedBy?.(tx, record);
        if (field) throw inUse(field);
        if (!(await resource.remove(tx, { id, version }))) throw await missed(tx, id);
        await recordAudit(tx, ctx, [{ action: 'delete', ...event(record), before: record }]);
      });
    },
  };
}
