import { expect, test, type Page } from '@playwright/test';
import { checkCsv } from '../tests/csv-upload-support';
import { selectOption } from '../tests/select-option';

// Buttons with an icon are named "<icon> <label>".
const endsWith = (label: string) => new RegExp(`(^|\\s)${label}$`);
const textbox = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^(\\* )?${label}$`) });

/**
 * Opens a page of one remote's harness (DESIGN.md §6 port + 10) and signs in from its account picker. A new browser
 * context starts mock mode cold: the server's code and database (PGlite, ≈ 10 MB) load before the picker shows.
 */
async function openAlone(page: Page, port: number, path: string, email: string): Promise<void> {
  await page.goto(`http://localhost:${port}${path}`);
  await expect(page.getByText('アカウントを選択してください')).toBeVisible({ timeout: 30_000 });
  await selectOption(page.getByRole('combobox', { name: 'アカウント' }), new RegExp(`^${email}（`));
  await expect(page.getByTestId('standalone-roles')).toBeVisible();
}

test('remote-users alone: an editor sees the list, a registration is checked, then sent', async ({
  page,
}) => {
  await openAlone(page, 3011, '/maintenance/user-list?tab=application', 'editor@example.com');
  await expect(page.getByRole('heading', { name: 'ユーザー一覧' })).toBeVisible();
  await page.getByRole('button', { name: endsWith('新規登録申請') }).click();
  const form = page.getByRole('form', { name: 'ユーザー情報' });
  const submit = form.getByRole('button', { name: endsWith('登録申請') });
  await submit.click();
  await expect(page.getByText('姓を入力してください')).toBeVisible();

  const stamp = Date.now().toString(36);
  await form.getByLabel('姓', { exact: true }).fill('単体');
  await form.getByLabel('名', { exact: true }).fill(`確認${stamp}`);
  await form.getByLabel('姓（フリガナ）').fill('タンタイ');
  await form.getByLabel('名（フリガナ）').fill('カクニン');
  await form.getByLabel('メールアドレス').fill(`alone-${stamp}@example.com`);
  await selectOption(form.getByLabel('グループ', { exact: true }));
  await selectOption(form.getByLabel('権限グループ', { exact: true }), /BUSINESS_COMPANY/);
  await submit.click();
  await expect(page.getByText('登録申請が完了しました')).toBeVisible();
});

test('remote-organizations alone: an internal unit is checked, then registered', async ({ page }) => {
  await openAlone(page, 3012, '/maintenance/organization-list', 'org@example.com');
  await expect(page.getByRole('heading', { name: '組織一覧' })).toBeVisible();
  await expect(page.locator('tbody tr.sdp-table-row').first()).toBeVisible();
  await page.getByRole('button', { name: endsWith('新規登録') }).click();
  await expect(page.getByRole('heading', { name: '社内組織登録' })).toBeVisible();
  const submit = page.getByRole('button', { name: '登録', exact: true });
  await submit.click();
  await expect(page.getByText('部コードを入力してください')).toBeVisible();

  await textbox(page, '部コード').fill(`Q${Date.now().toString(36).toUpperCase().slice(-4)}`);
  await textbox(page, '部名').fill('単体確認部');
  await selectOption(page.getByLabel('グループ', { exact: true }));
  await selectOption(page.getByLabel('本部', { exact: true }));
  await submit.click();
  await expect(page.getByText('登録が完了しました')).toBeVisible();
});

test('remote-surveys alone: excluding a target needs a reason, then the edit is saved', async ({ page }) => {
  await openAlone(page, 3013, '/maintenance/sustainability-survey-list', 'business@example.com');
  await expect(page.getByRole('heading', { name: '調査対象一覧' })).toBeVisible();
  // business@ sees only 経営企画本部 (0101, 所属組織データのみ): its related company of the shared samples is a survey
  // target, so excluding it asks for a reason.
  const row = page.locator('tbody tr.sdp-table-row').filter({ hasText: '経営企画部関連会社' });
  await row.getByRole('button', { name: '編集', exact: true }).click();
  await selectOption(page.getByLabel('調査対象区分', { exact: true }), '調査対象外');
  const save = page.getByRole('button', { name: '保存', exact: true });
  await save.click();
  await expect(page.getByText('対象外理由を入力してください')).toBeVisible();

  await page.getByLabel('対象外理由').fill('単体確認のため');
  await save.click();
  await expect(page.getByText('編集が完了しました')).toBeVisible();
  await expect(page.getByRole('cell', { name: '単体確認のため' })).toBeVisible();
});

