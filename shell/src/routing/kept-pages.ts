import type { RouteMatch } from '@sdp/shared';

/** How many list pages stay mounted at most, the one on screen included (memory stays bounded). */
const KEPT_PAGES_LIMIT = 3;

/**
 * A list page kept mounted: the address it had when it was last on screen (`at`, react-router's location context
 * value, handed back to it while it is hidden) and the route match it was rendered with.
 */
export interface KeptPage<At = unknown> {
  name: string;
  match: RouteMatch;
  at: At;
  /** Who it was kept for: another user never sees it. */
  owner: string;
  /** Larger is more recent; the least recent goes first when the bound is reached. */
  shownAt: number;
}

export interface Visit<At> {
  /** The page on screen now, when it may be kept (an allowed list page), else undefined. */
  match: RouteMatch | undefined;
  at: At;
  owner: string | undefined;
  mayOpen: (match: RouteMatch) => boolean;
}

/**
 * The kept pages after a render: the list page on screen is added or brought up to date; pages of another user or
 * that the user may no longer open go (signed out: all go); the least recently shown go beyond the bound. Answers
 * `kept` itself when nothing changed, so a caller can set it as state during render without looping. The order is
 * the order of first visit, so that the pages' DOM never moves.
 */
export function nextKeptPages<At>(
  kept: readonly KeptPage<At>[],
  visit: Visit<At>,
  limit = KEPT_PAGES_LIMIT,
): readonly KeptPage<At>[] {
  const { match, at, owner, mayOpen } = visit;
  let next = kept.filter((page) => owner !== undefined && page.owner === owner && mayOpen(page.match));
  if (match && owner !== undefined) {
    const current = next.find((page) => page.name === match.route.name);
    if (!current || current.at !== at) {
      const latest = Math.max(0, ...next.map((page) => page.shownAt)) + 1;
      const shown: KeptPage<At> = { name: match.route.name, match, at, owner, shownAt: latest };
      next = current ? next.map((page) => (page === current ? shown : page)) : [...next, shown];
    }
  }
  while (next.length > limit) {
    const oldest = next.reduce((a, b) => (b.shownAt < a.shownAt ? b : a));
    next = next.filter((page) => page !== oldest);
  }
  const unchanged = next.length === kept.length && next.every((page, i) => page === kept[i]);
  return unchanged ? kept : next;
}
