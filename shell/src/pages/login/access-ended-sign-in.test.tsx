import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createDevAuthProvider,
  registerAuthProvider,
  setRuntimeConfig,
  setUnauthorizedHandler,
  useSessionStore,
} from '@sdp/shared';
import { mockApi } from '@sdp/mocks/node';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { renderApp } from '../../testing/render-app';

// The server's own pipeline on PGlite: the refusal and its message are the server's (DESIGN.md §8 "Verifier role").
setupMockServer();

beforeAll(() => {
  setRuntimeConfig({ auth: { providers: ['dev'], devIdpUrl: '/dev-idp' } });
  registerAuthProvider(createDevAuthProvider('/dev-idp'));
});
afterAll(() => setRuntimeConfig({}));

// What the shell's session wiring does with a session the server ended (app.tsx mounts it; renderApp does not).
const sessionEnded = jest.fn((_notice?: string): undefined => undefined);
beforeEach(() => {
  sessionEnded.mockClear();
  setUnauthorizedHandler(sessionEnded);
});

const setAccessUntil = (email: string, date: string | null) =>
  mockApi().db.updateTable('users').set({ access_until: date }).where('email', '=', email).execute();

test('a user past 利用期限 is refused with the date and stays signed out', async () => {
  await setAccessUntil('viewer@example.com', '2020-03-31');
  renderApp('/login');
  await userEvent.click(await screen.findByRole('button', { name: 'viewer@example.com' }));
  expect(
    await screen.findByText('利用期限（2020/03/31）を過ぎたため サインインできません'),
  ).toBeInTheDocument();
  expect(useSessionStore.getState().token).toBeNull();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  // Any call of a session past the date ends it the same way, handing the message to the login page.
  expect(sessionEnded).toHaveBeenCalledWith('利用期限（2020/03/31）を過ぎたため サインインできません');
});

test('a date still ahead lets the user in', async () => {
  await setAccessUntil('viewer@example.com', '2099-12-31');
  renderApp('/login');
  await userEvent.click(await screen.findByRole('button', { name: 'viewer@example.com' }));
  await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent(/^\/login$/), {
    timeout: 20_000,
  });
  expect(screen.queryByText(/利用期限/)).not.toBeInTheDocument();
  expect(useSessionStore.getState().token).not.toBeNull();
});
