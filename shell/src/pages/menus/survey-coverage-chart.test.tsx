import { render, screen, within } from '@testing-library/react';
import { queryClient, useSessionStore } from '@sdp/shared';
import { AppProviders } from '@sdp/shared/ui';
import { issueMockToken } from '@sdp/mocks';
import { resetMockStore, server } from '@sdp/mocks/node';
import { SurveyCoverageChart } from './survey-coverage-chart';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockStore();
  queryClient.clear();
  useSessionStore.getState().clear();
});
afterAll(() => server.close());

it('draws one bar per headquarters with its reported share of the survey targets', async () => {
  const email = 'viewer@example.com';
  useSessionStore.getState().signIn({ token: issueMockToken(email), email, providerId: 'dev' });
  render(
    <AppProviders>
      <SurveyCoverageChart />
    </AppProviders>,
  );
  expect(screen.getByText('調査結果の登録状況（本部別）')).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: '本部別の登録状況' }, { timeout: 10_000 });
  expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
  expect(screen.getByText(/^全体：0 \/ \d+件（0%）$/)).toBeInTheDocument();
});
