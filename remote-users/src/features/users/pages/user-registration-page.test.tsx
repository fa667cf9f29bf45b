import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { buttonShowing, renderPage, setupUser, signInAs } from '../../../testing/render-page';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import UserRegistrationPage from './user-registration-page';

const server = setupMockServer();
configure({ asyncUtilTimeout: 10_000 });

const location = () => screen.getByTestId('location').textContent;
const form = () => screen.getByRole('form', { name: 'ユーザー情報' });

async function choose(user: UserEvent, label: string, option: string) {
  fireEvent.mouseDown(within(form()).getByLabelText(label));
  await user.click(await screen.findByTitle(option));
}

/** Fills a text field as a paste would: what is typed is not the point here. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillIn(user: UserEvent, mail: string) {
  const fields = within(form());
  await fill(user, fields.getByLabelText('姓'), '新井');
  await fill(user, fields.getByLabelText('名'), '優子');
  await fill(user, fields.getByLabelText('姓（フリガナ）'), 'アライ');
  await fill(user, fields.getByLabelText('名（フリガナ）'), 'ユウコ');
  await fill(user, fields.getByLabelText('メールアドレス'), mail);
  await choose(user, 'グループ', 'コーポレートグループ（001）');
  await choose(user, '権限グループ', '事業会社 担当者（BUSINESS_COMPANY）');
}

beforeEach(() => signInAs('editor@example.com'));

describe('ユーザー登録申請', () => {
  it('checks the fields before sending, and works on without the offices when their list cannot be had', async () => {
    const user = setupUser();
    server.use(http.get('*/api/v1/organizations/office', () => HttpResponse.error()));
    renderPage(<UserRegistrationPage />, { path: '/maintenance/user-registration' });
    expect(await screen.findByText(/ライセンス残数: 40/)).toBeInTheDocument();
    await fill(user, within(form()).getByLabelText('姓（フリガナ）'), 'あらい');
    await user.click(buttonShowing('登録申請', form()));
    expect(await screen.findByText('姓を入力してください')).toBeInTheDocument();
    expect(screen.getByText('全角カタカナで入力してください')).toBeInTheDocument();
    expect(screen.getByText('グループを選択してください')).toBeInTheDocument();
    await choose(user, 'グループ', 'コーポレートグループ（001）');
    expect(
      await screen.findByText('事業所の一覧を取得できないため、事業所は選択できません'),
    ).toBeInTheDocument();
  });

  it('offers the offices of the chosen group', async () => {
    const user = setupUser();
    renderPage(<UserRegistrationPage />, { path: '/maintenance/user-registration' });
    const office = within(form()).getByLabelText('事業所');
    expect(office).toBeDisabled();
    await choose(user, 'グループ', 'コーポレートグループ（001）');
    await waitFor(() => expect(office).toBeEnabled());
    fireEvent.mouseDown(office);
    expect(await screen.findByTitle(/（OF-0101）$/)).toBeInTheDocument();
    expect(screen.queryByTitle(/（OF-0201）$/)).not.toBeInTheDocument();
  });

  it('shows the server reason on the field (a duplicate e-mail); corrected, the application is sent', async () => {
    const user = setupUser();
    renderPage(<UserRegistrationPage />, { path: '/maintenance/user-registration' });
    await fillIn(user, 'approver@example.com');
    await user.click(buttonShowing('登録申請', form()));
    expect(await screen.findByText('既に登録されています')).toBeInTheDocument();
    expect(location()).toBe('/maintenance/user-registration');

    await user.clear(within(form()).getByLabelText('メールアドレス'));
    await user.paste('arai@example.com');
    await user.click(buttonShowing('登録申請', form()));
    expect(await screen.findByText('登録申請が完了しました')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/maintenance/user-list?tab=application'));
  });
});
