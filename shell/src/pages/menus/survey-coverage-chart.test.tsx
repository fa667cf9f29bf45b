import { render, screen, within } from '@testing-library/react';
import { queryClient, useSessionStore } from '@sdp/shared';
import { AppProviders } from '@sdp/shared/ui';
import { setupMockApi, tokenFor } from '@sdp/mocks/node';
import { SurveyCoverageChart } from './survey-coverage-chart';

setupMockApi(() => {
  queryClient.clear();
  useSessionStore.getState().clear();
});

const showChart = async (email: string) => {
  useSessionStore.getState().signIn({ token: tokenFor(email), email, providerId: 'dev' });
  render(
    <AppProviders>
      <SurveyCoverageChart />
    </AppProviders>,
  );
  return screen.findByRole('list', { name: '本部別の登録状況' }, { timeout: 10_000 });
};

it('draws one bar per headquarters with its reported share of the survey targets', async () => {
  // 全社 (admin@): every headquarters; viewer@ (所属組織データのみ) sees its own, below.
  const email = 'admin@example.com';
  useSessionStore.getState().signIn({ token: tokenFor(email), email, providerId: 'dev' });
  render(
    <AppProviders>
      <SurveyCoverageChart />
    </AppProviders>,
  );
  expect(screen.getByText('調査結果の登録状況（本部別）')).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: '本部別の登録状況' }, { timeout: 10_000 });
  // The seeded 2025 results (api/src/seed/surveys.ts): about two thirds of the targets have reported.
  expect(screen.getByText('全体：7 / 10件（70%）')).toBeInTheDocument();
  const rows = within(list).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringMatching(/^経営企画本部.*1 \/ 1件$/),
    expect.stringMatching(/^管理本部.*1 \/ 3件$/),
    expect.stringMatching(/^電力本部.*2 \/ 2件$/),
    expect.stringMatching(/^資源本部.*1 \/ 2件$/),
    expect.stringMatching(/^食料本部.*2 \/ 2件$/),
  ]);
  expect(within(rows[1]!).getByText('33.3%')).toBeInTheDocument();
});

it('counts only the scoped viewer’s own headquarters', async () => {
  // viewer@: 所属組織データのみ in 経営企画本部 (0101).
  const list = await showChart('viewer@example.com');
  expect(screen.getByText('全体：1 / 1件（100%）')).toBeInTheDocument();
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent),
  ).toEqual([expect.stringMatching(/^経営企画本部.*1 \/ 1件$/)]);
});
