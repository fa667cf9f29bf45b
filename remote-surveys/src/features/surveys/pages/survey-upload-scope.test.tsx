import { screen, within } from '@testing-library/react';
import { loadScope } from '@sdp/mocks/testing/data-scope';
import { tableNamed } from '@sdp/mocks/testing/queries';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { renderPage, signInAs } from '../../../testing/render-page';
import SurveyUploadPage from './survey-upload-page';

setupMockServer();

it("shows a 統括本部-scoped account the label and only its 統括本部's results", async () => {
  // business@: 事業会社 担当者 (所属組織データのみ), 経営企画本部 0101.
  signInAs('business@example.com');
  await loadScope();
  renderPage(<SurveyUploadPage />);
  expect(screen.getByText('表示範囲：経営企画本部')).toBeInTheDocument();
  // The seed's 2025 results of 経営企画本部: its one reported target, 経営企画部関連会社 (of 7 results in all).
  await screen.findByText('10000321', { selector: 'td' });
  // The named table holds the rows only (the sticky header is a table of its own).
  const codes = within(tableNamed('調査結果一覧'))
    .getAllByRole('row')
    .map((row) => row.querySelectorAll('td')[1]?.textContent);
  expect(codes).toEqual(['10000321']);
});
