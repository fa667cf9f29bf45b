import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  auditEventsExportQuerySchema,
  auditEventsQuerySchema,
  auditEventsResponseSchema,
} from '@sdp/shared/contracts';
import { AUDIT_CSV_COLUMNS, AUDIT_CSV_NAME, exportFileName } from '@sdp/shared/domain';
import { AUDIT_LOG_ROUTE, auditReadableBy, canAccess } from '@sdp/shared/routes';
import {
  apiPath,
  csvResponse,
  declaredAccess,
  errorResponse,
  guarded,
  mockDelay,
  parseQuery,
} from '../lib/index';
import { MESSAGES } from '@sdp/shared/contracts';
import { auditEventsMatching } from '../store/audit';

/** GET /audit_events as the server answers it: the same access rule, filters, paging and facets. */
export const auditHandlers: HttpHandler[] = [
  http.get(
    apiPath('/audit_events'),
    guarded(declaredAccess('GET', '/audit_events'), async ({ request, session }) => {
      const query = parseQuery(request, auditEventsQuerySchema);
      if (query instanceof Response) return query;
      if (!auditReadableBy(session.roles, { entity: query.entity, entityKey: query.entity_key }))
        return errorResponse(403, 'E-403', MESSAGES.accessDenied);
      await mockDelay('list');
      const { page, per_page: perPage, ...filter } = query;
      const matching = auditEventsMatching(filter);
      const facetSource = canAccess(AUDIT_LOG_ROUTE, session.roles) ? auditEventsMatching({}) : matching;
      const users = new Map(
        facetSource.flatMap((event) => (event.user_id ? [[event.user_id, event.user_name]] : [])),
      );
      return HttpResponse.json(
        auditEventsResponseSchema.parse({
          total: matching.length,
          page,
          per_page: perPage,
          events: matching.slice((page - 1) * perPage, page * perPage),
          users: [...users]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([user_id, user_name]) => ({ user_id, user_name })),
          entities: [...new Set(facetSource.map((event) => event.entity))].sort(),
        }),
      );
    }),
  ),
  http.get(
    apiPath('/audit_events/export'),
    guarded(declaredAccess('GET', '/audit_events/export'), async ({ request, session }) => {
      const filter = parseQuery(request, auditEventsExportQuerySchema);
      if (filter instanceof Response) return filter;
      if (!auditReadableBy(session.roles, { entity: filter.entity, entityKey: filter.entity_key }))
        return errorResponse(403, 'E-403', MESSAGES.accessDenied);
      await mockDelay('download');
      return csvResponse(
        AUDIT_CSV_COLUMNS,
        auditEventsMatching(filter),
        exportFileName(AUDIT_CSV_NAME, filter.survey_fy ?? null),
      );
    }),
  ),
];
