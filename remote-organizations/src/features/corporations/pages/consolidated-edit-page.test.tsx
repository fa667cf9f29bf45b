import { act, screen, waitFor, within } from '@testing-library/react';
import { expectYearLocked } from '@sdp/mocks/testing/closed-year';
import userEvent from '@testing-library/user-event';
import { call, type CallInput } from '@sdp/shared';
import { LEAVE_DIALOG } from '@sdp/shared/ui/leave-guard';
import { callAs } from '@sdp/mocks/node';
import { currentLocation, findDialog, renderPage, signInAs } from '../../../testing/render-page';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import ConsolidatedEditPage from './consolidated-edit-page';

setupMockServer();
const location = () => screen.getByTestId('location').textContent;
/** The button showing `text` (a text query: role queries over this long form are slow in jsdom). */
const button = (text: string) => screen.getByText(text, { selector: 'button span' }).closest('button')!;
/** The first company of 2025 as the list answers it (after signing in). */
const first = async () => (await call('listCorporations', { query: { surveyFy: 2025 } })).corporations[0]!;

describe('関係会社編集', () => {
  it("opens the company's history: who changed which field, from what to what", async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('business@example.com');
    const corp = await first();
    const detail = await call('getCorporation', { params: { id: corp.id } });
    const body = Object.fromEntries(Object.entries(detail).filter(([, value]) => value !== null));
    const edit = { ...body, companyName: '履歴確認用の社名' } as CallInput<'updateCorporation'>['body'];
    await call('updateCorporation', { body: edit });
    renderPage(<ConsolidatedEditPage />, { params: { id: String(corp.id) } });
    await user.click(await screen.findByText('変更履歴', { selector: 'button span' }));
    const drawer = await screen.findByRole('dialog');
    expect(
      await within(drawer).findByText(`会社名: ${corp.companyName} → 履歴確認用の社名`),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('変更')).toBeInTheDocument();
  });

  it('shows a company of a closed year read-only, with the reason and the way back', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('business@example.com');
    const corp = await first();
    await callAs('admin@example.com', 'POST', '/survey_years/2025/close');
    renderPage(<ConsolidatedEditPage />, { params: { id: String(corp.id) } });
    expect(await screen.findByText('2025年度は締め済みのため変更できません。')).toBeInTheDocument();
    const name = await screen.findByLabelText('会社名');
    await waitFor(() => expect(name).toHaveValue(corp.companyName));
    expect(name).toBeDisabled();
    await expectYearLocked(button('更新'), 2025);
    await user.click(button('一覧へ戻る'));
    await waitFor(() => expect(location()).toContain('/maintenance/organization-list?tab=consolidated'));
  });

  it('loads the company into the form, saves a change and returns to the consolidated tab', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('business@example.com');
    const corp = await first();
    renderPage(<ConsolidatedEditPage />, { params: { id: String(corp.id) } });
    const name = await screen.findByLabelText('会社名');
    await waitFor(() => expect(name).toHaveValue(corp.companyName));
    expect(screen.getByLabelText('会社コード')).toBeDisabled();

    await user.clear(name);
    await user.type(name, '日本スチール加工（新）');
    await user.click(button('更新'));
    expect(await screen.findByText('編集が完了しました')).toBeInTheDocument();
    await waitFor(() =>
      expect(location()).toBe('/maintenance/organization-list?tab=consolidated&survey_fy=2025'),
    );
    expect((await first()).companyName).toBe('日本スチール加工（新）');
  });

  it('says when someone else saved first and loads their data on request', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('org@example.com');
    const corp = await first();
    renderPage(<ConsolidatedEditPage />, { params: { id: String(corp.id) } });
    const name = await screen.findByLabelText('会社名');
    await waitFor(() => expect(name).toHaveValue(corp.companyName));
    // Another editor saves the company while this form is open.
    const response = await callAs('business@example.com', 'GET', `/organizations/corporation/${corp.id}`);
    const stored = (await response.json()) as Record<string, unknown>;
    const body = Object.fromEntries(Object.entries(stored).filter(([, value]) => value !== null));
    await callAs('business@example.com', 'PUT', '/organizations/corporation', {
      ...body,
      company_name: '他の人が変更した社名',
    });

    await user.click(button('更新'));
    expect(await screen.findByText(/他のユーザーが先に更新しました/)).toBeInTheDocument();
    await user.click(button('最新の内容を再読み込み'));
    await waitFor(() => expect(screen.getByLabelText('会社名')).toHaveValue('他の人が変更した社名'));
  });

  it('asks before a changed form is left by a link or its back button, and not after a save', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('org@example.com');
    const corp = await first();
    const { router } = renderPage(<ConsolidatedEditPage />, {
      path: `/maintenance/organization-consolidated-edit-${corp.id}`,
      params: { id: String(corp.id) },
    });
    const name = await screen.findByLabelText('会社名');
    await waitFor(() => expect(name).toHaveValue(corp.companyName));

    await user.type(name, '（変更）');
    await act(() => router.navigate('/maintenance-menu'));
    const dialog = await findDialog(LEAVE_DIALOG.content);
    await user.click(dialog.getByText('入力を続ける').closest('button')!);
    await waitFor(() => expect(screen.queryByText(LEAVE_DIALOG.content)).not.toBeInTheDocument());
    expect(currentLocation()).toBe(`/maintenance/organization-consolidated-edit-${corp.id}`);
    expect(name).toHaveValue(`${corp.companyName}（変更）`);

    await user.click(button('一覧へ戻る'));
    expect(await screen.findByText(LEAVE_DIALOG.content)).toBeInTheDocument();
    await user.click((await findDialog(LEAVE_DIALOG.content)).getByText('入力を続ける').closest('button')!);
    await waitFor(() => expect(screen.queryByText(LEAVE_DIALOG.content)).not.toBeInTheDocument());

    await user.click(button('更新'));
    expect(await screen.findByText('編集が完了しました')).toBeInTheDocument();
    await waitFor(() =>
      expect(location()).toBe('/maintenance/organization-list?tab=consolidated&survey_fy=2025'),
    );
    expect(screen.queryByText(LEAVE_DIALOG.content)).not.toBeInTheDocument();
  });
});
