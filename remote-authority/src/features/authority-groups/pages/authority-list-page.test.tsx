import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { currentLocation, findDialog, findRow, renderPage, signInAs } from '../../../testing/render-page';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import AuthorityListPage from './authority-list-page';

const server = setupMockServer();

const LIST = '/maintenance/authority-list';
const cellText = (id: string) => screen.queryByText(id, { selector: 'td' });

beforeEach(() => signInAs());

describe('権限一覧', () => {
  it('shows the groups with their labels, roles, user counts and the server total', async () => {
    server.use(
      http.get('*/api/v1/authority/groups', () =>
        HttpResponse.json({
          total: 25,
          page: 1,
          per_page: 20,
          authority_groups: [
            {
              authority_group_id: 'BUSINESS_COMPANY',
              authority_group_name: '事業会社 担当者',
              data_viewing_class: 2,
              note: '調査対象・調査結果の登録担当',
              roles: ['MST_SURVEY_TARGET_EDITOR', 'MST_SURVEY_RESULT_EDITOR'],
              user_count: 7,
            },
            {
              authority_group_id: 'SUS_ADMIN',
              authority_group_name: '管理者',
              data_viewing_class: 1,
              note: null,
              roles: ['MST_AUTHORITY'],
              user_count: 0,
            },
          ],
        }),
      ),
    );
    renderPage(<AuthorityListPage />, { path: LIST });
    expect(screen.getByText('権限一覧', { selector: 'h2' })).toBeInTheDocument();
    expect(document.title).toBe('権限一覧 | Sustainability Data Platform');

    const row = within(await findRow('BUSINESS_COMPANY'));
    expect(row.getByText('事業会社 担当者')).toBeInTheDocument();
    expect(row.getByText('所属組織データのみ')).toBeInTheDocument();
    expect(row.getByText('調査対象一覧編集')).toBeInTheDocument();
    expect(row.getByText('調査結果編集')).toBeInTheDocument();
    expect(row.getByText('調査対象・調査結果の登録担当')).toBeInTheDocument();
    expect(row.getByText('7', { selector: 'td' })).toBeInTheDocument();
    expect(within(await findRow('SUS_ADMIN')).getByText('全社データ')).toBeInTheDocument();
    expect(screen.getByText('全25件中 1〜20件')).toBeInTheDocument();
  });

  it('searches by keyword and keeps the condition in the URL', async () => {
    const user = userEvent.setup();
    renderPage(<AuthorityListPage />, { path: LIST });
    await findRow('SUS_ADMIN');

    await user.type(screen.getByLabelText('キーワード'), 'user');
    await user.click(screen.getByText(/^検索$/).closest('button')!);

    await waitFor(() => expect(currentLocation()).toBe(`${LIST}?keyword=user`));
    await screen.findByText('全2件中 1〜2件');
    expect(cellText('SUS_ADMIN')).not.toBeInTheDocument();
    expect(cellText('USER_EDITOR')).toBeInTheDocument();
    expect(cellText('USER_APPROVER')).toBeInTheDocument();
  });

  it('reads the filters from the URL and says so when nothing matches', async () => {
    renderPage(<AuthorityListPage />, { path: `${LIST}?keyword=NOTHING_LIKE_THIS` });
    expect(await screen.findByText('検索条件に一致する権限グループはありません')).toBeInTheDocument();
    expect(screen.getByLabelText('キーワード')).toHaveValue('NOTHING_LIKE_THIS');
  });

  it('moves back to the last page that exists', async () => {
    renderPage(<AuthorityListPage />, { path: `${LIST}?page=5` });
    await findRow('AUDITOR');
    expect(currentLocation()).toBe(LIST);
  });

  it('filters by role from the URL', async () => {
    renderPage(<AuthorityListPage />, { path: `${LIST}?role_id=VEHICLE_MANAGEMENT_EDITOR` });
    await screen.findByText('全2件中 1〜2件');
    expect(cellText('VEHICLE')).toBeInTheDocument();
    expect(cellText('ORG_ADMIN')).not.toBeInTheDocument();
  });

  it('deletes a group after confirmation and shows the success message', async () => {
    const user = userEvent.setup();
    renderPage(<AuthorityListPage />, { path: LIST });
    const row = within(await findRow('SUPPLIER_ADMIN'));

    await user.click(row.getByRole('button', { name: '取引先マスタ管理者を削除' }));
    const dialog = await findDialog('「取引先マスタ管理者（SUPPLIER_ADMIN）」を削除します。よろしいですか？');
    await user.click(dialog.getByText('削除').closest('button')!);

    expect(await screen.findByText('削除が完了しました')).toBeInTheDocument();
    await screen.findByText('全11件中 1〜11件');
    expect(cellText('SUPPLIER_ADMIN')).not.toBeInTheDocument();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const methods: string[] = [];
    server.events.on('request:start', ({ request }) => {
      methods.push(request.method);
    });
    renderPage(<AuthorityListPage />, { path: LIST });
    const row = within(await findRow('AUDITOR'));
    await user.click(row.getByRole('button', { name: '内部監査担当を削除' }));
    const dialog = await findDialog('「内部監査担当（AUDITOR）」を削除します。よろしいですか？');
    await user.click(dialog.getByText('キャンセル').closest('button')!);

    await waitFor(() => expect(screen.queryByText(/内部監査担当（AUDITOR）/)).not.toBeInTheDocument());
    expect(methods).not.toContain('DELETE');
    expect(cellText('AUDITOR')).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('shows W-004 when the group is still used by users, and keeps it', async () => {
    const user = userEvent.setup();
    renderPage(<AuthorityListPage />, { path: LIST });
    const row = within(await findRow('VIEWER'));
    await user.click(row.getByRole('button', { name: 'ダッシュボード閲覧者を削除' }));
    const dialog = await findDialog('「ダッシュボード閲覧者（VIEWER）」を削除します。よろしいですか？');
    await user.click(dialog.getByText('削除').closest('button')!);

    expect(await screen.findByText('他のデータで使用されているため削除できません')).toBeInTheDocument();
    expect(screen.queryByText('削除が完了しました')).not.toBeInTheDocument();
    expect(cellText('VIEWER')).toBeInTheDocument();
  });

  it('shows the error with a retry when the list cannot be loaded, and never "none registered yet"', async () => {
    server.use(
      http.get('*/api/v1/authority/groups', () =>
        HttpResponse.json({ message: 'アクセス権限がありません', code: 'E-403' }, { status: 403 }),
      ),
    );
    renderPage(<AuthorityListPage />, { path: LIST });
    expect(await screen.findByText('アクセス権限がありません')).toBeInTheDocument();
    expect(screen.getByText('再読み込み')).toBeInTheDocument();
    expect(screen.getByText('一覧を表示できませんでした')).toBeInTheDocument();
    expect(screen.queryByText('権限グループはまだ登録されていません')).not.toBeInTheDocument();
  });

  it('クリア empties the keyword and the role, in the form and in the URL', async () => {
    const user = userEvent.setup();
    renderPage(<AuthorityListPage />, { path: `${LIST}?keyword=user&role_id=MST_USER_VIEWER&per_page=50` });
    await screen.findByText(/^全\d+件中/);
    expect(screen.getByLabelText('キーワード')).toHaveValue('user');

    await user.click(screen.getByText('クリア').closest('button')!);
    await waitFor(() => expect(currentLocation()).toBe(`${LIST}?per_page=50`));
    expect(screen.getByLabelText('キーワード')).toHaveValue('');
    await findRow('SUS_ADMIN');

    // Typed but not searched: クリア empties the field too.
    await user.type(screen.getByLabelText('キーワード'), 'typed');
    await user.click(screen.getByText('クリア').closest('button')!);
    await waitFor(() => expect(screen.getByLabelText('キーワード')).toHaveValue(''));
    expect(currentLocation()).toBe(`${LIST}?per_page=50`);
  });

  it('sorts by a column header and keeps the order in the URL', async () => {
    const user = userEvent.setup();
    renderPage(<AuthorityListPage />, { path: LIST });
    await findRow('SUS_ADMIN');
    await user.click(screen.getAllByText('利用ユーザー数')[0]!);
    await waitFor(() => expect(currentLocation()).toBe(`${LIST}?sort=user_count&order=asc`));
    await user.click(screen.getAllByText('利用ユーザー数')[0]!);
    await waitFor(() => expect(currentLocation()).toBe(`${LIST}?sort=user_count&order=desc`));
  });

  it('opens the edit page of a row and the registration page', async () => {
    const user = userEvent.setup();
    renderPage(<AuthorityListPage />, { path: LIST });
    const row = within(await findRow('ORG_ADMIN'));
    await user.click(row.getByRole('button', { name: '組織・取引先マスタ管理者を編集' }));
    expect(currentLocation()).toBe('/maintenance/authority-edit-ORG_ADMIN');
  });
});
