import { screen, waitFor } from '@testing-library/react';
import { getSession, queryClient } from '@sdp/shared';
import { recordApiRequests, setupMockServer } from '@sdp/mocks/testing/mock-server';
import { findRow, renderPage, signInAs } from './testing/render-page';
import SurveyListPage from './features/surveys/pages/survey-list-page';
import firstData from './first-data';

const server = setupMockServer();

describe('the survey list’s first data', () => {
  afterEach(() => server.events.removeAllListeners());

  it('asks for the year and headquarters of a saved link; the page asks neither the years nor the rows again', async () => {
    signInAs('admin@example.com');
    const asked = recordApiRequests(server);
    firstData['maintenance-sustainability-survey-list']?.(
      { params: {}, search: new URLSearchParams('fy=2024&hq=0101'), roles: getSession().roles ?? [] },
      queryClient,
    );
    const targets = (path: string) => path.startsWith('/api/v1/organizations/survey_target?');
    await waitFor(() => expect(asked.some(targets)).toBe(true));
    expect(asked.find(targets)).toMatch(
      /survey_fy=2024.*headquarter_code=0101|headquarter_code=0101.*survey_fy=2024/,
    );

    renderPage(<SurveyListPage />, { path: '/?fy=2024&hq=0101' });
    expect(await findRow('OF-0101')).toBeInTheDocument();
    expect(screen.queryByText('OF-0201', { selector: 'td' })).not.toBeInTheDocument();
    expect(asked.filter(targets)).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/v1/survey_years')).toHaveLength(1);
  });
});
