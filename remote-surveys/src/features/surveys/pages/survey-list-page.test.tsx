import { render, screen } from '@testing-library/react';
import { AppProviders } from '@sdp/shared/ui';
import SurveyListPage from './survey-list-page';

it('shows the page title and says the page is being prepared', () => {
  render(
    <AppProviders>
      <SurveyListPage />
    </AppProviders>,
  );
  expect(screen.getByText('調査対象一覧', { selector: 'h2' })).toBeInTheDocument();
  expect(screen.getByText('この画面は準備中です')).toBeInTheDocument();
  expect(document.title).toBe('調査対象一覧 | Sustainability Data Platform');
});
