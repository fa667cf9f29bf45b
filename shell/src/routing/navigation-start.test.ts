import { createMemoryRouter } from '@sdp/shared/router/testing';
import { followNavigations } from './navigation-start';

test('every new address starts once, when the router moves, before anything renders', async () => {
  const router = createMemoryRouter([{ path: '*', element: null }], {
    initialEntries: ['/maintenance/user-list'],
  });
  const started: string[] = [];
  followNavigations(router, (pathname, search) => started.push(`${pathname}${search}`));
  await router.navigate('/maintenance/user-list?page=2');
  await router.navigate('/maintenance/user-list?page=2');
  await router.navigate('/maintenance/authority-list');
  await router.navigate(-1);
  expect(started).toEqual([
    '/maintenance/user-list?page=2',
    '/maintenance/authority-list',
    '/maintenance/user-list?page=2',
  ]);
});
