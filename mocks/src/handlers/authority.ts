import { http, HttpResponse, type HttpHandler } from 'msw';
import { auditAs } from '../store/audit';
import { ROLE_LABELS, ROLE_NOTES, ROLES } from '@sdp/shared';
import {
  authorityGroupCreateSchema,
  authorityGroupDeleteSchema,
  authorityGroupDetailSchema,
  authorityGroupListQuerySchema,
  authorityGroupListResponseSchema,
  authorityGroupSchema,
  authorityGroupUpdateSchema,
  MESSAGES,
  rolesResponseSchema,
} from '@sdp/shared/contracts';
import { z } from 'zod';
import {
  apiPath,
  conflict,
  declaredAccess,
  duplicate,
  errorResponse,
  guarded,
  inUse,
  mockDelay,
  notFound,
  pageOf,
  parseBody,
  parseQuery,
  parseWith,
  type MockSession,
} from '../lib/index';
import {
  createAuthorityGroup,
  deleteAuthorityGroup,
  findAuthorityGroup,
  listAuthorityGroups,
  updateAuthorityGroup,
  withUserCount,
  type StoreResult,
  type StoredAuthorityGroup,
} from '../store/authority';

type IdParams = { authority_group_id: string };
const ID_PATH = '/authority/groups/:authority_group_id';

const detail = (group: StoredAuthorityGroup, status = 200) =>
  HttpResponse.json(authorityGroupDetailSchema.parse(withUserCount(group)), { status });

function failure(result: Extract<StoreResult, { ok: false }>): Response {
  switch (result.error) {
    case 'not-found':
      return notFound();
    case 'conflict':
      return conflict();
    case 'duplicate':
      return duplicate('authority_group_id');
    case 'in-use':
      return inUse('authority_group_id');
  }
}

const SORT_KEYS: Record<string, (group: StoredAuthorityGroup) => string | number> = {
  authority_group_id: (group) => group.authority_group_id,
  authority_group_name: (group) => group.authority_group_name,
  data_viewing_class: (group) => group.data_viewing_class,
  user_count: (group) => withUserCount(group).user_count,
};

const versionQuerySchema = z.object({ version: z.coerce.number().int() });

async function update(request: Request, session: MockSession, pathId?: string): Promise<Response> {
  const body = await parseBody(request, authorityGroupUpdateSchema, ({ authority_group_id: id }) =>
    typeof id === 'string' ? findAuthorityGroup(id) : undefined,
  );
  if (body instanceof Response) return body;
  if (pathId !== undefined && body.authority_group_id !== pathId) {
    return errorResponse(400, 'W-001-3', MESSAGES.invalidValue, { authority_group_id: 'INVALID_VALUE' });
  }
  await mockDelay('write');
  const before = findAuthorityGroup(body.authority_group_id);
  const result = updateAuthorityGroup(body, session.account);
  if (!result.ok) return failure(result);
  auditAs(session.account, {
    action: 'update',
    ...groupEvent(body.authority_group_id),
    before,
    after: result.group,
  });
  return detail(result.group);
}

async function remove(id: string, version: number, session: MockSession): Promise<Response> {
  await mockDelay('write');
  const before = findAuthorityGroup(id);
  const result = deleteAuthorityGroup(id, version);
  if (!result.ok) return failure(result);
  auditAs(session.account, { action: 'delete', ...groupEvent(id), before });
  return new HttpResponse(null, { status: 204 });
}

const groupEvent = (id: string) => ({ entity: 'authority_group' as const, entityKey: id });

/**
 * The server's table declares PUT and DELETE on /authority/groups with the id in the body; the
 * `/authority/groups/:id` forms (DELETE with `?version=`) are answered too, with the same access.
 */
export const authorityHandlers: HttpHandler[] = [
  http.get(
    apiPath('/authority/roles'),
    guarded(declaredAccess('GET', '/authority/roles'), async () => {
      await mockDelay('list');
      const roles = ROLES.map((role) => ({
        role_id: role,
        role_name: ROLE_LABELS[role],
        note: ROLE_NOTES[role],
      }));
      return HttpResponse.json(rolesResponseSchema.parse({ roles }));
    }),
  ),
  http.get(
    apiPath('/authority/groups'),
    guarded(declaredAccess('GET', '/authority/groups'), async ({ request }) => {
      const query = parseQuery(request, authorityGroupListQuerySchema);
      if (query instanceof Response) return query;
      await mockDelay('list');
      const keyword = query.keyword?.trim().toLowerCase();
      const rows = listAuthorityGroups().filter(
        (group) =>
          (!keyword ||
            group.authority_group_id.toLowerCase().includes(keyword) ||
            group.authority_group_name.toLowerCase().includes(keyword)) &&
          (!query.role_id || group.roles.includes(query.role_id)),
      );
      const { items, ...page } = pageOf(rows, query, SORT_KEYS, 'authority_group_id');
      return HttpResponse.json(
        authorityGroupListResponseSchema.parse({
          ...page,
          authority_groups: items.map((group) => authorityGroupSchema.parse(withUserCount(group))),
        }),
      );
    }),
  ),
  http.get<IdParams>(
    apiPath(ID_PATH),
    guarded<IdParams>(declaredAccess('GET', ID_PATH), async ({ params }) => {
      await mockDelay('detail');
      const group = findAuthorityGroup(params.authority_group_id);
      return group ? detail(group) : notFound();
    }),
  ),
  http.post(
    apiPath('/authority/groups'),
    guarded(declaredAccess('POST', '/authority/groups'), async ({ request, session }) => {
      const body = await parseBody(request, authorityGroupCreateSchema);
      if (body instanceof Response) return body;
      await mockDelay('write');
      const result = createAuthorityGroup(body, session.account);
      if (!result.ok) return failure(result);
      auditAs(session.account, {
        action: 'create',
        ...groupEvent(body.authority_group_id),
        after: result.group,
      });
      return detail(result.group, 201);
    }),
  ),
  http.put(
    apiPath('/authority/groups'),
    guarded(declaredAccess('PUT', '/authority/groups'), ({ request, session }) => update(request, session)),
  ),
  http.put<IdParams>(
    apiPath(ID_PATH),
    guarded<IdParams>(declaredAccess('PUT', '/authority/groups'), ({ request, params, session }) =>
      update(request, session, params.authority_group_id),
    ),
  ),
  http.delete(
    apiPath('/authority/groups'),
    guarded(declaredAccess('DELETE', '/authority/groups'), async ({ request, session }) => {
      const body = await parseBody(request, authorityGroupDeleteSchema);
      if (body instanceof Response) return body;
      return remove(body.authority_group_id, body.version, session);
    }),
  ),
  http.delete<IdParams>(
    apiPath(ID_PATH),
    guarded<IdParams>(declaredAccess('DELETE', '/authority/groups'), async ({ request, params, session }) => {
      const query = parseWith(versionQuerySchema, {
        version: new URL(request.url).searchParams.get('version') ?? undefined,
      });
      if (query instanceof Response) return query;
      return remove(params.authority_group_id, query.version, session);
    }),
  ),
];
