import { expect, test } from './fixtures';
import { coreRolesOf } from '@sdp/shared/fixtures';
import { ROUTES, canAccess, matchRoute } from '@sdp/shared/routes';
import { ACCOUNTS, signIn } from '../support/session';

const ROLES_OF: Record<string, string[]> = Object.fromEntries(
  [ACCOUNTS.admin, ACCOUNTS.business, ACCOUNTS.editor].map((email) => [email, coreRolesOf(email)]),
);

const pagePaths = ROUTES.filter((route) => route.name !== 'login' && route.name !== 'index').flatMap(
  (route) => {
    const path = route.path.replace('{id}', 'SUS_ADMIN');
    const tabs: readonly string[] = 'tabs' in route ? route.tabs : [];
    return [path, ...tabs.map((tab) => `${path}?tab=${tab}`)];
  },
);

for (const email of [ACCOUNTS.admin, ACCOUNTS.business, ACCOUNTS.editor]) {
  test(`every route as ${email}: the page when allowed, access denied otherwise`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, email);
    for (const path of pagePaths) {
      const [pathname = '', search = ''] = path.split('?');
      const match = matchRoute(pathname, search ? `?${search}` : '');
      const allowed = canAccess(match!.routeKey, ROLES_OF[email]!);
      await page.goto(path);
      if (allowed) {
        await expect(page.getByText('アクセス権限がありません'), path).toHaveCount(0);
        await expect(page.getByText('Page Not Found'), path).toHaveCount(0);
        if (!path.includes('SUS_ADMIN'))
          await expect(page, path).toHaveTitle(`${match!.route.title} | Sustainability Data Platform`);
      } else {
        await expect(page.getByText('アクセス権限がありません'), path).toBeVisible();
      }
    }
  });
}

test('an unknown path shows 404 with the path as requested', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/maintenance/no-such-page?x=1');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Page Not Found: /maintenance/no-such-page')).toBeVisible();
});

test('signed out, a protected page sends the user to the login page @mock', async ({ page }) => {
  await page.goto('/maintenance/authority-list');
  await expect(page).toHaveURL(/\/login/);
});

test('an account without roles is signed in but may open nothing', async ({ page }) => {
  await signIn(page, ACCOUNTS.norole);
  await page.goto('/maintenance-menu');
  await expect(page.getByText('アクセス権限がありません')).toBeVisible();
  await expect(page.getByRole('link', { name: '可視化' })).toHaveCount(0);
});
