import { expect, test, type Page } from './fixtures';
import { ACCOUNTS, signIn, signOut } from '../support/session';

const card = (page: Page, title: string) => page.getByRole('link', { name: title, exact: true });

async function openReportMenu(page: Page, email: string) {
  await signIn(page, email);
  await page.goto('/report-menu');
  await expect(page.getByRole('heading', { name: '可視化メニュー' })).toBeVisible();
}

test('a dashboard viewer sees the emissions report and the survey coverage chart from real data @mock', async ({
  page,
}) => {
  await openReportMenu(page, ACCOUNTS.viewer);
  await expect(card(page, '排出量ダッシュボード')).toHaveAttribute('href', /^https:\/\//);
  await expect(card(page, '車両管理レポート')).toHaveCount(0);
  await expect(card(page, '車両アップロード')).toHaveCount(0);
  await expect(page.getByText('調査結果の登録状況（本部別）')).toBeVisible();
  const bars = page.getByRole('list', { name: '本部別の登録状況' }).getByRole('progressbar');
  await expect(bars.first()).toBeVisible();
  expect(await bars.count()).toBeGreaterThan(0);
});

test('the vehicle manager sees the vehicle report and opens vehicle upload from the menu', async ({
  page,
}) => {
  await openReportMenu(page, ACCOUNTS.vehicle);
  await expect(card(page, '車両管理レポート')).toHaveAttribute('href', /^https:\/\//);
  await expect(card(page, '排出量ダッシュボード')).toHaveCount(0);
  await card(page, '車両アップロード').click();
  await expect(page).toHaveURL(/\/vehicle\/vehicle-upload/);
  await expect(page.getByRole('heading', { name: '車両アップロード' })).toBeVisible();
});

test('the business account sees the dashboard card; an account without report roles is refused', async ({
  page,
}) => {
  await openReportMenu(page, ACCOUNTS.business);
  await expect(card(page, '排出量ダッシュボード')).toBeVisible();
  await expect(card(page, '車両管理レポート')).toHaveCount(0);
  await expect(page.getByText('調査結果の登録状況（本部別）')).toBeVisible();

  await signOut(page, ACCOUNTS.business);
  await signIn(page, ACCOUNTS.org);
  await page.goto('/report-menu');
  await expect(page.getByText('アクセス権限がありません')).toBeVisible();
});
