import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@sdp/shared';
import { renderApp } from '../testing/render-app';
import { useFatalErrorStore } from './fatal-error-store';
import { isFatalRejection } from './fatal-rejections';

jest.mock('../remotes/remote-registry', () => ({
  loadRemotePage: jest.fn(),
  resetRemote: jest.fn(),
  preloadRemotePage: jest.fn(),
}));

test('shows heading, warning icon, message and status; the button clears the error and goes to /', async () => {
  renderApp('/maintenance-menu', { roles: ['MST_AUTHORITY'] });
  act(() =>
    useFatalErrorStore
      .getState()
      .raise(new ApiError({ status: 503, code: 'E-001', message: 'ただいま混み合っています' })),
  );
  expect(await screen.findByRole('heading', { name: 'エラーが発生しました' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: '警告' })).toBeInTheDocument();
  expect(screen.getByText('ただいま混み合っています')).toBeInTheDocument();
  expect(screen.getByText(/503/)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'トップページへ' }));
  expect(useFatalErrorStore.getState().error).toBeNull();
  // `/` then follows the logo rule.
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/maintenance-menu$/));
  expect(screen.queryByRole('heading', { name: 'エラーが発生しました' })).not.toBeInTheDocument();
});

test('an error without a message of its own shows the fallback text and status 500', async () => {
  renderApp('/login');
  act(() => useFatalErrorStore.getState().raise(new TypeError('x is undefined')));
  expect(await screen.findByText('時間を置いてもう一度やり直してください。')).toBeInTheDocument();
  expect(screen.getByText(/500/)).toBeInTheDocument();
  expect(screen.queryByText('x is undefined')).not.toBeInTheDocument();
});

test('only server failures and unexpected errors are fatal rejections', () => {
  expect(isFatalRejection(new Error('bug'))).toBe(true);
  expect(isFatalRejection(new ApiError({ status: 500, code: 'E-001', message: 'x' }))).toBe(true);
  expect(isFatalRejection(new ApiError({ status: 0, code: 'E-001', message: 'x' }))).toBe(true);
  expect(isFatalRejection(new ApiError({ status: 400, code: 'W-001', message: 'x' }))).toBe(false);
  expect(isFatalRejection(new ApiError({ status: 409, code: 'E-409', message: 'x' }))).toBe(false);
  expect(isFatalRejection(new DOMException('aborted', 'AbortError'))).toBe(false);
  expect(
    isFatalRejection(
      new TypeError("Failed to update a ServiceWorker for scope ('http://localhost/'): Not found"),
    ),
  ).toBe(false);
});
