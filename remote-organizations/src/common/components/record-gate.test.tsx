import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { currentLocation, renderPage, signInAs } from '../../testing/render-page';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import ConsolidatedEditPage from '../../features/corporations/pages/consolidated-edit-page';
import OrganizationEditPage from '../../features/internal-units/pages/organization-edit-page';
import OfficeEditPage from '../../features/offices/pages/office-edit-page';

setupMockServer();
const PAGES: [string, ComponentType, string, string][] = [
  ['組織編集', OrganizationEditPage, 'organization-edit', '/maintenance/organization-list'],
  ['事業所編集', OfficeEditPage, 'organization-office-edit', '/maintenance/organization-list?tab=office'],
  [
    '関係会社編集',
    ConsolidatedEditPage,
    'organization-consolidated-edit',
    '/maintenance/organization-list?tab=consolidated',
  ],
];

describe.each(PAGES)('%s: a wrong {id}', (_title, Page, route, listPath) => {
  it.each(['abc', '999999'])(
    '/%s shows 対象のデータが見つかりません with the way back to the list',
    async (id) => {
      const user = userEvent.setup({ delay: null });
      signInAs('org@example.com');
      renderPage(<Page />, { path: `/maintenance/${route}-${id}`, params: { id } });
      expect(await screen.findByText('対象のデータが見つかりません')).toBeInTheDocument();
      await user.click(screen.getByText('一覧に戻る').closest('button')!);
      await waitFor(() => expect(currentLocation()).toBe(listPath));
    },
  );
});
