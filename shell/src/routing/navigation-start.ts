interface RouterLike {
  state: { location: { pathname: string; search: string } };
  subscribe: (listener: (state: { location: { pathname: string; search: string } }) => void) => () => void;
}

/**
 * Calls `start` with every new address the router moves to (a link, paging, a search, a tab, Back), when the router
 * changes its state, before React renders the page: a page's first data then leaves on the click (DESIGN.md §8).
 * A state change that keeps the address (a blocked navigation, a fetcher) starts nothing.
 */
export function followNavigations(router: RouterLike, start: (pathname: string, search: string) => void) {
  let last = `${router.state.location.pathname}${router.state.location.search}`;
  return router.subscribe(({ location }) => {
    const address = `${location.pathname}${location.search}`;
    if (address === last) return;
    last = address;
    start(location.pathname, location.search);
  });
}
