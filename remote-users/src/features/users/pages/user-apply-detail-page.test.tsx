import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, signInAs } from '../../../testing/render-page';
import { setupMockServer } from '../../../testing/mock-server';
import UserApplyDetailPage from './user-apply-detail-page';

setupMockServer();
configure({ asyncUtilTimeout: 10_000 });

const location = () => screen.getByTestId('location').textContent;
const open = (id: string, query = '') =>
  renderPage(<UserApplyDetailPage />, {
    path: `/maintenance/user-apply-detail-${id}${query}`,
    params: { id },
  });

beforeEach(() => signInAs('editor@example.com'));

describe('申請詳細', () => {
  it('lets the applicant withdraw a pending application after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    open('U0000061', '?apply=1');
    expect(await screen.findByText('user061@example.com')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /申請取下げ/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /取り下げる/ }));
    expect(await screen.findByText('申請を取り下げました')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/maintenance/user-list?tab=application'));
  });

  it('opens the user’s open application when the URL names only the user, and offers reapplication', async () => {
    const user = userEvent.setup({ delay: null });
    open('U0000062');
    expect(await screen.findByText('フリガナを確認してください')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /再申請/ }));
    expect(location()).toBe('/maintenance/user-reapply-U0000062?apply=1');
  });

  it.each([
    ['U0000062', 'フリガナを確認してください', '差戻し'],
    ['U0000063', '対象外の社員です', '否認'],
    ['U0000064', '重複申請のため取り下げ', '取下げ'],
  ])('names each history entry by its own action (%s: %s)', async (id, comment, label) => {
    open(id, '?apply=1');
    const entry = (await screen.findByText(comment)).parentElement as HTMLElement;
    expect(within(entry).getByText(new RegExp(`（${label}）$`))).toBeInTheDocument();
    expect(screen.getByText(/（登録申請）$/)).toBeInTheDocument();
    expect(screen.queryByText(/差戻し・否認/)).not.toBeInTheDocument();
  });
});
