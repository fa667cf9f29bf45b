import { render, screen } from '@testing-library/react';
import { AppProviders } from '@sdp/shared/ui';
import SurveyUploadPage from './survey-upload-page';

it('shows the page title and says the page is being prepared', () => {
  render(
    <AppProviders>
      <SurveyUploadPage />
    </AppProviders>,
  );
  expect(screen.getByText('調査結果アップロード', { selector: 'h2' })).toBeInTheDocument();
  expect(screen.getByText('この画面は準備中です')).toBeInTheDocument();
  expect(document.title).toBe('調査結果アップロード | Sustainability Data Platform');
});
