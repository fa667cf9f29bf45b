import { MESSAGES } from '@sdp/shared/contracts';
import { TEXT } from './messages';

test('the shell shows the very texts of the contract', () => {
  expect(TEXT.accessDenied).toBe(MESSAGES.accessDenied);
  expect(TEXT.fallback).toBe(MESSAGES.fallback);
  expect(TEXT.contactAdmin).toBe(MESSAGES.contactAdmin);
  expect(TEXT.loginFailed).toBe(MESSAGES.loginFailed);
});
