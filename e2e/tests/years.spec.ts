import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './fixtures';
import { settledDialog } from '../support/dialog';
import { field, search } from './organizations-support';
import { ACCOUNTS, signIn, signOut } from '../support/session';
import { checkCsv } from './csv-upload-support';
import { csvFile, pick as pickOption } from './surveys-support';

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
  const rows = page.locator('tbody tr.sdp-table-row');
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
  const events = page.getByRole('table', { name: '変更履歴一覧' }).locator('tbody tr.sdp-table-row');
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

/** Clicks `button` and answers the bytes the browser downloaded. */
async function downloaded(page: Page, button: Locator): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await button.click();
  return readFile(await (await download).path());
}

test('an assurance provider can trace a year: the uploaded file is kept, the close is sealed, a change after reopening is a restatement, and the verifier reads it all without an edit control', async ({
  page,
}) => {
  // A year of its own (files run in name order, this one last): roll over and open it.
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/maintenance/survey-year-management');
  const rollButton = page.getByRole('button', { name: /年度を準備（繰越）/ });
  const fy = Number(/(\d{4})年度を準備/.exec((await rollButton.textContent())!)![1]);
  await rollButton.click();
  await (await settledDialog(page)).getByRole('button', { name: '繰越を実行' }).click();
  await expect(yearRow(page, fy)).toContainText('準備中');
  await confirmMove(page, fy, '受付開始');
  await expect(yearRow(page, fy)).toContainText('受付中');

  // An office of the year (the roll-over copied the offices), and a vehicle file for it.
  await page.goto(`/maintenance/organization-list?tab=office&survey_fy=${fy}`);
  const firstEdit = page.getByRole('button', { name: /を編集$/ }).first();
  const office = (await firstEdit.getAttribute('aria-label'))!.replace(/を編集$/, '');
  const file = csvFile(`車両_${fy}.csv`, [
    '調査年度,事業所コード,登録番号,車種,燃料種別,燃料使用量,走行距離',
    `${fy},${office},検証${fy}-1,営業車,ガソリン,800,9000`,
  ]);
  await page.goto('/vehicle/vehicle-upload');
  await pickOption(page, '調査年度', `${fy}年度`);
  await checkCsv(page, file);
  const summary = page.getByRole('status', { name: '確認結果' });
  await expect(summary).toContainText('追加 1件');
  const warned = /前年度比の警告/.test((await summary.textContent()) ?? '');
  await page.getByRole('button', { name: '登録する' }).click();
  if (warned) {
    // Last year's fuel of other offices is missing from this file: the check warned, registering asks why.
    const confirm = page.getByRole('dialog', { name: '前年度比の警告を確認して登録' });
    await confirm.getByLabel('確認内容').fill('新年度の車両は1台から登録を開始');
    await confirm.getByRole('button', { name: '登録する' }).click();
  }
  await expect(page.getByText(new RegExp(`^車両_${fy}\\.csv：1件を登録しました`))).toBeVisible();
  // Kept as evidence: the same bytes come back from the page's list of uploads.
  const recent = page.getByRole('region', { name: '最近のアップロード' });
  const fromPage = await downloaded(
    page,
    recent.getByRole('button', { name: `車両_${fy}.csv をダウンロード` }),
  );
  expect(fromPage.equals(file.buffer)).toBe(true);

  // Closing seals the year; recomputing the seal now matches.
  await page.goto('/maintenance/survey-year-management');
  await confirmMove(page, fy, '締め');
  await expect(yearRow(page, fy)).toContainText('締め済み');
  await page.goto('/maintenance/assurance');
  const year = page.getByRole('region', { name: `${fy}年度`, exact: true });
  const seal = year.getByRole('region', { name: `${fy}年度の封印` });
  await seal.getByRole('button', { name: '再計算して照合' }).click();
  await expect(seal.getByText('照合OK')).toBeVisible();
  const uploads = year.getByRole('region', { name: 'アップロードされたファイル' });
  const fromAssurance = await downloaded(
    page,
    uploads.getByRole('button', { name: `車両_${fy}.csv をダウンロード` }),
  );
  expect(fromAssurance.equals(file.buffer)).toBe(true);
  await expect(year.getByText('締め後の修正はありません')).toBeVisible();

  // Reopened with a reason, one office renamed, closed again: the restatement lists that change.
  await page.goto('/maintenance/survey-year-management');
  await yearRow(page, fy).getByRole('button', { name: '再開' }).click();
  const reopen = await settledDialog(page);
  await reopen.getByLabel('再開理由').fill('事業所名の訂正のため');
  await reopen.getByRole('button', { name: '再開' }).click();
  await expect(yearRow(page, fy)).toContainText('受付中');
  await page.goto(`/maintenance/organization-list?tab=office&survey_fy=${fy}`);
  await search(page, office);
  await page.getByRole('button', { name: `${office}を編集` }).click();
  const officeName = field(page, '事業所名');
  await expect(officeName).not.toHaveValue('');
  await officeName.fill(`${await officeName.inputValue()}（訂正）`);
  await page.getByRole('button', { name: '更新', exact: true }).click();
  await expect(page.getByText('編集が完了しました')).toBeVisible();
  await page.goto('/maintenance/survey-year-management');
  await confirmMove(page, fy, '締め');
  await expect(yearRow(page, fy)).toContainText('締め済み');

  // The verifier: 検証資料 shows the seal, the restatement with the office, the file and the pack; nothing to edit.
  await signOut(page, ACCOUNTS.admin);
  await signIn(page, ACCOUNTS.verifier);
  await page.goto('/maintenance/assurance');
  const verified = page.getByRole('region', { name: `${fy}年度`, exact: true });
  const restatements = verified.getByRole('region', { name: `${fy}年度の締め後の修正` });
  await expect(restatements).toContainText('事業所名の訂正のため');
  await expect(restatements).toContainText(office);
  await verified
    .getByRole('region', { name: `${fy}年度の封印` })
    .getByRole('button', { name: '再計算して照合' })
    .click();
  await expect(verified.getByText('照合OK')).toBeVisible();
  const pack = await downloaded(page, verified.getByRole('button', { name: /検証パッケージ/ }));
  expect(pack.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(pack.includes(Buffer.from(`uploads/001_車両_${fy}.csv`))).toBe(true);
  await expect(
    page
      .locator('main')
      .getByRole('button', { name: /^(新規登録|編集|更新|削除|締め|再開|受付開始|登録する)$/ }),
  ).toHaveCount(0);
});
