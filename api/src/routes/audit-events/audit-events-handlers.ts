import { AUDIT_CSV_COLUMNS, AUDIT_CSV_NAME, exportFileName } from '@sdp/shared/domain';
import { AUDIT_DATA_ENTITIES, auditReadableBy, auditScopeOf } from '@sdp/shared/routes';
import { forbidden } from '../../errors';
import { csvFile, pagesOf } from '../../csv/csv-export';
import type { HandlersOf } from '../../pipeline/handler';
import { auditFacets, newestAuditEventId, pageAuditEvents } from './audit-events-repository';

/** The verifier reads the events of data only, whatever it asks for (DESIGN.md §8 "Verifier role"). */
const entitiesFor = (roles: readonly string[]) =>
  auditScopeOf(roles) === 'data' ? { entities: AUDIT_DATA_ENTITIES } : {};

/**
 * The audit trail (DESIGN.md §7), filtered and paged, newest first. 変更履歴閲覧 reads every event; the verifier those
 * of data; anyone else only the events of one record they may edit (entity and entity_key given).
 */
export const auditHandlers = {
  listAuditEvents: async ({ db, caller: { roles } }, { query }) => {
    if (!auditReadableBy(roles, { entity: query.entity, entityKey: query.entity_key })) throw forbidden();
    const { total, events } = await pageAuditEvents(db, { ...query, ...entitiesFor(roles) });
    // The filters offer who and what the trail they may read holds: all of it, its data, or their record's.
    const { page, per_page: perPage, ...filter } = query;
    const facets = await auditFacets(db, auditScopeOf(roles) === 'none' ? filter : entitiesFor(roles));
    return { total, page, per_page: perPage, events, ...facets };
  },

  exportAuditEvents: async ({ db, scoped, caller }, { query: filter }) => {
    if (!auditReadableBy(caller.roles, { entity: filter.entity, entityKey: filter.entity_key }))
      throw forbidden();
    const upTo = await newestAuditEventId(db);
    const pages = pagesOf(
      async (limit, offset) =>
        (
          await scoped((read) =>
            pageAuditEvents(read, {
              ...filter,
              ...entitiesFor(caller.roles),
              upTo,
              page: offset / limit + 1,
              per_page: limit,
            }),
          )
        ).events,
    );
    return csvFile(exportFileName(AUDIT_CSV_NAME, filter.survey_fy ?? null), AUDIT_CSV_COLUMNS, pages);
  },
} satisfies HandlersOf<'listAuditEvents' | 'exportAuditEvents'>;
