import { TEXT } from './messages';

test('the shell shows the exact texts of the spec and DESIGN.md §6', () => {
  expect(TEXT.accessDenied).toBe('アクセス権限がありません');
  expect(TEXT.fallback).toBe('時間を置いてもう一度やり直してください。');
  expect(TEXT.contactAdmin).toBe('システム管理者にお問い合わせください');
  expect(TEXT.loginFailed).toBe('ログインに失敗しました');
});
