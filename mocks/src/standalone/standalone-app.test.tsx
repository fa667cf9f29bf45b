import { act, configure, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider } from '@sdp/shared/router';
import { createMemoryRouter } from '@sdp/shared/router/testing';
import { getSession, setRuntimeConfig, useRouteParams, useSessionStore } from '@sdp/shared';
import { AppProviders, DEV_SIGN_IN_BANNER } from '@sdp/shared/ui';
import { setupMockApi } from '../node';
import { StandaloneApp } from './standalone-app';

// The account list comes from the mock IdP: on a busy machine it takes longer than the 1 s default.
configure({ asyncUtilTimeout: 15_000 });

const TEST_ORIGIN = 'http://sdp.test';

setupMockApi(() => act(() => getSession().clear()));
beforeAll(() => {
  setRuntimeConfig({
    apiBaseUrl: TEST_ORIGIN,
    auth: { providers: ['dev'], devIdpUrl: `${TEST_ORIGIN}/dev-idp` },
  });
});

function EditPage() {
  return <p>編集: {useRouteParams().id}</p>;
}
const pages = {
  'maintenance-authority-list': () => Promise.resolve({ default: () => <p>一覧ページ</p> }),
  'maintenance-authority-edit-id': () => Promise.resolve({ default: EditPage }),
};

const renderAt = (path: string) =>
  render(
    <AppProviders>
      <RouterProvider
        router={createMemoryRouter(
          [{ path: '*', element: <StandaloneApp remote="remote_authority" pages={pages} /> }],
          { initialEntries: [path] },
        )}
      />
    </AppProviders>,
  );

async function pickAccount(email: string) {
  const select = screen.getByRole('combobox', { name: 'アカウント' });
  fireEvent.mouseDown(select);
  const option = await screen.findByText(new RegExp(`^${email}（`));
  // Inside act until the roles are stored, so React also runs the lazy page load the sign-in starts.
  await act(async () => {
    const signedIn = new Promise<void>((resolve) => {
      const stop = useSessionStore.subscribe((state) => {
        if (state.email === email && state.roles) {
          stop();
          resolve();
        }
      });
    });
    fireEvent.click(option);
    await signedIn;
  });
}

describe('standalone harness', () => {
  it('asks for an account, then shows the page with the roles of the chosen one', async () => {
    renderAt('/maintenance/authority-list');
    expect(screen.getByText('アカウントを選択してください')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(DEV_SIGN_IN_BANNER);
    await pickAccount('admin@example.com');
    expect(await screen.findByText('一覧ページ')).toBeInTheDocument();
    expect(screen.getByText(DEV_SIGN_IN_BANNER)).toBeVisible();
    expect(screen.getByTestId('standalone-roles')).toHaveTextContent('権限設定');
    expect(screen.getByRole('link', { name: '権限一覧' })).toHaveAttribute(
      'href',
      '/maintenance/authority-list',
    );
  });

  it('denies a page the account may not open', async () => {
    renderAt('/maintenance/authority-list');
    await pickAccount('editor@example.com');
    expect(await screen.findByText('アクセス権限がありません')).toBeInTheDocument();
    expect(screen.queryByText('一覧ページ')).not.toBeInTheDocument();
  });

  it('passes path parameters to the page and answers 404 for pages of other remotes', async () => {
    const { unmount } = renderAt('/maintenance/authority-edit-SUS_ADMIN');
    await pickAccount('admin@example.com');
    expect(await screen.findByText('編集: SUS_ADMIN')).toBeInTheDocument();
    unmount();
    renderAt('/maintenance/user-list');
    expect(await screen.findByText('Page Not Found: /maintenance/user-list')).toBeInTheDocument();
  });
});
