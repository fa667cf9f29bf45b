import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { AppProviders } from '@sdp/shared/ui';
import { App, type ConfirmHandle } from '@sdp/shared/ui/app';
import { RouterProvider } from '@sdp/shared/router';
import { createMemoryRouter } from '@sdp/shared/router/testing';

function Page({ onOk, onHandle }: { onOk?: () => void; onHandle?: (handle: ConfirmHandle) => void }) {
  const { message, modal } = App.useApp();
  return (
    <>
      <button onClick={() => message.success('登録が完了しました')}>保存</button>
      <button
        onClick={() => {
          const handle = modal.confirm({
            title: '削除の確認',
            content: '削除します。よろしいですか？',
            onOk,
          });
          onHandle?.(handle);
        }}
      >
        削除
      </button>
    </>
  );
}

const renderPage = (page: React.ReactNode) =>
  render(
    <AppProviders>
      <App>{page}</App>
    </AppProviders>,
  );

it('shows a message asked for before its code has loaded', async () => {
  renderPage(<Page />);
  fireEvent.click(screen.getByText('保存'));
  expect(await screen.findByText('登録が完了しました')).toBeTruthy();
});

it('opens the confirm dialog and runs its OK', async () => {
  const onOk = jest.fn();
  renderPage(<Page onOk={onOk} />);
  fireEvent.click(screen.getByText('削除'));
  const content = await screen.findByText('削除します。よろしいですか？');
  const dialog = content.closest('.ant-modal') as HTMLElement;
  fireEvent.click(dialog.querySelector('.ant-btn-primary') as HTMLElement);
  await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
});

it('never opens a dialog destroyed before it could open (a page left at once)', async () => {
  let handle: ConfirmHandle | undefined;
  renderPage(<Page onHandle={(h) => (handle = h)} />);
  fireEvent.click(screen.getByText('削除'));
  act(() => handle!.destroy());
  // A message asked for afterwards shows, so the feedback code has loaded by then.
  fireEvent.click(screen.getByText('保存'));
  expect(await screen.findByText('登録が完了しました')).toBeTruthy();
  expect(screen.queryByText('削除します。よろしいですか？')).toBeNull();
});

it('refuses to run outside its context, with a message that says where it belongs', () => {
  function Outside() {
    App.useApp();
    return null;
  }
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Outside />)).toThrow(/<App> from @sdp\/shared\/ui\/app/);
});

function Effect() {
  const { modal } = App.useApp();
  useEffect(() => {
    const dialog = modal.confirm({ title: '入力内容を破棄しますか？', content: '破棄されます。' });
    return () => dialog.destroy();
  }, [modal]);
  return null;
}

it('closes a dialog opened by an effect when the effect is cleaned up', async () => {
  const view = renderPage(<Effect />);
  expect(await screen.findByText('破棄されます。')).toBeTruthy();
  view.rerender(
    <AppProviders>
      <App>{null}</App>
    </AppProviders>,
  );
  await waitFor(() => expect(screen.queryByText('破棄されます。')).toBeNull());
});

it("closes a page's dialog when the user leaves the page, without running it; a message stays", async () => {
  const onOk = jest.fn();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <App>
            <Page onOk={onOk} />
          </App>
        ),
      },
    ],
    { initialEntries: ['/maintenance-menu', '/maintenance/authority-list'], initialIndex: 1 },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  fireEvent.click(screen.getByText('保存'));
  fireEvent.click(screen.getByText('削除'));
  expect(await screen.findByText('削除します。よろしいですか？')).toBeTruthy();
  // The browser's Back: the page is left with its delete still asked.
  await act(() => router.navigate(-1));
  await waitFor(() => expect(screen.queryByText('削除します。よろしいですか？')).toBeNull());
  expect(onOk).not.toHaveBeenCalled();
  expect(screen.getByText('登録が完了しました')).toBeTruthy();
  // Asked again on the page now shown, it opens as before.
  fireEvent.click(screen.getByText('削除'));
  expect(await screen.findByText('削除します。よろしいですか？')).toBeTruthy();
});
