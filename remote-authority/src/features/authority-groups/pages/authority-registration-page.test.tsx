import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage, signInAs } from '../../../testing/render-page';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import AuthorityRegistrationPage from './authority-registration-page';

setupMockServer();

const submitButton = () => screen.getByText(/^登録$/).closest('button')!;

beforeEach(() => signInAs());

const open = async () => {
  renderPage(<AuthorityRegistrationPage />, { path: '/maintenance/authority-registration' });
  // The role checkboxes come from GET /authority/roles.
  await screen.findByLabelText('ダッシュボード閲覧');
};

describe('権限登録', () => {
  it('explains in Japanese what is missing or malformed', async () => {
    const user = userEvent.setup();
    await open();
    expect(document.title).toBe('権限登録 | Sustainability Data Platform');

    await user.click(submitButton());
    expect(await screen.findByText('権限グループIDを入力してください')).toBeInTheDocument();
    expect(screen.getByText('権限グループ名を入力してください')).toBeInTheDocument();
    // The roles' error shows through the outer item and can come a render after the others (seen under load in CI).
    expect(await screen.findByText('ロールを1つ以上選択してください')).toBeInTheDocument();

    await user.type(screen.getByLabelText('権限グループID'), 'esg-1');
    expect(
      await screen.findByText('半角英大文字・半角数字・アンダースコア（_）で入力してください'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('権限グループID'), { target: { value: 'A'.repeat(31) } });
    expect(await screen.findByText('30文字以内で入力してください')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('権限グループ名'), { target: { value: 'あ'.repeat(101) } });
    expect(await screen.findByText('100文字以内で入力してください')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('備考'), { target: { value: 'い'.repeat(101) } });
    await waitFor(() => expect(screen.getAllByText('100文字以内で入力してください')).toHaveLength(2));
    expect(currentLocation()).toBe('/maintenance/authority-registration');
  });

  it('registers a group, shows the success message and returns to the list', async () => {
    const user = userEvent.setup();
    await open();
    await user.type(screen.getByLabelText('権限グループID'), 'ESG_REPORTER');
    await user.type(screen.getByLabelText('権限グループ名'), 'ESGレポート担当');
    await user.click(screen.getByLabelText('所属組織データのみ'));
    await user.click(screen.getByLabelText('ダッシュボード閲覧'));
    await user.click(submitButton());

    expect(await screen.findByText('登録が完了しました')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/maintenance/authority-list'));
  });

  it('shows a duplicate id (W-003) on the id field and keeps what was typed', async () => {
    const user = userEvent.setup();
    await open();
    await user.type(screen.getByLabelText('権限グループID'), 'SUS_ADMIN');
    await user.type(screen.getByLabelText('権限グループ名'), '重複する管理者');
    await user.click(screen.getByLabelText('権限設定'));
    await user.click(submitButton());

    expect(await screen.findByText('既に登録されています')).toBeInTheDocument();
    expect(screen.getByLabelText('権限グループID')).toHaveValue('SUS_ADMIN');
    expect(screen.getByLabelText('権限グループ名')).toHaveValue('重複する管理者');
    expect(screen.getByLabelText('権限設定')).toBeChecked();
    expect(submitButton()).toBeEnabled();
    expect(currentLocation()).toBe('/maintenance/authority-registration');
  });
});
