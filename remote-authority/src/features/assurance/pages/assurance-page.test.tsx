import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { callAs } from '@sdp/mocks/node';
import { renderPage, signInAs } from '../../../testing/render-page';
import AssurancePage from './assurance-page';

setupMockServer();
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => signInAs('verifier@example.com'));

const yearPanels = async () => {
  await screen.findByRole('region', { name: '2025年度' });
  // The years' own panels; each holds regions of its own (the restatements, a closed year's seal).
  return screen
    .getAllByRole('region')
    .map((region) => region.getAttribute('aria-label'))
    .filter((name) => /^\d{4}年度$/.test(name ?? ''));
};

it('lists every survey year, newest first, with its state and, once closed, when and by whom', async () => {
  expect((await callAs('admin@example.com', 'POST', '/survey_years/2024/close')).status).toBe(200);
  renderPage(<AssurancePage />);
  expect(await yearPanels()).toEqual(['2025年度', '2024年度', '2023年度', '2022年度', '2021年度']);
  const open = within(screen.getByRole('region', { name: '2025年度' }));
  expect(open.getByText('受付中')).toBeInTheDocument();
  expect(open.queryByText(/^締め：/)).not.toBeInTheDocument();
  const closed = within(screen.getByRole('region', { name: '2024年度' }));
  expect(closed.getByText('締め済み')).toBeInTheDocument();
  expect(closed.getByText(/^締め：\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}.*管理 太郎/)).toBeInTheDocument();
});

it('offers downloads only: no control that would change anything', async () => {
  renderPage(<AssurancePage />);
  const year = within(await screen.findByRole('region', { name: '2025年度' }));
  const buttons = within(year.getByRole('group', { name: '2025年度のエクスポート' })).getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual([
    '社内組織',
    '事業所・関係会社',
    '調査対象',
    '調査結果',
    '車両',
  ]);
  // Besides the exports: each year's pack, and 再計算して照合 of a closed year's seal: reading only.
  await waitFor(() => expect(year.getByText('締め後の修正はありません')).toBeInTheDocument());
  const names = screen.getAllByRole('button').map((button) => button.textContent ?? '');
  expect(names.filter((name) => name === '検証パッケージ（ZIP）をダウンロード')).toHaveLength(5);
  expect(
    names.filter(
      (name) =>
        !/^(社内組織|事業所・関係会社|調査対象|調査結果|車両|検証パッケージ（ZIP）をダウンロード|再計算して照合)$/.test(
          name,
        ),
    ),
  ).toEqual([]);
});

it("shows a closed year with its seal and downloads the year's assurance pack, a ZIP", async () => {
  expect((await callAs('admin@example.com', 'POST', '/survey_years/2024/close')).status).toBe(200);
  const saved: Blob[] = [];
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:pack';
  });
  renderPage(<AssurancePage />);
  const closed = within(await screen.findByRole('region', { name: '2024年度' }));
  const seal = within(await closed.findByRole('region', { name: '2024年度の封印' }));
  await userEvent.click(seal.getByRole('button', { name: '再計算して照合' }));
  expect(await seal.findByText('照合OK')).toBeInTheDocument();
  await userEvent.click(closed.getByRole('button', { name: /検証パッケージ/ }));
  await waitFor(() => expect(saved).toHaveLength(1));
  const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
  expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
});

it("downloads each of the year's exports as a CSV file with rows", async () => {
  const saved: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:assurance';
    }),
    revokeObjectURL: jest.fn(),
  });
  renderPage(<AssurancePage />);
  const year = within(await screen.findByRole('region', { name: '2025年度' }));
  const labels = ['社内組織', '事業所・関係会社', '調査対象', '調査結果', '車両'];
  for (const [index, label] of labels.entries()) {
    await userEvent.click(year.getByRole('button', { name: new RegExp(`${label}$`) }));
    await waitFor(() => expect(saved).toHaveLength(index + 1));
    await waitFor(() => expect(year.getByRole('button', { name: new RegExp(`${label}$`) })).toBeEnabled());
  }
  expect(await screen.findAllByText('エクスポートが完了しました')).not.toHaveLength(0);
  for (const blob of saved) {
    const lines = (await new Response(blob).text()).trim().split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
  }
});
