import { screen } from '@testing-library/react';
import { optionsOffered } from '@sdp/mocks/testing/choose-option';
import { loadScope } from '@sdp/mocks/testing/data-scope';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { findRow, renderPage, signInAs } from '../../../testing/render-page';
import SurveyListPage from './survey-list-page';

setupMockServer();

it('shows a 統括本部-scoped account only its 統括本部: the label, its targets and only it in the 本部 filter', async () => {
  // business@ is in 事業会社 担当者 (所属組織データのみ) and 経営企画本部 0101.
  signInAs('business@example.com');
  await loadScope();
  renderPage(<SurveyListPage />);
  expect(screen.getByText('表示範囲：経営企画本部')).toBeInTheDocument();
  expect(await findRow('OF-0101')).toBeInTheDocument();
  expect(screen.queryByText('OF-0102', { selector: 'td' })).not.toBeInTheDocument();
  expect(screen.queryByText('OF-0201', { selector: 'td' })).not.toBeInTheDocument();
  expect(await optionsOffered('本部')).toEqual(['0101 経営企画本部']);
});

it('shows a 全社 account every 統括本部 and no scope label', async () => {
  signInAs('admin@example.com');
  await loadScope();
  renderPage(<SurveyListPage />);
  expect(await findRow('OF-0201')).toBeInTheDocument();
  expect(await findRow('OF-0101')).toBeInTheDocument();
  expect(screen.queryByText(/^表示範囲：/)).not.toBeInTheDocument();
  expect(await optionsOffered('本部')).toHaveLength(5);
});
