import { screen, waitFor } from '@testing-library/react';
import { LEAVE_DIALOG } from '@sdp/shared/ui/leave-guard';
import userEvent from '@testing-library/user-event';
import { findDialog, renderPage, signInAs } from '../../../testing/render-page';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { selectOption } from '../../../testing/select-option';
import OfficeRegistrationPage from './office-registration-page';
import { callAs } from '@sdp/mocks/node';
import { expectYearLocked, findClosedYearNotice } from '@sdp/mocks/testing/closed-year';

setupMockServer();
const location = () => screen.getByTestId('location').textContent;
/** The form's 登録 button (a text query: role queries over an antd form are slow in jsdom). */
const register = () => screen.getByText('登録', { selector: 'button span' }).closest('button')!;

describe('事業所登録', () => {
  /** The registration page of 2024, its form open (it opens once the survey years are known). */
  const open = async () => {
    signInAs('org@example.com');
    renderPage(<OfficeRegistrationPage />, {
      path: '/maintenance/organization-office-registration?survey_fy=2024',
    });
    expect(screen.getByRole('heading', { name: '事業所登録' })).toBeInTheDocument();
    await screen.findByLabelText('事業所名');
  };

  it('checks the fields before anything is sent, an invisible or direction-changing character too', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByLabelText('事業所コード'));
    await user.paste('ＴＫＹ');
    await user.click(register());
    expect(await screen.findByText('半角英数字とハイフンのみで入力してください')).toBeInTheDocument();
    expect(screen.getByText('事業所名を入力してください')).toBeInTheDocument();
    expect(screen.getByText('グループを選択してください')).toBeInTheDocument();

    // Such a character comes in pasted, never typed.
    await user.click(screen.getByLabelText('事業所名'));
    await user.paste('txt.\u202Eexe');
    await user.click(register());
    expect(
      await screen.findByText('事業所名に使用できない文字（U+202E）が含まれています'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('事業所名'));
    await user.paste('神戸事業所');
    await waitFor(() => expect(screen.queryByText(/使用できない文字/)).not.toBeInTheDocument());
  });

  it('registers through the cascading selects and returns to the office tab', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByLabelText('事業所コード'));
    await user.paste('KOB-01');
    await user.click(screen.getByLabelText('事業所名'));
    await user.paste('神戸事業所');
    await selectOption(user, 'グループ', 'エネルギーグループ');
    await selectOption(user, '統括本部', '電力本部');
    await selectOption(user, '管理部', '再生可能エネルギー部');
    await user.click(register());

    expect(await screen.findByText('登録が完了しました')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/maintenance/organization-list?tab=office&survey_fy=2024'));
  });

  it('asks before a changed form goes back to the list, and goes on 破棄して移動', async () => {
    const user = userEvent.setup({ delay: null });
    await open();
    await user.type(screen.getByLabelText('事業所名'), '神戸');
    await user.click(screen.getByRole('button', { name: '一覧へ戻る' }));
    await user.click((await findDialog(LEAVE_DIALOG.content)).getByText('破棄して移動').closest('button')!);
    await waitFor(() => expect(location()).toBe('/maintenance/organization-list?tab=office&survey_fy=2024'));
  });

  it('says a closed year takes no new office and locks 登録 with the reason', async () => {
    await callAs('admin@example.com', 'POST', '/survey_years/2024/close');
    await open();
    expect(await findClosedYearNotice(2024)).toBeInTheDocument();
    await expectYearLocked(register(), 2024);
  });
});
