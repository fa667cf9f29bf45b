import type { QueryClient } from '../query';
import type { RouteName } from './route-table';

/** What a page's first queries are computed from: the URL as the page reads it, and the session's roles. */
export interface FirstDataInput {
  params: Readonly<Record<string, string>>;
  search: URLSearchParams;
  roles: readonly string[];
}

/**
 * A remote's declaration of its pages' first queries (DESIGN §8 "First data beside the code"): the remote exposes it
 * as `./first-data`, a module far lighter than its pages, and the shell starts it when navigation starts, so the
 * rows are on their way while the page's code still downloads. Each entry prefetches with the very query options
 * the page uses, so the page finds the answer under the same key and asks nothing twice.
 */
export type FirstDataMap = Partial<Record<RouteName, (input: FirstDataInput, client: QueryClient) => void>>;
