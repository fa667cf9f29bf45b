import { screen, waitFor } from '@testing-library/react';
import { getSession, queryClient } from '@sdp/shared';
import { recordApiRequests, setupMockServer } from '@sdp/mocks/testing/mock-server';
import { findRow, renderPage, signInAs } from './testing/render-page';
import AuthorityListPage from './features/authority-groups/pages/authority-list-page';
import firstData from './first-data';

const server = setupMockServer();

describe('the authority list’s first data', () => {
  afterEach(() => server.events.removeAllListeners());

  it('asks for the list of the URL before the page renders, and the page asks nothing of it again', async () => {
    signInAs();
    const asked = recordApiRequests(server);
    const search = new URLSearchParams('keyword=USER');
    firstData['maintenance-authority-list']?.(
      { params: {}, search, roles: getSession().roles ?? [] },
      queryClient,
    );
    await waitFor(() =>
      expect(asked.some((path) => path.startsWith('/api/v1/authority/groups?'))).toBe(true),
    );

    renderPage(<AuthorityListPage />, { path: '/maintenance/authority-list?keyword=USER' });
    // The seed's groups whose id or name has USER: the editor's and the approver's.
    expect(await findRow('USER_EDITOR')).toBeInTheDocument();
    expect(screen.queryByText('VEHICLE', { selector: 'td' })).not.toBeInTheDocument();
    expect(asked.filter((path) => path.startsWith('/api/v1/authority/groups'))).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/v1/authority/roles')).toHaveLength(1);
  });
});
