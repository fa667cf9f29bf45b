import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { api } from '@sdp/shared';
import { currentLocation, renderPage, signInAs } from '../../../testing/render-page';
import { setupMockServer } from '../../../testing/mock-server';
import AuthorityEditPage from './authority-edit-page';

const server = setupMockServer();
jest.setTimeout(60_000);

const submitButton = () => screen.getByText(/^更新$/).closest('button')!;

beforeEach(() => signInAs());

const open = async (id = 'ORG_ADMIN') => {
  renderPage(<AuthorityEditPage />, { path: `/maintenance/authority-edit-${id}`, params: { id } });
  await screen.findByDisplayValue(id);
  await screen.findByLabelText('ダッシュボード閲覧');
};

describe('権限編集', () => {
  it('loads the group, sends its version, and returns to the list with the success message', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/v1/authority/groups', async ({ request }) => {
        bodies.push(await request.clone().json());
        await held;
        // Falls through to the mock store's handler.
        return undefined;
      }),
    );
    await open();
    expect(document.title).toBe('権限編集 | Sustainability Data Platform');
    expect(screen.getByLabelText('権限グループID')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('権限グループ名')).toHaveValue('組織・取引先マスタ管理者');
    expect(screen.getByLabelText('全社データ')).toBeChecked();
    expect(screen.getByLabelText('組織マスタ操作')).toBeChecked();
    expect(screen.getByLabelText('権限設定')).not.toBeChecked();
    expect(screen.getByText('作成者')).toBeInTheDocument();
    expect(screen.getByText('更新者')).toBeInTheDocument();
    expect(screen.getAllByText('山田 太郎')).toHaveLength(2);
    expect(screen.getAllByText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/)).toHaveLength(2);

    await user.clear(screen.getByLabelText('権限グループ名'));
    await user.type(screen.getByLabelText('権限グループ名'), '組織マスタ管理者');
    await user.click(screen.getByLabelText('権限設定'));
    await user.click(submitButton());

    // No second submit while the first is on its way.
    await waitFor(() => expect(submitButton()).toBeDisabled());
    release();

    expect(await screen.findByText('編集が完了しました')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/maintenance/authority-list'));
    expect(bodies).toEqual([
      expect.objectContaining({
        authority_group_id: 'ORG_ADMIN',
        authority_group_name: '組織マスタ管理者',
        data_viewing_class: 1,
        roles: expect.arrayContaining(['MST_ORGANIZATION', 'MST_SUPPLIER', 'MST_AUTHORITY']),
        version: 1,
      }),
    ]);
  });

  it('tells about a stale version (409), keeps the input, and reloads the latest on request', async () => {
    const user = userEvent.setup();
    await open();
    // Someone else saves first.
    await api.put('/authority/groups/ORG_ADMIN', {
      body: {
        authorityGroupId: 'ORG_ADMIN',
        authorityGroupName: '他の人が変更した名前',
        dataViewingClass: 2,
        roles: ['MST_ORGANIZATION'],
        version: 1,
      },
    });

    await user.clear(screen.getByLabelText('権限グループ名'));
    await user.type(screen.getByLabelText('権限グループ名'), '私の変更');
    await user.click(submitButton());

    expect(
      await screen.findByText('他のユーザーが先に更新しました。画面を再読み込みしてからやり直してください'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('権限グループ名')).toHaveValue('私の変更');
    expect(currentLocation()).toBe('/maintenance/authority-edit-ORG_ADMIN');

    await user.click(screen.getByText('最新の内容を再読み込み').closest('button')!);
    await waitFor(() => expect(screen.getByLabelText('権限グループ名')).toHaveValue('他の人が変更した名前'));
    expect(screen.getByLabelText('所属組織データのみ')).toBeChecked();
    expect(
      screen.queryByText('他のユーザーが先に更新しました。画面を再読み込みしてからやり直してください'),
    ).not.toBeInTheDocument();

    await user.click(submitButton());
    expect(await screen.findByText('編集が完了しました')).toBeInTheDocument();
  });

  it('says so when the group does not exist', async () => {
    renderPage(<AuthorityEditPage />, {
      path: '/maintenance/authority-edit-NOPE',
      params: { id: 'NOPE' },
    });
    expect(await screen.findByText('対象の権限グループが見つかりません')).toBeInTheDocument();
    expect(screen.getByText('一覧に戻る')).toBeInTheDocument();
  });
});
