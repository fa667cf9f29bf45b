import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { call } from '@sdp/shared';
import { LEAVE_DIALOG } from '@sdp/shared/ui/leave-guard';
import { currentLocation, findDialog, renderPage, signInAs } from '../../../testing/render-page';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import AuthorityEditPage from './authority-edit-page';

const server = setupMockServer();

const LEAVE_TEXT = LEAVE_DIALOG.content;
const submitButton = () => screen.getByText(/^更新$/).closest('button')!;

beforeEach(() => signInAs());

const open = async (id = 'ORG_ADMIN') => {
  renderPage(<AuthorityEditPage />, { path: `/maintenance/authority-edit-${id}`, params: { id } });
  await screen.findByDisplayValue(id);
  await screen.findByLabelText('ダッシュボード閲覧');
};

/**
 * The group as the mock store answers it, but with a name stored before the text hygiene rule (as old data was);
 * returns the edits the page sends.
 */
async function withLegacyName(): Promise<Record<string, unknown>[]> {
  const camel = await call('getAuthorityGroup', { params: { authority_group_id: 'ORG_ADMIN' } });
  const snake = Object.entries(camel).map(([key, value]) => [
    key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
    value,
  ]);
  const stored = { ...Object.fromEntries(snake), authority_group_name: '旧\u202E名' };
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.get('*/api/v1/authority/groups/ORG_ADMIN', () => HttpResponse.json(stored)),
    http.put('*/api/v1/authority/groups', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ ...stored, version: Number(stored.version) + 1 });
    }),
  );
  return bodies;
}

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
    expect(screen.getAllByText('管理 太郎')).toHaveLength(2);
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

  it('refuses a name stored before the text hygiene rule once the user changes it, before sending', async () => {
    const user = userEvent.setup();
    const bodies = await withLegacyName();
    await open();
    expect(screen.getByLabelText('権限グループ名')).toHaveValue('旧\u202E名');

    await user.type(screen.getByLabelText('権限グループ名'), '称');
    await user.click(submitButton());
    expect(
      await screen.findByText('権限グループ名に使用できない文字（U+202E）が含まれています'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(screen.getByLabelText('権限グループ名'));
    await user.type(screen.getByLabelText('権限グループ名'), '新しい名前');
    await user.click(screen.getByLabelText('権限設定'));
    await user.click(submitButton());
    expect(await screen.findByText('編集が完了しました')).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ authority_group_name: '新しい名前' })]);
  });

  it('lets an untouched name stored before the text hygiene rule go to the server unchanged', async () => {
    const user = userEvent.setup();
    const bodies = await withLegacyName();
    await open();
    await user.click(screen.getByLabelText('権限設定'));
    await user.click(submitButton());
    expect(await screen.findByText('編集が完了しました')).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ authority_group_name: '旧\u202E名' })]);
  });

  it('tells about a stale version (409), keeps the input, and reloads the latest on request', async () => {
    const user = userEvent.setup();
    await open();
    // Someone else saves first.
    await call('updateAuthorityGroup', {
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

  it('says so when the group does not exist, with the way back to the list', async () => {
    const user = userEvent.setup();
    renderPage(<AuthorityEditPage />, {
      path: '/maintenance/authority-edit-NOPE',
      params: { id: 'NOPE' },
    });
    expect(await screen.findByText('対象のデータが見つかりません')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /変更履歴/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /一覧に戻る/ })).toHaveLength(1);
    await user.click(screen.getByText('一覧に戻る').closest('button')!);
    await waitFor(() => expect(currentLocation()).toBe('/maintenance/authority-list'));
  });

  it('asks before leaving a changed form, stays on 入力を続ける, and leaves on 破棄して移動', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<AuthorityEditPage />, {
      path: '/maintenance/authority-edit-ORG_ADMIN',
      params: { id: 'ORG_ADMIN' },
    });
    await screen.findByDisplayValue('ORG_ADMIN');
    await screen.findByLabelText('ダッシュボード閲覧');

    // Untouched: a link leaves at once.
    await act(() => router.navigate('/maintenance-menu'));
    expect(currentLocation()).toBe('/maintenance-menu');
    await act(() => router.navigate(-1));
    await screen.findByDisplayValue('ORG_ADMIN');

    await user.type(screen.getByLabelText('権限グループ名'), '（変更）');
    await act(() => router.navigate('/maintenance-menu'));
    const dialog = await findDialog(LEAVE_TEXT);
    expect(currentLocation()).toBe('/maintenance/authority-edit-ORG_ADMIN');
    await user.click(dialog.getByText('入力を続ける').closest('button')!);
    await waitFor(() => expect(screen.queryByText(LEAVE_TEXT)).not.toBeInTheDocument());
    expect(screen.getByLabelText('権限グループ名')).toHaveValue('組織・取引先マスタ管理者（変更）');

    // The form's own back button goes through the same question.
    await user.click(screen.getByText(/^キャンセル$|^一覧に戻る$/).closest('button')!);
    await user.click((await findDialog(LEAVE_TEXT)).getByText('破棄して移動').closest('button')!);
    await waitFor(() => expect(currentLocation()).toBe('/maintenance/authority-list'));
  });

  it('typing a value back to what it was is no change: leaving does not ask', async () => {
    const user = userEvent.setup();
    await open();
    const name = screen.getByLabelText('権限グループ名');
    await user.type(name, 'X');
    await user.type(name, '{Backspace}');
    await user.click(screen.getByText(/^キャンセル$|^一覧に戻る$/).closest('button')!);
    await waitFor(() => expect(currentLocation()).toBe('/maintenance/authority-list'));
    expect(screen.queryByText(LEAVE_TEXT)).not.toBeInTheDocument();
  });
});