test('remote-authority alone: a group is checked, then registered and listed, and a reload keeps it', async ({
  page,
}) => {
  await openAlone(page, 3014, '/maintenance/authority-list', 'admin@example.com');
  await expect(page.getByRole('heading', { name: '権限一覧' })).toBeVisible();
  await page.getByRole('button', { name: endsWith('新規登録') }).click();
  const submit = page.getByRole('button', { name: '登録', exact: true });
  await submit.click();
  await expect(page.getByText('権限グループIDを入力してください')).toBeVisible();

  const id = `ALONE_${Date.now().toString(36).toUpperCase()}`;
  await page.getByLabel('権限グループID').fill(id);
  await page.getByLabel('権限グループ名').fill('単体確認グループ');
  await page.getByRole('checkbox', { name: 'ユーザーマスタ閲覧' }).check();
  await submit.click();
  await expect(page.getByText('登録が完了しました')).toBeVisible();
  await page.getByLabel('キーワード').fill(id);
  await page.getByRole('button', { name: endsWith('検索') }).click();
  await expect(page.getByRole('row', { name: new RegExp(id) })).toBeVisible();
  // Mock mode keeps its database (IndexedDB) and the session across a reload, the write just made included.
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(id) })).toBeVisible({ timeout: 30_000 });
});

test('remote-vehicles alone: a file with a bad row is refused line by line, the fixed file replaces the year once the removals are confirmed', async ({
  page,
}) => {
  await openAlone(page, 3015, '/vehicle/vehicle-upload', 'vehicle@example.com');
  await expect(page.getByRole('heading', { name: '車両アップロード' })).toBeVisible();
  // The year the page opened on, whichever the mock data makes the latest open one.
  const yearSelect = page.locator('.ant-select', { has: page.getByLabel('調査年度', { exact: true }) });
  const year = (await yearSelect.textContent())?.match(/\d{4}/)?.[0];
  const csv = (name: string, fuel: string) => ({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `\uFEFF調査年度,事業所コード,登録番号,車種,燃料種別,燃料使用量,走行距離\r\n${year},OF-0101,品川300あ0001,営業車,${fuel},800,9000\r\n`,
    ),
  });
  await checkCsv(page, csv('bad.csv', '水素'));
  await expect(page.getByRole('heading', { name: 'エラー内容' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'エラー行' })).toContainText('燃料種別');

  await checkCsv(page, csv('cars.csv', 'ガソリン'));
  await expect(page.getByRole('status', { name: '確認結果' })).toContainText('追加 1件');
  // The seeded year has its vehicles (the server's demo seed): the file replaces them, after the user confirms; only
  // the four of vehicle@'s グループ (コーポレートグループ, 所属組織データのみ), not the other groups' six.
  await expect(page.getByText('表示範囲：コーポレートグループ')).toBeVisible();
  await expect(page.getByRole('status', { name: '確認結果' })).toContainText('削除 4件');
  // Last year's fuel of the offices this file leaves out becomes zero: the check warned, registering asks why first.
  await expect(page.getByRole('status', { name: '確認結果' })).toContainText('前年度比の警告');
  await page.getByRole('button', { name: '登録する' }).click();
  const warned = page.getByRole('dialog', { name: '前年度比の警告を確認して登録' });
  await warned.getByLabel('確認内容').fill('OF-0101の1台に集約');
  await warned.getByRole('button', { name: '登録する' }).click();
  await page.getByRole('button', { name: '削除して登録する' }).click();
  await expect(page.getByText(/^cars\.csv：1件を登録しました/)).toBeVisible();
  await expect(
    page.getByRole('table', { name: '車両一覧' }).getByRole('cell', { name: '品川300あ0001' }),
  ).toBeVisible();
});
