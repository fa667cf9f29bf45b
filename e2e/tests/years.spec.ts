import { expect, test, type Page } from '@playwright/test';
import { settledDialog } from '../support/dialog';
import { field, search } from './organizations-support';
import { ACCOUNTS, signIn } from '../support/session';

// Real API only (no @mock tag), and last of the journeys (files run in name order): it adds a survey year that the
// other journeys' year selects would then offer.

const yearRow = (page: Page, fy: number) =>
  page
    .getByRole('table', { name: '調査年度一覧' })
    .getByRole('row')
    .filter({ hasText: `${fy}年度` })
    .first();

async function confirmMove(page: Page, fy: number, button: string) {
  await yearRow(page, fy).getByRole('button', { name: button }).click();
  const dialog = await settledDialog(page);
  await dialog.getByRole('button', { name: button }).click();
}

test('rolls a year over with its preview, opens it, edits it, closes it (edits refused), reopens it with a reason, and 変更履歴 shows each move', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/maintenance/survey-year-management');
  await expect(page.getByRole('heading', { name: '年度管理' })).toBeVisible();
  const rollButton = page.getByRole('button', { name: /年度を準備（繰越）/ });
  const next = Number(/(\d{4})年度を準備/.exec((await rollButton.textContent())!)![1]);

  // Roll-over: the preview counts what is copied, then the new year is 準備中.
  await rollButton.click();
  const preview = await settledDialog(page);
  await expect(
    preview.getByRole('table', { name: '繰越される件数' }).getByRole('row', { name: /事業所/ }),
  ).toContainText(/[1-9]\d*件/);
  await preview.getByRole('button', { name: '繰越を実行' }).click();
  await expect(page.getByText(`${next}年度を準備中として作成しました`)).toBeVisible();
  await expect(yearRow(page, next)).toContainText('準備中');

  await confirmMove(page, next, '受付開始');
  await expect(yearRow(page, next)).toContainText('受付中');

  // The new year's survey targets edit like any open year's.
  await page.goto(`/maintenance/sustainability-survey-list?survey_fy=${next}`);
  const rows = page.locator('tbody tr.ant-table-row');
  await rows
    .first()
    .getByRole('button', { name: /^編集$/ })
    .click();
  await page.getByLabel('備考', { exact: true }).fill('繰越後の確認');
  await page.getByRole('button', { name: /^保存$/ }).click();
  await expect(page.getByText('編集が完了しました')).toBeVisible();

  // An office of the new year: the edit is recorded, and its history says what it was before.
  await page.goto(`/maintenance/organization-list?tab=office&survey_fy=${next}`);
  const firstEdit = page.getByRole('button', { name: /を編集$/ }).first();
  const code = (await firstEdit.getAttribute('aria-label'))!.replace(/を編集$/, '');
  await firstEdit.click();
  await expect(page).toHaveURL(/organization-office-edit-/);
  const officeName = field(page, '事業所名');
  await expect(officeName).not.toHaveValue('');
  const before = await officeName.inputValue();
  const after = `${before}（${next}年度）`;
  await officeName.fill(after);
  await page.getByRole('button', { name: '更新', exact: true }).click();
  await expect(page.getByText('編集が完了しました')).toBeVisible();
  await search(page, code);
  await page.getByRole('button', { name: `${code}を編集` }).click();
  await page.getByRole('button', { name: '変更履歴' }).click();
  const history = page.getByRole('dialog');
  await expect(history).toContainText(`事業所名: ${before} → ${after}`);

  // Closed: the list says why and nothing opens for editing.
  await page.goto('/maintenance/survey-year-management');
  await confirmMove(page, next, '締め');
  await expect(yearRow(page, next)).toContainText('締め済み');
  // The close sealed the year: its seal under the row, and recomputing it now matches.
  await yearRow(page, next).getByRole('button', { name: '履歴（2件）' }).click();
  const seal = page.getByRole('region', { name: `${next}年度の封印` });
  await expect(seal).toContainText('締め実行者管理 太郎（U0000001）');
  await seal.getByRole('button', { name: '再計算して照合' }).click();
  await expect(seal.getByText('照合OK')).toBeVisible();
  await page.goto(`/maintenance/sustainability-survey-list?survey_fy=${next}`);
  await expect(page.getByText(`${next}年度は締め済みのため変更できません。`)).toBeVisible();
  await expect(rows.first().getByRole('button', { name: /^編集$/ })).toBeDisabled();

  // Reopened with a reason: 受付開始 stays the first opening, and the year's history keeps every move by name.
  await page.goto('/maintenance/survey-year-management');
  const opened = await yearRow(page, next).getByRole('cell').nth(2).textContent();
  await yearRow(page, next).getByRole('button', { name: '再開' }).click();
  const reopen = await settledDialog(page);
  await reopen.getByLabel('再開理由').fill('集計誤りの修正のため');
  await reopen.getByRole('button', { name: '再開' }).click();
  await expect(yearRow(page, next)).toContainText('受付中');
  await expect(yearRow(page, next).getByRole('cell').nth(2)).toHaveText(opened!);
  await expect(yearRow(page, next).getByRole('cell').nth(3)).toContainText('再開');
  await yearRow(page, next).getByRole('button', { name: '履歴（3件）' }).click();
  const moves = page.getByRole('region', { name: `${next}年度の履歴` }).getByRole('listitem');
  await expect(moves).toHaveCount(3);
  await expect(moves.nth(0)).toContainText('受付開始');
  await expect(moves.nth(1)).toContainText('締め');
  await expect(moves.nth(2)).toContainText('再開');
  await expect(moves.nth(2)).toContainText('集計誤りの修正のため');
  for (const item of await moves.all()) await expect(item).toContainText('管理 太郎（U0000001）');

  // 変更履歴: every move of the year, who made it and why, newest first.
  await page.goto('/maintenance/audit-log');
  const filters = page.getByRole('search', { name: '検索条件' });
  await filters.getByLabel('キー').fill(String(next));
  await filters.getByRole('button', { name: /検\s*索/ }).click();
  const events = page.getByRole('table', { name: '変更履歴一覧' }).locator('tbody tr.ant-table-row');
  await expect(events).toHaveCount(4);
  await expect(events.nth(0)).toContainText('再開');
  await expect(events.nth(0)).toContainText('集計誤りの修正のため');
  await expect(events.nth(1)).toContainText('締め');
  await expect(events.nth(2)).toContainText('受付開始');
  await expect(events.nth(3)).toContainText('繰越');
  // The office's edit, under its key.
  await filters.getByLabel('キー').fill(`${next}/${code}`);
  await filters.getByRole('button', { name: /検\s*索/ }).click();
  await expect(events.first()).toContainText(`事業所名: ${before} → ${after}`);
});
