import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import { deleteBodySchema, idParamSchema, type AuditEntity, type PageQuery } from '@sdp/shared/contracts';
import {
  apiPath,
  declaredAccess,
  guarded,
  inUse,
  mockDelay,
  notFound,
  pageOf,
  parseBody,
  parseQuery,
  parseWith,
  yearClosed,
  type MockSession,
} from '../lib/index';
import { closedYearAmong } from '../store/survey-years';
import { recordMockAudit } from '../store/audit';
import { accountName } from '../data/accounts';
import type { StoreResult } from '../store/store-result';
import { storeFailure } from './store-failure';

type IdParams = { id: string };

/** One master kind of a survey year as the mocks answer it: list, detail, create, update, delete (spec §7). */
export interface RecordKind<
  Detail extends { id: number; version: number; survey_fy: number },
  Query extends PageQuery,
  Create,
  Update extends { id: number; version: number },
> {
  path: string;
  listQuery: z.ZodType<Query>;
  createBody: z.ZodType<Create>;
  updateBody: z.ZodType<Update>;
  matches: (row: Detail, query: Query) => boolean;
  sort: Readonly<Record<string, (row: Detail) => string | number | null>>;
  defaultSort: string;
  listAnswer: (page: { total: number; page: number; per_page: number }, rows: Detail[]) => JsonBodyType;
  detailAnswer: (row: Detail) => JsonBodyType;
  table: {
    list: (query: Query) => Detail[];
    find: (id: number) => Detail | undefined;
    create: (input: Create, userId: string) => StoreResult<Detail>;
    update: (
      id: number,
      version: number,
      input: Omit<Update, 'id' | 'version'>,
      userId: string,
    ) => StoreResult<Detail>;
    remove: (id: number, version: number) => StoreResult<null>;
  };
  /** The field that blocks a delete while other data points at the row. */
  inUseField: (row: Detail) => string | undefined;
  /** How the audit trail names a row, as the server does. */
  audit: { entity: AuditEntity; keyOf: (row: Detail) => string };
}

export function recordHandlers<
  Detail extends { id: number; version: number; survey_fy: number },
  Query extends PageQuery,
  Create extends { survey_fy: number },
  Update extends { id: number; version: number; survey_fy: number },
>(kind: RecordKind<Detail, Query, Create, Update>): HttpHandler[] {
  const { path, table } = kind;
  const audit = (
    session: MockSession,
    action: 'create' | 'update' | 'delete',
    row: Detail,
    before: Detail | null,
    after: Detail | null,
  ) =>
    recordMockAudit(
      { user_id: session.account.user_id, name: accountName(session.account) },
      {
        action,
        entity: kind.audit.entity,
        entityKey: kind.audit.keyOf(row),
        surveyFy: row.survey_fy,
        before,
        after,
      },
    );
  return [
    http.get(
      apiPath(path),
      guarded(declaredAccess('GET', path), async ({ request }) => {
        const query = parseQuery(request, kind.listQuery);
        if (query instanceof Response) return query;
        await mockDelay('list');
        const rows = table.list(query).filter((row) => kind.matches(row, query));
        const { items, ...page } = pageOf(rows, query, kind.sort, kind.defaultSort);
        return HttpResponse.json(kind.listAnswer(page, items));
      }),
    ),
    http.get<IdParams>(
      apiPath(`${path}/:id`),
      guarded<IdParams>(declaredAccess('GET', `${path}/:id`), async ({ params }) => {
        const id = parseWith(idParamSchema, params);
        if (id instanceof Response) return id;
        await mockDelay('detail');
        const row = table.find(id.id);
        return row ? HttpResponse.json(kind.detailAnswer(row)) : notFound();
      }),
    ),
    http.post(
      apiPath(path),
      guarded(declaredAccess('POST', path), async ({ request, session }) => {
        const body = await parseBody(request, kind.createBody);
        if (body instanceof Response) return body;
        await mockDelay('write');
        const closed = closedYearAmong([body.survey_fy]);
        if (closed !== undefined) return yearClosed(closed);
        const result = table.create(body, session.account.user_id);
        if (!result.ok) return storeFailure(result);
        audit(session, 'create', result.value, null, result.value);
        return HttpResponse.json(kind.detailAnswer(result.value), { status: 201 });
      }),
    ),
    http.put(
      apiPath(path),
      guarded(declaredAccess('PUT', path), async ({ request, session }) => {
        const body = await parseBody(request, kind.updateBody, ({ id }) =>
          typeof id === 'number' ? table.find(id) : undefined,
        );
        if (body instanceof Response) return body;
        await mockDelay('write');
        const { id, version, ...input } = body;
        const stored = table.find(id);
        const closed = closedYearAmong([body.survey_fy, ...(stored ? [stored.survey_fy] : [])]);
        if (closed !== undefined) return yearClosed(closed);
        const result = table.update(id, version, input, session.account.user_id);
        if (!result.ok) return storeFailure(result);
        audit(session, 'update', result.value, stored ?? null, result.value);
        return HttpResponse.json(kind.detailAnswer(result.value));
      }),
    ),
    http.delete(
      apiPath(path),
      guarded(declaredAccess('DELETE', path), async ({ request, session }) => {
        const body = await parseBody(request, deleteBodySchema);
        if (body instanceof Response) return body;
        await mockDelay('write');
        const row = table.find(body.id);
        const closed = row ? closedYearAmong([row.survey_fy]) : undefined;
        if (closed !== undefined) return yearClosed(closed);
        const blocking = row && row.version === body.version ? kind.inUseField(row) : undefined;
        if (blocking) return inUse(blocking);
        const result = table.remove(body.id, body.version);
        if (!result.ok) return storeFailure(result);
        if (row) audit(session, 'delete', row, row, null);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ];
}
