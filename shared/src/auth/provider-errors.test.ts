import { BrowserAuthError, ServerError } from '@azure/msal-browser';
import { FirebaseError } from 'firebase/app';
import { toSignInError as fromMsal } from './msal-session';
import { isLocalEmulator, toSignInError as fromFirebase } from './firebase-session';

// Each library's own error classes and codes, as they reach the login page's message choice.
test.each([
  ['popup_window_error', 'popup-blocked'],
  ['empty_window_error', 'popup-blocked'],
  ['user_cancelled', 'popup-closed'],
  ['no_network_connectivity', 'network'],
  ['post_request_failed', 'network'],
])('MSAL %s → %s', (code, kind) => {
  expect(fromMsal(new BrowserAuthError(code, '')).kind).toBe(kind);
});

test('MSAL: the provider refusing (access_denied) is a failed login; a bad redirect address is the domain', () => {
  expect(fromMsal(new ServerError('access_denied', 'cancelled')).kind).toBe('login-failed');
  expect(fromMsal(new ServerError('invalid_request', 'AADSTS50011: redirect URI mismatch')).kind).toBe(
    'unauthorized-domain',
  );
  expect(fromMsal(new Error('boom')).kind).toBe('login-failed');
});

test.each([
  ['auth/popup-blocked', 'popup-blocked'],
  ['auth/popup-closed-by-user', 'popup-closed'],
  ['auth/unauthorized-domain', 'unauthorized-domain'],
  ['auth/network-request-failed', 'network'],
  ['auth/internal-error', 'login-failed'],
])('Firebase %s → %s', (code, kind) => {
  expect(fromFirebase(new FirebaseError(code, 'x')).kind).toBe(kind);
});

test('the Firebase emulator is only honoured on this machine', () => {
  expect(isLocalEmulator('http://127.0.0.1:9099')).toBe(true);
  expect(isLocalEmulator('http://localhost:9099')).toBe(true);
  expect(isLocalEmulator('https://auth.example.com')).toBe(false);
  expect(isLocalEmulator(undefined)).toBe(false);
});
