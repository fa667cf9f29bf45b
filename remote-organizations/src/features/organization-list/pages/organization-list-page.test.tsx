import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { renderPage, signInAs } from '../../../testing/render-page';
import { recordApiRequests, setupMockServer } from '@sdp/mocks/testing/mock-server';
import { callAs, mockApi } from '@sdp/mocks/node';
import { expectYearLocked, findClosedYearNotice } from '@sdp/mocks/testing/closed-year';
import OrganizationListPage from './organization-list-page';

const server = setupMockServer();
const location = () => screen.getByTestId('location').textContent;
// Text queries: role queries over an antd table are slow in jsdom.
const rowOf = async (text: string) =>
  (await screen.findAllByText(text, { selector: 'td' }))[0]!.closest('tr') as HTMLElement;
const cell = (text: string) => screen.queryAllByText(text, { selector: 'td' })[0] ?? null;
/** The button showing `text`, or null (a text query for the same reason). */
const button = (text: string, scope: HTMLElement = document.body) =>
  within(scope).queryByText(text)?.closest('button') ?? null;
/** The open dialog that shows `text`. */
const dialogOf = async (text: string) => (await screen.findByText(text)).closest('.ant-modal') as HTMLElement;

/** Copies of a year's records under new codes (Z000001…), so a tab has a second page of 20. */
const copies = <T, U>(rows: T[], recode: (row: T, code: string) => U): U[] =>
  Array.from({ length: 5 }, (_, copy) =>
    rows.map((row, i) => recode(row, `Z${String(copy * rows.length + i + 1).padStart(6, '0')}`)),
  ).flat();
const moreOffices = async () => {
  const { db } = mockApi();
  const rows = await db.selectFrom('offices').selectAll().where('survey_fy', '=', 2024).execute();
  const recoded = copies(rows, ({ office_id: _id, ...row }, office_code) => ({ ...row, office_code }));
  await db.insertInto('offices').values(recoded).execute();
};
const moreCorporations = async () => {
  const { db } = mockApi();
  const rows = await db.selectFrom('corporations').selectAll().where('survey_fy', '=', 2024).execute();
  const recoded = copies(rows, ({ corporation_id: _id, ...row }, company_code) => ({ ...row, company_code }));
  await db.insertInto('corporations').values(recoded).execute();
};

