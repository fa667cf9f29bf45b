import { screen, waitFor } from '@testing-library/react';
import { getSession, queryClient } from '@sdp/shared';
import { recordApiRequests, setupMockServer } from '@sdp/mocks/testing/mock-server';
import { renderPage, signInAs } from './testing/render-page';
import ClientListPage from './features/clients/pages/client-list-page';
import OrganizationListPage from './features/organization-list/pages/organization-list-page';
import firstData from './first-data';

const server = setupMockServer();

const start = (route: 'maintenance-organization-list' | 'maintenance-client-list', search: string) =>
  firstData[route]?.(
    { params: {}, search: new URLSearchParams(search), roles: getSession().roles ?? [] },
    queryClient,
  );

describe('the organisation lists’ first data', () => {
  afterEach(() => server.events.removeAllListeners());

  it('asks for the tab, year and page of the URL; the page asks neither the years nor the rows again', async () => {
    signInAs('org@example.com');
    const asked = recordApiRequests(server);
    start('maintenance-organization-list', 'tab=office&survey_fy=2025&keyword=OF-0101');
    await waitFor(() =>
      expect(asked.some((path) => path.startsWith('/api/v1/organizations/office?'))).toBe(true),
    );
    expect(asked.find((path) => path.startsWith('/api/v1/organizations/office?'))).toContain(
      'survey_fy=2025',
    );

    renderPage(<OrganizationListPage />, {
      path: '/maintenance/organization-list?tab=office&survey_fy=2025&keyword=OF-0101',
    });
    expect(await screen.findByText('OF-0101', { selector: 'td' })).toBeInTheDocument();
    expect(asked.filter((path) => path.startsWith('/api/v1/organizations/office?'))).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/v1/survey_years')).toHaveLength(1);
  });

  it('opens the client list on the year the page opens on (the latest 受付中), without asking again', async () => {
    signInAs('org@example.com');
    const asked = recordApiRequests(server);
    start('maintenance-client-list', '');
    await waitFor(() => expect(asked.some((path) => path.startsWith('/api/v1/suppliers?'))).toBe(true));

    renderPage(<ClientListPage />, { path: '/maintenance/client-list' });
    expect(await screen.findByText(/^全24件中 1〜20件$/)).toBeInTheDocument();
    expect(asked.filter((path) => path.startsWith('/api/v1/suppliers?'))).toHaveLength(1);
  });
});
