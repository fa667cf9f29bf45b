import { render, screen } from '@testing-library/react';
import { AppProviders } from '@sdp/shared/ui';
import VehicleUploadPage from './vehicle-upload-page';

it('shows the page title and says the page is being prepared', () => {
  render(
    <AppProviders>
      <VehicleUploadPage />
    </AppProviders>,
  );
  expect(screen.getByText('車両アップロード', { selector: 'h2' })).toBeInTheDocument();
  expect(screen.getByText('この画面は準備中です')).toBeInTheDocument();
  expect(document.title).toBe('車両アップロード | Sustainability Data Platform');
});
