import { expect, test } from './fixtures';
import { formatJapanDateTime } from '@sdp/shared/domain';
import { ACCOUNTS, signIn } from '../support/session';
import { apiAs, applied, registrationBody } from './users-api';

const stampOf = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
test("変更履歴 shows a remand in staff's words: the state's labels, Japan time, the comment's lines, from a link", async ({
  page,
  request,
}) => {
  // Precondition: a registration application, remanded by the approver with a comment of two lines.
  const editor = await apiAs(request, ACCOUNTS.editor);
  const approver = await apiAs(request, ACCOUNTS.approver);
  const registration = await applied(
    await editor.post('/users/regist', await registrationBody(editor, stampOf())),
  );
  await applied(
    await approver.post('/users/remand', { ...registration, comment: 'カナを確認してください\n部署も' }),
  );
  const key = `${registration.user_id}/${registration.apply_index}`;
  const trail = (await (
    await approver.get('/audit_events', { entity: 'user_application', entity_key: key })
  ).json()) as { events: { action: string; occurred_at: string }[] };
  const remandedAt = trail.events.find((event) => event.action === 'remand')!.occurred_at;

  await signIn(page, ACCOUNTS.admin);
  // The user's history, from a link: the filters are the URL's, and the user's applications are in it.
  await page.goto(`/maintenance/audit-log?entity=user&entity_key=${registration.user_id}`);
  const filters = page.getByRole('search', { name: '検索条件' });
  await expect(filters.getByLabel('キー')).toHaveValue(registration.user_id);
  const events = page.getByRole('table', { name: '変更履歴一覧' }).locator('tbody tr.sdp-table-row');
  const remand = events.filter({ hasText: key }).filter({ hasText: '差戻し' });
  await expect(remand).toHaveCount(1);
  await expect(remand).toContainText('ユーザー申請');
  await expect(remand).toContainText('ステータス: 申請中 → 差戻し');
  await expect(remand).toContainText(formatJapanDateTime(remandedAt));
  await expect(remand).not.toContainText(/\d{4}-\d{2}-\d{2}T/);
  // The comment keeps its line break on screen.
  expect(await remand.getByText(/^カナを確認してください/).innerText()).toBe(
    'カナを確認してください\n部署も',
  );
  // The application's own opening, with its kind by its label.
  await expect(events.filter({ hasText: key }).filter({ hasText: '申請種別: （なし） → 登録' })).toHaveCount(
    1,
  );
});
