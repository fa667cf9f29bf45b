import { screen, waitFor, within } from '@testing-library/react';
import { getSession, queryClient } from '@sdp/shared';
import { tableNamed } from '@sdp/mocks/testing/queries';
import { recordApiRequests, setupMockServer } from '@sdp/mocks/testing/mock-server';
import { renderPage, signInAs } from './testing/render-page';
import VehicleUploadPage from './features/vehicles/pages/vehicle-upload-page';
import firstData from './first-data';

const server = setupMockServer();

afterEach(() => server.events.removeAllListeners());

it('asks for the year the page opens on and its first rows; the page asks neither again', async () => {
  signInAs('vehicle@example.com');
  const asked = recordApiRequests(server);
  firstData['vehicle-vehicle-upload']?.(
    { params: {}, search: new URLSearchParams(), roles: getSession().roles ?? [] },
    queryClient,
  );
  const cars = (path: string) => path.startsWith('/api/v1/cars?');
  await waitFor(() => expect(asked.some(cars)).toBe(true));

  renderPage(<VehicleUploadPage />);
  await waitFor(() => expect(within(tableNamed('車両一覧')).queryAllByRole('row').length).toBeGreaterThan(0));
  expect(screen.getByText('登録済みの車両')).toBeInTheDocument();
  expect(asked.filter(cars)).toHaveLength(1);
  expect(asked.filter((path) => path === '/api/v1/survey_years')).toHaveLength(1);
});
