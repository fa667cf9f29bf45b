import { screen, waitFor } from '@testing-library/react';
import { getSession, queryClient } from '@sdp/shared';
import { recordApiRequests, setupMockServer } from '@sdp/mocks/testing/mock-server';
import { renderPage, signInAs } from './testing/render-page';
import UserListPage from './features/users/pages/user-list-page';
import firstData from './first-data';

const server = setupMockServer();

describe('the user list’s first data', () => {
  afterEach(() => server.events.removeAllListeners());

  it('asks for the page of the URL before the page renders, and the page asks nothing of it again', async () => {
    signInAs('editor@example.com');
    const asked = recordApiRequests(server);
    const start = firstData['maintenance-user-list'];
    start?.(
      { params: {}, search: new URLSearchParams('page=2'), roles: getSession().roles ?? [] },
      queryClient,
    );
    await waitFor(() => expect(asked.some((path) => path.startsWith('/api/v1/users?'))).toBe(true));

    renderPage(<UserListPage />, { path: '/maintenance/user-list?page=2' });
    // The seed's 62 users, 20 per page: the second page.
    expect(await screen.findByText('全62件中 21〜40件')).toBeInTheDocument();
    expect(asked.filter((path) => path.startsWith('/api/v1/users?'))).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/v1/users/licensing')).toHaveLength(1);
  });

  it('asks for the tab of the URL: the approvals of an approver', async () => {
    signInAs('approver@example.com');
    const asked = recordApiRequests(server);
    firstData['maintenance-user-list']?.(
      { params: {}, search: new URLSearchParams('tab=approval'), roles: getSession().roles ?? [] },
      queryClient,
    );
    await waitFor(() => expect(asked.some((path) => path.startsWith('/api/v1/users/applying?'))).toBe(true));
    expect(asked.some((path) => path.startsWith('/api/v1/users?'))).toBe(false);
    expect(asked.find((path) => path.startsWith('/api/v1/users/applying?'))).toContain('scope=approval');
  });
});
