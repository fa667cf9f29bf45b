import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { optionsOffered } from '@sdp/mocks/testing/choose-option';
import { loadScope, scopeAuthorityGroup } from '@sdp/mocks/testing/data-scope';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { renderPage, signInAs } from '../../../testing/render-page';
import { selectOption } from '../../../testing/select-option';
import OfficeRegistrationPage from './office-registration-page';

setupMockServer();

const open = async () => {
  renderPage(<OfficeRegistrationPage />, {
    path: '/maintenance/organization-office-registration?survey_fy=2025',
  });
  await screen.findByLabelText('事業所名');
};

it('offers a 所属組織データのみ organisation master only its own グループ, 統括本部 and 管理部', async () => {
  // org@ is in 経営企画本部 0101 of コーポレートグループ 001; its group is set to 所属組織データのみ first.
  await scopeAuthorityGroup('ORG_ADMIN');
  signInAs('org@example.com');
  await loadScope();
  await open();
  expect(await optionsOffered('グループ')).toEqual(['001 コーポレートグループ']);
  await selectOption(userEvent.setup({ delay: null }), 'グループ', 'コーポレートグループ');
  expect(await optionsOffered('統括本部')).toEqual(['0101 経営企画本部']);
});

it('offers a 全社 organisation master every グループ', async () => {
  signInAs('org@example.com');
  await loadScope();
  await open();
  expect(await optionsOffered('グループ')).toEqual([
    '001 コーポレートグループ',
    '002 エネルギーグループ',
    '003 生活産業グループ',
    '004 新規事業グループ',
  ]);
});
