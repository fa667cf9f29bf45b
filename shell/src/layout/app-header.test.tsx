import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@sdp/shared';
import { renderApp } from '../testing/render-app';
import { calledPaths, stubFetch } from '../testing/fetch-stub';

jest.mock('../remotes/remote-registry', () => ({
  loadRemotePage: jest.fn(async () => ({ default: () => <p>リモート画面</p> })),
  resetRemote: jest.fn(),
  preloadRemotePage: jest.fn(),
}));

afterEach(() => jest.restoreAllMocks());

const location = () => screen.getByTestId('location');

test('signed in: logo, e-mail and the tabs the roles allow, with the active tab following the page', async () => {
  renderApp('/report-menu', { roles: ['DASHBOARD_VIEWER', 'MST_AUTHORITY'], email: 'admin@example.com' });
  const report = await screen.findByRole('tab', { name: '可視化' });
  const maintenance = screen.getByRole('tab', { name: 'メンテナンス' });
  expect(report).toHaveAttribute('aria-selected', 'true');
  expect(maintenance).toHaveAttribute('aria-selected', 'false');
  expect(screen.getByRole('button', { name: /admin@example.com/ })).toBeInTheDocument();

  await userEvent.click(maintenance);
  await waitFor(() => expect(location()).toHaveTextContent(/^\/maintenance-menu$/));
  expect(screen.getByRole('tab', { name: 'メンテナンス' })).toHaveAttribute('aria-selected', 'true');
});

test('a maintenance-only user has no 可視化 tab and the logo leads to the maintenance menu', async () => {
  renderApp('/maintenance/authority-list', { roles: ['MST_AUTHORITY'] });
  expect(await screen.findByRole('tab', { name: 'メンテナンス' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.queryByRole('tab', { name: '可視化' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /ロゴ/ }));
  await waitFor(() => expect(location()).toHaveTextContent(/^\/maintenance-menu$/));
});

test('the vehicle upload lights メンテナンス: every page but the report menu is in the second menu state (spec)', async () => {
  renderApp('/vehicle/vehicle-upload', { roles: ['VEHICLE_MANAGEMENT_EDITOR', 'MST_AUTHORITY'] });
  expect(await screen.findByRole('tab', { name: 'メンテナンス' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: '可視化' })).toHaveAttribute('aria-selected', 'false');
});

test('a report user clicking the logo goes to the report menu', async () => {
  renderApp('/vehicle/vehicle-upload', { roles: ['VEHICLE_MANAGEMENT_EDITOR'] });
  expect(await screen.findByRole('tab', { name: '可視化' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /ロゴ/ }));
  await waitFor(() => expect(location()).toHaveTextContent(/^\/report-menu$/));
});

test('signed out: no tabs, no e-mail, and the logo is not a link', async () => {
  renderApp('/login');
  expect(await screen.findByRole('heading', { name: 'ログイン' })).toBeInTheDocument();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /ロゴ/ })).not.toBeInTheDocument();
  expect(screen.getByText('Sustainability Data Platform')).toBeInTheDocument();
});

test('the footer shows the contact label, the support address as a mail link, and the copyright', async () => {
  renderApp('/login');
  const footer = await screen.findByRole('contentinfo');
  expect(within(footer).getByText('お問い合わせ')).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: 'sdp-support@example.com' })).toHaveAttribute(
    'href',
    'mailto:sdp-support@example.com',
  );
  expect(within(footer).getByText(/© 2024/)).toBeInTheDocument();
});

test('logout signs out at the server, clears the session and goes to the login page', async () => {
  const fetchSpy = stubFetch({
    'GET /api/v1/csrf_token': { body: { token: 'csrf' } },
    'POST /api/v1/auth/sign_out': { status: 204 },
  });
  renderApp('/report-menu', { roles: ['DASHBOARD_VIEWER'], email: 'viewer@example.com' });
  await userEvent.click(await screen.findByRole('button', { name: /viewer@example.com/ }));
  await userEvent.click(await screen.findByText('ログアウト'));
  await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
  expect(calledPaths(fetchSpy)).toContain('POST /api/v1/auth/sign_out');
  expect(useSessionStore.getState()).toMatchObject({ token: null, email: null, roles: null });
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
});

test('logout still signs out when the server call fails', async () => {
  stubFetch({
    'GET /api/v1/csrf_token': { body: { token: 'csrf' } },
    'POST /api/v1/auth/sign_out': { status: 500, body: { message: 'x', code: 'E-001' } },
  });
  renderApp('/report-menu', { roles: ['DASHBOARD_VIEWER'], email: 'viewer@example.com' });
  await userEvent.click(await screen.findByRole('button', { name: /viewer@example.com/ }));
  await userEvent.click(await screen.findByText('ログアウト'));
  await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
  expect(useSessionStore.getState().token).toBeNull();
});

test('the tabs are one stop for the Tab key and the arrow keys move between them', async () => {
  renderApp('/report-menu', { roles: ['DASHBOARD_VIEWER', 'MST_AUTHORITY'] });
  const report = await screen.findByRole('tab', { name: '可視化' });
  const maintenance = screen.getByRole('tab', { name: 'メンテナンス' });
  expect(report).toHaveAttribute('tabindex', '0');
  expect(maintenance).toHaveAttribute('tabindex', '-1');
  report.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(maintenance).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(report).toHaveFocus();
});
