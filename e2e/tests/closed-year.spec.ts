import { expect, test, type Page } from './fixtures';
import { ACCOUNTS, signIn } from '../support/session';
import { pick } from './surveys-support';
import { apiAs } from './users-api';

// Real API only (no @mock tag): the journey prepares a survey year of its own and closes it, so the years other
// journeys use stay open. A closed year is never the year a list opens on, so their selects open as before.

/** Every control that would write year data (an icon adds its name before the text): 新規登録, CSVアップロード, the upload's file picker, row 編集 / 削除. */
const WRITE = /(新規登録|CSVアップロード|ファイルを選択|内容を確認|編\s*集|削\s*除)$/;

async function expectNothingWritable(page: Page, fy: number, rows: boolean) {
  const reason = `${fy}年度は締め済みのため変更できません。`;
  await expect(page.getByRole('status').filter({ hasText: reason })).toBeVisible();
  if (rows) await expect(page.locator('tbody tr.sdp-table-row').first()).toBeVisible();
  const controls = page.getByRole('button', { name: WRITE });
  const all = await controls.all();
  expect(all.length, 'write controls on the page').toBeGreaterThan(0);
  for (const control of all) await expect(control).toBeDisabled();
  // Pointing at a locked control says why.
  await page.getByRole('group', { name: reason }).first().hover();
  await expect(page.getByRole('tooltip').filter({ hasText: reason })).toBeVisible();
  await page.mouse.move(0, 0);
}

test('a closed year of its own: every list and upload page shows why and has no enabled write control', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, ACCOUNTS.admin);
  const { survey_years: years } = (await (await api.get('/survey_years')).json()) as {
    survey_years: { survey_fy: number }[];
  };
  const latest = Math.max(...years.map((year) => year.survey_fy));
  const rolled = await api.post(`/survey_years/${latest}/rollover`, {});
  expect(rolled.status(), 'roll-over').toBe(200);
  const fy = ((await rolled.json()) as { target_fy: number }).target_fy;
  for (const move of ['open', 'close'])
    expect((await api.post(`/survey_years/${fy}/${move}`, {})).status(), move).toBe(200);

  await signIn(page, ACCOUNTS.admin);
  for (const [path, rows] of [
    [`/maintenance/organization-list?survey_fy=${fy}`, true],
    [`/maintenance/organization-list?tab=office&survey_fy=${fy}`, true],
    [`/maintenance/organization-list?tab=consolidated&survey_fy=${fy}`, true],
    [`/maintenance/client-list?survey_fy=${fy}`, false],
    [`/maintenance/sustainability-survey-list?survey_fy=${fy}`, true],
  ] as const) {
    await page.goto(path);
    await expectNothingWritable(page, fy, rows);
  }
  for (const path of ['/maintenance/sustainability-survey-upload', '/vehicle/vehicle-upload']) {
    await page.goto(path);
    await pick(page, '調査年度', `${fy}年度`);
    await expectNothingWritable(page, fy, false);
  }
});
