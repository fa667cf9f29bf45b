import { canAccess, type FirstDataMap } from '@sdp/shared';
import { applicationsQueryOptions } from './features/users/api/get-applications';
import { licensingQueryOptions } from './features/users/api/get-licensing';
import { authorityGroupOptionsQueryOptions } from './features/users/api/get-lookups';
import { usersQueryOptions } from './features/users/api/get-users';
import { parseListQuery, tabOf } from './features/users/components/list-query';

/** The user list's first queries, from the URL as the page reads it (exposed as `./first-data`, DESIGN §8). */
const firstData: FirstDataMap = {
  'maintenance-user-list': ({ search, roles }, client) => {
    const tab = tabOf(search);
    const query = parseListQuery(search);
    if (tab === 'users') void client.prefetchQuery(usersQueryOptions(query));
    else {
      const scope = tab === 'approval' ? 'approval' : 'application';
      void client.prefetchQuery(applicationsQueryOptions({ ...query, scope }));
    }
    void client.prefetchQuery(licensingQueryOptions());
    if (canAccess('maintenance-user-registration', roles))
      void client.prefetchQuery(authorityGroupOptionsQueryOptions());
  },
};

export default firstData;
