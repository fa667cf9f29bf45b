import { fireEvent, screen } from '@testing-library/react';
import { loadScope, scopeAuthorityGroup } from '@sdp/mocks/testing/data-scope';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { renderPage, signInAs } from '../../../testing/render-page';
import OrganizationListPage from './organization-list-page';

setupMockServer();

const cell = (text: string) => screen.queryAllByText(text, { selector: 'td' })[0] ?? null;

it('shows a 統括本部-scoped account the label and only its offices', async () => {
  // business@: 事業会社 担当者 (所属組織データのみ), 経営企画本部 0101; its one office per year is OF-0101.
  signInAs('business@example.com');
  await loadScope();
  renderPage(<OrganizationListPage />, { path: '/maintenance/organization-list?tab=office' });
  expect(screen.getByText('表示範囲：経営企画本部')).toBeInTheDocument();
  expect(await screen.findByText('OF-0101', { selector: 'td' })).toBeInTheDocument();
  expect(screen.getByText(/^全1件中 1〜1件$/)).toBeInTheDocument();
  expect(cell('OF-0201')).toBeNull();
});

it('shows the organisation master, once its group is 所属組織データのみ, only its 統括本部 and every tab with the label', async () => {
  await scopeAuthorityGroup('ORG_ADMIN');
  signInAs('org@example.com');
  await loadScope();
  renderPage(<OrganizationListPage />, { path: '/maintenance/organization-list' });
  expect(screen.getByText('表示範囲：経営企画本部')).toBeInTheDocument();
  // 経営企画本部's units of the year: 経営企画部, and サステナビリティ推進部 with its 気候変動対応課 (of 9 rows in all).
  expect(await screen.findByText(/^全2件中 1〜2件$/)).toBeInTheDocument();
  expect(cell('01012')).not.toBeNull();
  expect(cell('01021')).toBeNull();
  fireEvent.click(screen.getByText('関係会社', { selector: '[role="tab"]' }));
  // The year's one related company of 経営企画本部 (of 8 in all).
  expect(await screen.findByText('経営企画部関連会社', { selector: 'td' })).toBeInTheDocument();
  expect(screen.getByText(/^全1件中 1〜1件$/)).toBeInTheDocument();
  expect(screen.getByText('表示範囲：経営企画本部')).toBeInTheDocument();
});

it('shows a 全社 account no scope label', async () => {
  signInAs('org@example.com');
  await loadScope();
  renderPage(<OrganizationListPage />, { path: '/maintenance/organization-list' });
  expect(await screen.findByText(/^全9件中 1〜9件$/)).toBeInTheDocument();
  expect(screen.queryByText(/^表示範囲：/)).not.toBeInTheDocument();
});
