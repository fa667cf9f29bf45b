import { parseListQuery, type FirstDataMap } from '@sdp/shared';
import { authorityRolesQueryOptions } from './features/authority-groups/api/get-authority-roles';
import {
  AUTHORITY_LIST,
  authorityGroupsQueryOf,
  authorityGroupsQueryOptions,
} from './features/authority-groups/api/get-authority-groups';

/** The authority list's first queries, from the URL as the page reads it (exposed as `./first-data`, DESIGN §8). */
const firstData: FirstDataMap = {
  'maintenance-authority-list': ({ search }, client) => {
    const query = authorityGroupsQueryOf(parseListQuery(search, AUTHORITY_LIST));
    void client.prefetchQuery(authorityGroupsQueryOptions(query));
    void client.prefetchQuery(authorityRolesQueryOptions());
  },
};

export default firstData;
