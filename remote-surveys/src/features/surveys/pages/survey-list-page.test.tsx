import { screen, within } from '@testing-library/react';
import { findRoute } from '@sdp/shared';
import { setupMockServer } from '../../../testing/mock-server';
import { findRow, renderPage, signInAs } from '../../../testing/render-page';
import SurveyListPage from './survey-list-page';

setupMockServer();
jest.setTimeout(60_000);

it('lists the offices and companies of the year with this and last year, and links each to its edit page', async () => {
  signInAs('business@example.com');
  renderPage(<SurveyListPage />);
  expect(screen.getByText('調査対象一覧', { selector: 'h2' })).toBeInTheDocument();
  const row = within(await findRow('TKY-HQ'));
  expect(row.getByText('事業所')).toBeInTheDocument();
  expect(row.getByText('東京本社')).toBeInTheDocument();
  const edit = row.getByRole('link', { name: '編集' });
  const editPath = findRoute('maintenance-organization-office-edit-id').path.replace('{id}', '');
  expect(edit.getAttribute('href')).toMatch(new RegExp(`^${editPath}\\d+$`));
  expect(screen.getByText(/^\d+件$/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /エクスポート/ })).toBeInTheDocument();
});
