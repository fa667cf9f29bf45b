import {
  CORPORATION_SORT_KEYS,
  INTERNAL_UNIT_SORT_KEYS,
  OFFICE_SORT_KEYS,
  SUPPLIER_SORT_KEYS,
  surveyYearsQueryOptions,
  type FirstDataMap,
} from '@sdp/shared';
import type { QueryClient } from '@sdp/shared/query';
import { listQueryOf, parseListState, yearChoiceOf } from './common/list-state';
import { SUPPLIER_FILTER_KEYS, suppliersQueryOptions } from './features/clients/api/suppliers';
import {
  CORPORATION_FILTER_KEYS,
  corporationsQueryOptions,
  type CorporationListQuery,
} from './features/corporations/api/get-corporations';
import {
  INTERNAL_UNIT_FILTER_KEYS,
  internalUnitsQueryOptions,
} from './features/internal-units/api/get-internal-units';
import { OFFICE_FILTER_KEYS, officesQueryOptions } from './features/offices/api/get-offices';

/** The year a list opens on needs the survey years: asked once, kept fresh by the cache every page shares. */
const yearChoice = (client: QueryClient) => client.fetchQuery(surveyYearsQueryOptions()).then(yearChoiceOf);

/** The lists' first page from the URL, as their pages read it (exposed as `./first-data`, DESIGN §8). */
const firstData: FirstDataMap = {
  'maintenance-organization-list': ({ search }, client) => {
    const tab = search.get('tab');
    void yearChoice(client).then((choice) => {
      if (tab === 'office') {
        const state = parseListState(search, OFFICE_FILTER_KEYS, choice, OFFICE_SORT_KEYS);
        return client.prefetchQuery(officesQueryOptions(listQueryOf(state)));
      }
      if (tab === 'consolidated') {
        const state = parseListState(search, CORPORATION_FILTER_KEYS, choice, CORPORATION_SORT_KEYS);
        // The class code is the URL's text as it is, as the tab sends it: the server refuses one it does not know.
        return client.prefetchQuery(corporationsQueryOptions(listQueryOf(state) as CorporationListQuery));
      }
      const state = parseListState(search, INTERNAL_UNIT_FILTER_KEYS, choice, INTERNAL_UNIT_SORT_KEYS);
      return client.prefetchQuery(internalUnitsQueryOptions(listQueryOf(state)));
    });
  },
  'maintenance-client-list': ({ search }, client) => {
    void yearChoice(client).then((choice) => {
      const state = parseListState(search, SUPPLIER_FILTER_KEYS, choice, SUPPLIER_SORT_KEYS);
      return client.prefetchQuery(suppliersQueryOptions(listQueryOf(state)));
    });
  },
};

export default firstData;
