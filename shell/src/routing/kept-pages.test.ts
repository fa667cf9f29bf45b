import { matchRoute, type RouteMatch } from '@sdp/shared';
import { nextKeptPages, type KeptPage, type Visit } from './kept-pages';

const at = (path: string) => ({ path });
type At = ReturnType<typeof at>;
const users = matchRoute('/maintenance/user-list') as RouteMatch;
const authority = matchRoute('/maintenance/authority-list') as RouteMatch;
const clients = matchRoute('/maintenance/client-list') as RouteMatch;
const surveys = matchRoute('/maintenance/sustainability-survey-list') as RouteMatch;

const visit = (match: RouteMatch | undefined, over: Partial<Visit<At>> = {}): Visit<At> => ({
  match,
  at: at(match?.route.path ?? '/maintenance-menu'),
  owner: 'admin@example.com',
  mayOpen: () => true,
  ...over,
});
const names = (pages: readonly KeptPage<At>[]) => pages.map((page) => page.name);

test('keeps the list pages visited, each with the address it last had, and answers the same array when nothing moved', () => {
  const first = nextKeptPages([], visit(users, { at: at('/maintenance/user-list?page=2') }));
  expect(first.map((page) => page.at)).toEqual([at('/maintenance/user-list?page=2')]);
  const away = nextKeptPages(first, visit(undefined));
  expect(away).toBe(first);
  const paged = nextKeptPages(away, visit(users, { at: at('/maintenance/user-list?page=3') }));
  expect(paged.map((page) => page.at)).toEqual([at('/maintenance/user-list?page=3')]);
});

test('holds at most three pages and lets the one shown least recently go, without moving the others', () => {
  let kept = nextKeptPages([], visit(users));
  kept = nextKeptPages(kept, visit(authority));
  kept = nextKeptPages(kept, visit(clients));
  kept = nextKeptPages(kept, visit(users, { at: at('/maintenance/user-list?page=2') }));
  kept = nextKeptPages(kept, visit(surveys));
  expect(names(kept)).toEqual([
    'maintenance-user-list',
    'maintenance-client-list',
    'maintenance-sustainability-survey-list',
  ]);
});

test('signing out drops every page, and another user never gets the pages of the one before', () => {
  const kept = nextKeptPages(nextKeptPages([], visit(users)), visit(authority));
  expect(nextKeptPages(kept, visit(undefined, { owner: undefined }))).toEqual([]);
  expect(names(nextKeptPages(kept, visit(clients, { owner: 'other@example.com' })))).toEqual([
    'maintenance-client-list',
  ]);
});

test('a page the user may no longer open is dropped', () => {
  const kept = nextKeptPages(nextKeptPages([], visit(users)), visit(authority));
  const mayOpen = (match: RouteMatch) => match.route.name !== 'maintenance-authority-list';
  expect(names(nextKeptPages(kept, visit(undefined, { mayOpen })))).toEqual(['maintenance-user-list']);
});