describe('組織一覧', () => {
  it('shows the internal units of the latest survey year with all three tabs for the organisation master', async () => {
    signInAs('org@example.com');
    renderPage(<OrganizationListPage />, { path: '/maintenance/organization-list' });
    expect(screen.getByRole('heading', { name: '組織一覧' })).toBeInTheDocument();
    expect(document.title).toBe('組織一覧 | Sustainability Data Platform');
    expect(screen.getByRole('tab', { name: '社内組織' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '事業所' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '関係会社' })).toBeInTheDocument();
    const row = await rowOf('01012');
    expect(within(row).getByText('サステナビリティ推進部')).toBeInTheDocument();
    expect(screen.getByText(/^全9件中 1〜9件$/)).toBeInTheDocument();
    expect(button('新規登録')).toBeInTheDocument();
    expect(button('CSVアップロード')).toBeInTheDocument();
    expect(button('エクスポート')).toBeInTheDocument();
  });

  it.each([
    ['office', 'office', moreOffices],
    ['consolidated', 'corporation', moreCorporations],
  ])(
    'asks for the next page of the %s tab when its button is pressed, and nothing more on the click',
    async (tab, resource, addRecords) => {
      await addRecords();
      const asked = recordApiRequests(server);
      signInAs('org@example.com');
      renderPage(<OrganizationListPage />, {
        path: `/maintenance/organization-list?tab=${tab}&survey_fy=2024`,
      });
      expect(await screen.findByText(/^全\d+件中 1〜20件$/)).toBeInTheDocument();
      const next = screen
        .getByRole('listitem', { name: '次のページ' })
        .querySelector('button') as HTMLElement;
      const pageTwo = (url: string) =>
        url.startsWith(`/api/v1/organizations/${resource}?`) &&
        new URLSearchParams(url.split('?')[1]).get('page') === '2';
      fireEvent.pointerDown(next);
      await waitFor(() => expect(asked.filter(pageTwo)).toHaveLength(1));
      expect(location()).not.toContain('page=2');

      await userEvent.click(next);
      expect(await screen.findByText(/^全\d+件中 21〜/)).toBeInTheDocument();
      expect(location()).toContain('page=2');
      expect(asked.filter(pageTwo)).toHaveLength(1);
    },
  );

  it('keeps the keyword in the URL and switches tabs through the query', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('org@example.com');
    renderPage(<OrganizationListPage />, { path: '/maintenance/organization-list?survey_fy=2024' });
    await rowOf('01011');
    await user.type(screen.getByLabelText('キーワード'), '人事');
    await user.click(button('検索')!);
    await waitFor(() =>
      expect(location()).toBe('/maintenance/organization-list?survey_fy=2024&keyword=%E4%BA%BA%E4%BA%8B'),
    );
    await waitFor(() => expect(cell('01011')).toBeNull());
    expect(cell('01021')).not.toBeNull();

    await user.click(screen.getByText('事業所', { selector: '[role="tab"]' }));
    await waitFor(() => expect(location()).toBe('/maintenance/organization-list?tab=office&survey_fy=2024'));
    expect(await rowOf('OF-0101')).toBeInTheDocument();
  });

  it('shows a survey target editor only the office and company tabs, without registration or deletion', async () => {
    signInAs('business@example.com');
    renderPage(<OrganizationListPage />, { path: '/maintenance/organization-list?tab=consolidated' });
    expect(screen.queryByRole('tab', { name: '社内組織' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '事業所' })).toBeInTheDocument();
    // business@'s own 経営企画本部 (0101) company: a 所属組織データのみ account lists only its organisation's.
    const row = await rowOf('10000321');
    expect(within(row).getByRole('button', { name: '10000321を編集' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '10000321を削除' })).not.toBeInTheDocument();
    expect(screen.queryByText('10000360', { selector: 'td' })).not.toBeInTheDocument();
    expect(button('新規登録')).not.toBeInTheDocument();
  });

  it.each([
    ['office', '*/api/v1/organizations/office', '事業所'],
    ['consolidated', '*/api/v1/organizations/corporation', '関係会社'],
  ])(
    'the %s tab is the one record list: a failed request shows the error, never the empty text',
    async (tab, path, noun) => {
      server.use(
        http.get(path, () =>
          HttpResponse.json({ code: 'E-001', message: 'システムエラーが発生しました' }, { status: 500 }),
        ),
      );
      signInAs('org@example.com');
      renderPage(<OrganizationListPage />, { path: `/maintenance/organization-list?tab=${tab}` });
      expect(await screen.findByText('システムエラーが発生しました')).toBeInTheDocument();
      expect(screen.getByText('一覧を表示できませんでした')).toBeInTheDocument();
      expect(screen.queryByText(`該当する${noun}はありません`)).not.toBeInTheDocument();
      expect(screen.queryByText(`この年度の${noun}はまだ登録されていません`)).not.toBeInTheDocument();
      expect(button('表示列')).toBeInTheDocument();
      expect(screen.getByRole('table', { name: `${noun}一覧` })).toBeInTheDocument();
    },
  );

  it('deletes an office after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('org@example.com');
    // 2023's offices have no vehicles or results yet (the later years' are in use: W-004).
    renderPage(<OrganizationListPage />, {
      path: '/maintenance/organization-list?tab=office&survey_fy=2023',
    });
    const row = await rowOf('OF-0301');
    await user.click(within(row).getByRole('button', { name: 'OF-0301を削除' }));
    const dialog = await dialogOf('「食品流通部東京事業所（OF-0301）」を削除します。よろしいですか？');
    await user.click(button('削除', dialog)!);
    expect(await screen.findByText('削除が完了しました')).toBeInTheDocument();
    await waitFor(() => expect(cell('OF-0301')).toBeNull());
  });

  it('says why a department in use cannot be deleted', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('org@example.com');
    renderPage(<OrganizationListPage />, { path: '/maintenance/organization-list?keyword=02011' });
    const row = await rowOf('02011');
    await user.click(within(row).getByRole('button', { name: '02011を削除' }));
    await user.click(
      button('削除', await dialogOf('「電力事業部（02011）」を削除します。よろしいですか？'))!,
    );
    expect(await screen.findByText('他のデータで使用されているため削除できません')).toBeInTheDocument();
    expect(cell('02011')).not.toBeNull();
  });

  it('lists every rejected row of an upload with its line, column and message', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('org@example.com');
    renderPage(<OrganizationListPage />, { path: '/maintenance/organization-list' });
    await rowOf('01011');
    await user.click(button('CSVアップロード')!);
    // Text queries: role queries over the dialog's tables are slow in jsdom.
    const dialog = (await screen.findByText('社内組織の一括登録')).closest('.ant-modal') as HTMLElement;
    const check = within(dialog).getByText('内容を確認').closest('button')!;
    expect(check).toBeDisabled();
    expect(within(dialog).getByText(/ファイルにない行は削除されません/)).toBeInTheDocument();

    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const csv = [
      '\uFEFF調査年度,グループコード,グループ名,本部コード,本部名,部コード,部名,課コード,課名',
      '2024,GX1,新グループ,HX01,新本部,X0001,新部,,',
      '2024,GX1,新グループ,HX01,新本部,X-02,新部2,,',
      '2024,GX1,新グループ,HX01,新本部,X0003,新部3,,',
      ',GX1,新グループ,HX01,新本部,X0004,新部4,,',
    ].join('\r\n');
    // Node's File, not jsdom's: the request body is Node's FormData, which takes only its own blobs.
    fireEvent.change(input, {
      target: { files: [new NodeFile([`${csv}\r\n`], '組織.csv') as unknown as File] },
    });
    await user.click(check);
    expect(await within(dialog).findByText(/エラー2件/)).toBeInTheDocument();
    const rows = [...dialog.querySelectorAll('table[aria-label="エラー行"] tr')];
    expect(rows.map((row) => row.textContent)).toEqual([
      '行項目エラー内容',
      '3部コード部コード: 半角英数字で入力してください',
      '5調査年度調査年度: 必須項目です',
    ]);
  });

  it('shows a closed year read-only on every tab: the notice, and each write control disabled with the reason', async () => {
    await callAs('admin@example.com', 'POST', '/survey_years/2025/close');
    signInAs('org@example.com');
    renderPage(<OrganizationListPage />, { path: '/maintenance/organization-list?survey_fy=2025' });
    expect(await findClosedYearNotice(2025)).toBeInTheDocument();
    await expectYearLocked(button('新規登録'), 2025);
    await expectYearLocked(button('CSVアップロード'), 2025);
    const unit = await rowOf('01012001');
    await expectYearLocked(within(unit).getByRole('button', { name: '01012001を削除' }), 2025);
    // The record still opens, read-only, with its history.
    expect(within(unit).getByRole('button', { name: '01012001を参照' })).toBeEnabled();
    expect(within(unit).queryByRole('button', { name: '01012001を編集' })).not.toBeInTheDocument();

    for (const [tab, code] of [
      ['事業所', 'OF-0101'],
      ['関係会社', '10000321'],
    ] as const) {
      fireEvent.click(screen.getByRole('tab', { name: tab }));
      const row = await rowOf(code);
      expect(location()).toContain('survey_fy=2025');
      expect(await findClosedYearNotice(2025)).toBeInTheDocument();
      await expectYearLocked(button('新規登録'), 2025);
      await expectYearLocked(within(row).getByRole('button', { name: `${code}を削除` }), 2025);
      expect(within(row).getByRole('button', { name: `${code}を参照` })).toBeEnabled();
    }
  });

  it('keeps an open year writable: no notice, the controls enabled', async () => {
    signInAs('org@example.com');
    renderPage(<OrganizationListPage />, { path: '/maintenance/organization-list?survey_fy=2025' });
    const unit = await rowOf('01012001');
    expect(within(unit).getByRole('button', { name: '01012001を削除' })).toBeEnabled();
    expect(button('新規登録')).toBeEnabled();
    expect(button('CSVアップロード')).toBeEnabled();
    expect(screen.queryByText('2025年度は締め済みのため変更できません。')).not.toBeInTheDocument();
  });
});
