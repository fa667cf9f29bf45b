import { screen, waitFor } from '@testing-library/react';
import { getSession, queryClient } from '@sdp/shared';
import { recordApiRequests, setupMockServer } from '@sdp/mocks/testing/mock-server';
import { findRow, renderPage, signInAs } from './testing/render-page';
import AuthorityListPage from './features/authority-groups/pages/authority-list-page';
import AuditLogPage from './features/audit-log/pages/audit-log-page';
import firstData from './first-data';

const server = setupMockServer();

describe('first data of the authority list and the audit log', () => {
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

  it('asks for the audit log of the URL before the page renders, and the page asks nothing of it again', async () => {
    signInAs('admin@example.com');
    const asked = recordApiRequests(server);
    // A hand-edited date is no filter, in the first data as on the page: both ask the same.
    const url = 'from=2024-13&per_page=50';
    firstData['maintenance-audit-log']?.(
      { params: {}, search: new URLSearchParams(url), roles: getSession().roles ?? [] },
      queryClient,
    );
    await waitFor(() => expect(asked.some((path) => path.startsWith('/api/v1/audit_events?'))).toBe(true));
    expect(asked[0]).not.toContain('from=');

    renderPage(<AuditLogPage />, { path: `/maintenance/audit-log?${url}` });
    expect(await screen.findByRole('table', { name: '変更履歴一覧' })).toBeInTheDocument();
    // The page tests' database starts with no events (the URL has a filter, if one the search ignores).
    expect(await screen.findByText('条件に一致する変更履歴はありません')).toBeInTheDocument();
    expect(asked.filter((path) => path.startsWith('/api/v1/audit_events'))).toHaveLength(1);
  });
});
