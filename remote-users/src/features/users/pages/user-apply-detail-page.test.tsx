import { configure, screen, waitFor, within } from '@testing-library/react';
import {
  buttonShowing,
  findButtonShowing,
  renderPage,
  setupUser,
  signInAs,
} from '../../../testing/render-page';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { actOnApplicationAs } from '../../../testing/workflow';
import UserApplyDetailPage from './user-apply-detail-page';

setupMockServer();
configure({ asyncUtilTimeout: 10_000 });

const location = () => screen.getByTestId('location').textContent;
const open = (id: string, query = '') =>
  renderPage(<UserApplyDetailPage />, {
    path: `/maintenance/user-apply-detail-${id}${query}`,
    params: { id },
  });
/** The history entry that shows `comment`, and the action it is named by. */
const entryOf = async (comment: string) => {
  const entry = (await screen.findByText(comment)).parentElement as HTMLElement;
  return within(entry).getByText(/（.+）$/).textContent;
};

beforeEach(() => signInAs('editor@example.com'));

describe('申請詳細', () => {
  it('lets the applicant withdraw a pending application after confirmation', async () => {
    const user = setupUser();
    open('U0000061', '?apply=1');
    expect(await screen.findByText('user061@example.com')).toBeInTheDocument();
    // Offered once the page knows the signed-in user is the applicant.
    await user.click(await findButtonShowing('申請取下げ'));
    await user.click(buttonShowing('取り下げる', await screen.findByRole('dialog')));
    expect(await screen.findByText('申請を取り下げました')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/maintenance/user-list?tab=application'));
  });

  it('opens the user’s open application when the URL names only the user, and offers reapplication', async () => {
    const user = setupUser();
    open('U0000062');
    expect(await screen.findByText('フリガナを確認してください')).toBeInTheDocument();
    await user.click(buttonShowing('再申請'));
    expect(location()).toBe('/maintenance/user-reapply-U0000062?apply=1');
  });

  it('names each history entry by its own action: a remand followed by a withdrawal', async () => {
    // The seeded registration U0000062 was remanded; its applicant withdraws it.
    await actOnApplicationAs('editor@example.com', 'delete', 'U0000062', 1, '重複申請のため取り下げ');
    open('U0000062', '?apply=1');
    expect(await entryOf('重複申請のため取り下げ')).toMatch(/（取下げ）$/);
    expect(await entryOf('フリガナを確認してください')).toMatch(/（差戻し）$/);
    expect(await entryOf('新規登録をお願いします')).toMatch(/（登録申請）$/);
    expect(screen.queryByText(/差戻し・否認/)).not.toBeInTheDocument();
  });

  it('names each history entry by its own action: a rejection', async () => {
    await actOnApplicationAs('approver@example.com', 'reject', 'U0000061', 1, '対象外の社員です');
    open('U0000061', '?apply=1');
    expect(await entryOf('対象外の社員です')).toMatch(/（否認）$/);
    expect(await entryOf('新規登録をお願いします')).toMatch(/（登録申請）$/);
    expect(screen.queryByText(/差戻し・否認/)).not.toBeInTheDocument();
  });
});

test('an application that is not there says so with one way back to the list', async () => {
  signInAs('editor@example.com');
  open('U9999999', '?apply=1');
  expect(await screen.findByText('対象のデータが見つかりません')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /一覧に戻る/ })).toHaveLength(1);
});
