import { screen, waitFor } from '@testing-library/react';
import { LEAVE_DIALOG } from '@sdp/shared/ui/leave-guard';
import userEvent from '@testing-library/user-event';
import { findDialog, renderPage, signInAs } from '../../../testing/render-page';
import { setupMockServer } from '../../../testing/mock-server';
import { selectOption } from '../../../testing/select-option';
import OfficeRegistrationPage from './office-registration-page';

setupMockServer();
const location = () => screen.getByTestId('location').textContent;

describe('事業所登録', () => {
  it('checks the fields, then registers through the cascading selects and returns to the office tab', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('org@example.com');
    renderPage(<OfficeRegistrationPage />, {
      path: '/maintenance/organization-office-registration?survey_fy=2024',
    });
    // The form opens once the survey years are known.
    await screen.findByLabelText('事業所名');
    expect(screen.getByRole('heading', { name: '事業所登録' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('事業所コード'), 'ＴＫＹ');
    await user.click(screen.getByRole('button', { name: /登録/ }));
    expect(await screen.findByText('半角英数字とハイフンのみで入力してください')).toBeInTheDocument();
    expect(screen.getByText('事業所名を入力してください')).toBeInTheDocument();
    expect(screen.getByText('グループを選択してください')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('事業所コード'));
    await user.type(screen.getByLabelText('事業所コード'), 'KOB-01');
    await user.type(screen.getByLabelText('事業所名'), '神戸事業所');
    await selectOption(user, 'グループ', 'エネルギーグループ');
    await selectOption(user, '統括本部', '電力本部');
    await selectOption(user, '管理部', '再生可能エネルギー部');
    await user.click(screen.getByRole('button', { name: /登録/ }));

    expect(await screen.findByText('登録が完了しました')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/maintenance/organization-list?tab=office&survey_fy=2024'));
  });

  it('refuses an invisible or direction-changing character in a name before anything is sent', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('org@example.com');
    renderPage(<OfficeRegistrationPage />, {
      path: '/maintenance/organization-office-registration?survey_fy=2024',
    });
    // The form opens once the survey years are known.
    await screen.findByLabelText('事業所名');
    await user.type(screen.getByLabelText('事業所名'), 'txt.\u202Eexe');
    await user.click(screen.getByRole('button', { name: /登録/ }));
    expect(
      await screen.findByText('事業所名に使用できない文字（U+202E）が含まれています'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('事業所名'));
    await user.type(screen.getByLabelText('事業所名'), '神戸事業所');
    await waitFor(() => expect(screen.queryByText(/使用できない文字/)).not.toBeInTheDocument());
  });

  it('asks before a changed form goes back to the list, and goes on 破棄して移動', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('org@example.com');
    renderPage(<OfficeRegistrationPage />, {
      path: '/maintenance/organization-office-registration?survey_fy=2024',
    });
    // The form opens once the survey years are known.
    await screen.findByLabelText('事業所名');
    await user.type(screen.getByLabelText('事業所名'), '神戸');
    await user.click(screen.getByRole('button', { name: '一覧へ戻る' }));
    await user.click((await findDialog(LEAVE_DIALOG.content)).getByText('破棄して移動').closest('button')!);
    await waitFor(() => expect(location()).toBe('/maintenance/organization-list?tab=office&survey_fy=2024'));
  });
});
