import { http, HttpResponse, type HttpHandler } from 'msw';
import { ROLE_LABELS, ROLES } from '@sdp/shared';
import {
  authorityGroupCreateSchema,
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

const LIST = 'maintenance-authority-list';
const REGISTER = 'maintenance-authority-registration';
const EDIT = 'maintenance-authority-edit-id';
type IdParams = { id: string };

const ROLE_NOTES: Partial<Record<(typeof ROLES)[number], string>> = {
  MST_USER_AUTHORITY: 'ユーザー申請の承認・差戻し・否認',
  MST_AUTHORITY: '権限グループの登録・編集・削除',
};

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
  updated_date: (group) => group.updated_date,
  user_count: (group) => withUserCount(group).user_count,
};

const deleteQuerySchema = z.object({ version: z.coerce.number().int() });

export const authorityHandlers: HttpHandler[] = [
  http.get(
    apiPath('/authority/roles'),
    guarded([LIST, REGISTER, EDIT], async () => {
      await mockDelay('list');
      const roles = ROLES.map((role) => ({
        role_id: role,
        role_name: ROLE_LABELS[role],
        note: ROLE_NOTES[role] ?? null,
      }));
      return HttpResponse.json(rolesResponseSchema.parse({ roles }));
    }),
  ),
  http.get(
    apiPath('/authority/groups'),
    guarded(LIST, async ({ request }) => {
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
    apiPath('/authority/groups/:id'),
    guarded<IdParams>(EDIT, async ({ params }) => {
      await mockDelay('detail');
      const group = findAuthorityGroup(params.id);
      return group ? detail(group) : notFound();
    }),
  ),
  http.post(
    apiPath('/authority/groups'),
    guarded(REGISTER, async ({ request, session }) => {
      const body = await parseBody(request, authorityGroupCreateSchema);
      if (body instanceof Response) return body;
      await mockDelay('write');
      const result = createAuthorityGroup(body, session.account);
      return result.ok ? detail(result.group, 201) : failure(result);
    }),
  ),
  http.put<IdParams>(
    apiPath('/authority/groups/:id'),
    guarded<IdParams>(EDIT, async ({ request, params, session }) => {
      const body = await parseBody(request, authorityGroupUpdateSchema);
      if (body instanceof Response) return body;
      if (body.authority_group_id !== params.id) {
        return errorResponse(400, 'W-001', MESSAGES.validation, { authority_group_id: 'INVALID_VALUE' });
      }
      await mockDelay('write');
      const result = updateAuthorityGroup(body, session.account);
      return result.ok ? detail(result.group) : failure(result);
    }),
  ),
  http.delete<IdParams>(
    apiPath('/authority/groups/:id'),
    guarded<IdParams>(EDIT, async ({ request, params }) => {
      const query = parseWith(deleteQuerySchema, {
        version: new URL(request.url).searchParams.get('version') ?? undefined,
      });
      if (query instanceof Response) return query;
      await mockDelay('write');
      const result = deleteAuthorityGroup(params.id, query.version);
      return result.ok ? new HttpResponse(null, { status: 204 }) : failure(result);
    }),
  ),
];
