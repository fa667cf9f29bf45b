import { parseListQuery, type FirstDataMap } from '@sdp/shared';
import { authorityRolesQueryOptions } from './features/authority-groups/api/get-authority-roles';
import {
  AUTHORITY_LIST,
  authorityGroupsQueryOf,
  authorityGroupsQueryOptions,
} from './features/authority-groups/api/get-authority-groups';

import {
  AUDIT_LIST,
  auditEventsQueryOf,
  auditEventsQueryOptions,
} from './features/audit-log/api/get-audit-events';

/** The authority list's and the audit log's first queries, from the URL as the page reads it (exposed as `./first-data`, DESIGN §8). */
const firstData: FirstDataMap = {
  'maintenance-authority-list': ({ search }, client) => {
    const query = authorityGroupsQueryOf(parseListQuery(search, AUTHORITY_LIST));
    void client.prefetchQuery(authorityGroupsQueryOptions(query));
    void client.prefetchQuery(authorityRolesQueryOptions());
  },
  'maintenance-audit-log': ({ search }, client) => {
    void client.prefetchQuery(
      auditEventsQueryOptions(auditEventsQueryOf(parseListQuery(search, AUDIT_LIST))),
    );
  },
};

export default firstData;
