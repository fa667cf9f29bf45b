import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditEventsExportQuerySchema,
  auditEventsQuerySchema,
  auditEventsResponseSchema,
} from '@sdp/shared/contracts';
import { AUDIT_CSV_COLUMNS, AUDIT_CSV_NAME, exportFileName } from '@sdp/shared/domain';
import { AUDIT_LOG_ROUTE, auditReadableBy, canAccess } from '@sdp/shared/routes';
import { forbidden } from '../../errors';
import { callerOf } from '../../types';
import { pagesOf, sendCsv } from '../../csv/csv-export';
import { auditFacets, newestAuditEventId, pageAuditEvents } from './audit-events-repository';

/**
 * GET /audit_events (DESIGN.md §7): the trail, filtered and paged, newest first. 変更履歴閲覧 reads every event;
 * anyone else only the events of one record they may edit (entity and entity_key given).
 */
export const auditEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit_events',
    {
      schema: {
        tags: ['audit'],
        querystring: auditEventsQuerySchema,
        response: { 200: auditEventsResponseSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const { roles } = callerOf(request);
      if (!auditReadableBy(roles, { entity: query.entity, entityKey: query.entity_key })) throw forbidden();
      const { total, events } = await pageAuditEvents(app.db, query);
      // The filters offer who and what the whole trail holds, to those who may read all of it; others their record's.
      const { page, per_page: perPage, ...filter } = query;
      const facets = await auditFacets(app.db, canAccess(AUDIT_LOG_ROUTE, roles) ? {} : filter);
      return { total, page, per_page: perPage, events, ...facets };
    },
  );

  app.get(
    '/audit_events/export',
    { schema: { tags: ['audit'], querystring: auditEventsExportQuerySchema } },
    async (request, reply) => {
      const filter = request.query;
      if (!auditReadableBy(callerOf(request).roles, { entity: filter.entity, entityKey: filter.entity_key }))
        throw forbidden();
      const upTo = await newestAuditEventId(app.db);
      const pages = pagesOf(
        async (limit, offset) =>
          (await pageAuditEvents(app.db, { ...filter, upTo, page: offset / limit + 1, per_page: limit }))
            .events,
      );
      return sendCsv(
        reply,
        exportFileName(AUDIT_CSV_NAME, filter.survey_fy ?? null),
        AUDIT_CSV_COLUMNS,
        pages,
      );
    },
  );
};
