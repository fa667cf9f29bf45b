import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderPage, signInAs } from '../../../testing/render-page';
import { setupMockServer } from '../../../testing/mock-server';
import UserRegistrationPage from './user-registration-page';

const server = setupMockServer();
configure({ asyncUtilTimeout: 10_000 });

const location = () => screen.getByTestId('location').textContent;
const form = () => within(screen.getByRole('form', { name: 'ユーザー情報' }));

async function choose(user: UserEvent, label: string, option: string) {
  fireEvent.mouseDown(form().getByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(option));
}

async function fillIn(user: UserEvent, mail: string) {
  await user.type(form().getByLabelText('姓'), '新井');
  await user.type(form().getByLabelText('名'), '優子');
  await user.type(form().getByLabelText('姓（フリガナ）'), 'アライ');
  await user.type(form().getByLabelText('名（フリガナ）'), 'ユウコ');
  await user.type(form().getByLabelText('メールアドレス'), mail);
  await choose(user, 'グループ', 'コーポレートグループ（001）');
  await choose(user, '権限グループ', '事業会社 担当者（BUSINESS_COMPANY）');
}

beforeEach(() => {
  signInAs('editor@example.com');
  // Offices belong to the organisations domain: the form must work without them.
  server.use(
    http.get('*/api/v1/organizations/office', () =>
      HttpResponse.json({ code: 'E-403', message: 'x' }, { status: 403 }),
    ),
  );
});

describe('ユーザー登録申請', () => {
  it('checks the fields before sending', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<UserRegistrationPage />, { path: '/maintenance/user-registration' });
    expect(await screen.findByText(/ライセンス残数: 40/)).toBeInTheDocument();
    await user.type(form().getByLabelText('姓（フリガナ）'), 'あらい');
    await user.click(screen.getByRole('button', { name: /登録申請/ }));
    expect(await screen.findByText('姓を入力してください')).toBeInTheDocument();
    expect(screen.getByText('全角カタカナで入力してください')).toBeInTheDocument();
    expect(screen.getByText('グループを選択してください')).toBeInTheDocument();
    await choose(user, 'グループ', 'コーポレートグループ（001）');
    expect(
      await screen.findByText('事業所の一覧を取得できないため、事業所は選択できません'),
    ).toBeInTheDocument();
  });

  it('offers the offices of the chosen group, then of the chosen headquarters', async () => {
    server.resetHandlers();
    const user = userEvent.setup({ delay: null });
    renderPage(<UserRegistrationPage />, { path: '/maintenance/user-registration' });
    expect(form().getByRole('combobox', { name: '事業所' })).toBeDisabled();
    await choose(user, 'グループ', 'コーポレートグループ（001）');
    await waitFor(() => expect(form().getByRole('combobox', { name: '事業所' })).toBeEnabled());
    fireEvent.mouseDown(form().getByRole('combobox', { name: '事業所' }));
    expect(await screen.findByTitle(/（OF-0101）$/)).toBeInTheDocument();
    expect(screen.queryByTitle(/（OF-0201）$/)).not.toBeInTheDocument();
  });

  it('sends a registration application and goes to the application list', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<UserRegistrationPage />, { path: '/maintenance/user-registration' });
    await fillIn(user, 'arai@example.com');
    await user.click(screen.getByRole('button', { name: /登録申請/ }));
    expect(await screen.findByText('登録申請が完了しました')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/maintenance/user-list?tab=application'));
  });

  it('shows the server reason on the field: a duplicate e-mail', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<UserRegistrationPage />, { path: '/maintenance/user-registration' });
    await fillIn(user, 'approver@example.com');
    await user.click(screen.getByRole('button', { name: /登録申請/ }));
    expect(await screen.findByText('既に登録されています')).toBeInTheDocument();
    expect(location()).toBe('/maintenance/user-registration');
  });
});
