import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { setupMockServer } from '../../../testing/mock-server';
import { renderPage, signInAs } from '../../../testing/render-page';
import VehicleUploadPage from './vehicle-upload-page';

setupMockServer();
jest.setTimeout(400_000);

const HEADER = '調査年度,事業所コード,登録番号,車種,燃料種別,燃料使用量,走行距離';
const BOM = '\uFEFF';
// Node's File, not jsdom's: the request body is Node's FormData, which takes only its own blobs.
const fileOf = (text: string, name: string) =>
  new NodeFile([text], name, { type: 'text/csv' }) as unknown as File;
const csv = (name: string, ...rows: string[]) => fileOf(BOM + [HEADER, ...rows].join('\r\n') + '\r\n', name);

async function chooseAndCheck(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
  await userEvent.click(await screen.findByRole('button', { name: '内容を確認' }));
}

const summary = async () => (await screen.findByRole('status', { name: '確認結果' })).textContent;

beforeEach(() => signInAs('vehicle@example.com'));

it('says what every column takes', () => {
  renderPage(<VehicleUploadPage />);
  const guide = within(screen.getByRole('table', { name: 'CSVの列' }));
  expect(guide.getByText('燃料種別').closest('tr')).toHaveTextContent(
    '燃料種別必須ガソリン・軽油・LPG・ハイブリッド・電気のいずれか',
  );
  expect(guide.getByText('走行距離').closest('tr')).toHaveTextContent('走行距離任意数値（0〜1000000000）');
  expect(guide.getByText('事業所コード').closest('tr')).toHaveTextContent('半角英数字とハイフン、8文字以内');
});

it('checks a file first, shows what it adds, then registers it and lists the vehicles', async () => {
  renderPage(<VehicleUploadPage />);
  expect(screen.getByText('車両アップロード', { selector: 'h2' })).toBeInTheDocument();
  expect(await screen.findByText('この年度の車両は登録されていません')).toBeInTheDocument();
  await chooseAndCheck(csv('cars.csv', '2025,OF-0101,品川300あ1234,ハイエース,軽油,1000,8000'));
  expect(await summary()).toBe('1行：追加 1件・変更 0件・削除 0件・変更なし 0件');
  // Checked, not yet written.
  expect(screen.getByText('この年度の車両は登録されていません')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '登録する' }));
  expect(await screen.findByText('アップロード結果')).toBeInTheDocument();
  expect(
    screen.getByText('cars.csv：1件を登録しました（追加 1件・変更 0件・削除 0件・変更なし 0件）'),
  ).toBeInTheDocument();
  const table = screen.getByRole('table', { name: '車両一覧' });
  expect(await within(table).findByText('品川300あ1234')).toBeInTheDocument();
  expect(within(table).getByText('経営企画部ニューヨーク事務所')).toBeInTheDocument();
  expect(within(table).getByText('2.58')).toBeInTheDocument();
});

it('lists the rows an upload would remove and asks before removing them', async () => {
  renderPage(<VehicleUploadPage />);
  await chooseAndCheck(
    csv('a.csv', '2025,OF-0101,K-1,軽トラ,ガソリン,10,100', '2025,OF-0101,K-2,バン,軽油,20,'),
  );
  await userEvent.click(await screen.findByRole('button', { name: '登録する' }));
  expect(await screen.findByText(/a\.csv：2件を登録しました/)).toBeInTheDocument();

  await chooseAndCheck(csv('b.csv', '2025,OF-0101,K-1,軽トラ,電気,10,100'));
  expect(await summary()).toBe('1行：追加 0件・変更 1件・削除 1件・変更なし 0件');
  expect(screen.getByText('ファイルにない1件は削除されます')).toBeInTheDocument();
  const [listed] = screen.getAllByRole('table', { name: '削除される行' });
  expect(within(listed!).getByText('K-2')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: '登録する' }));
  const [title] = await screen.findAllByText('1件を削除して登録しますか？');
  const dialog = within(title!.closest('.ant-modal') as HTMLElement);
  expect(dialog.getByText('K-2')).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: '削除して登録する' }));
  expect(await screen.findByText(/b\.csv：1件を登録しました/)).toBeInTheDocument();
  const table = within(screen.getByRole('table', { name: '車両一覧' }));
  expect(await table.findByText('電気')).toBeInTheDocument();
  expect(table.queryByText('K-2')).not.toBeInTheDocument();
});

it('lists each rejected row with its line and item, and registers nothing', async () => {
  renderPage(<VehicleUploadPage />);
  await chooseAndCheck(
    csv(
      'bad.csv',
      '2025,OF-0101,A-1,軽トラ,ガソリン,10,100',
      '2025,NOPE,A-2,軽トラ,ガソリン,10,100',
      '2025,OF-0101,A-3,軽トラ,水素,10,100',
    ),
  );
  expect(await screen.findByText('エラー内容', { selector: 'h4' })).toBeInTheDocument();
  const rows = within(screen.getByRole('table', { name: 'エラー行' }));
  expect(rows.getByText('事業所コード: 2025年度に存在しない事業所コードです')).toBeInTheDocument();
  expect(rows.getByText('3')).toBeInTheDocument();
  expect(rows.getByText('4')).toBeInTheDocument();
  expect(rows.getByText('燃料種別')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '登録する' })).not.toBeInTheDocument();
  expect(screen.getByText('この年度の車両は登録されていません')).toBeInTheDocument();
});

it('answers a file with the wrong header', async () => {
  renderPage(<VehicleUploadPage />);
  const wrong = fileOf(BOM + '調査年度,事業所,登録番号,車種,燃料種別,燃料使用量,走行距離\r\n', 'x.csv');
  await chooseAndCheck(wrong);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'エラー行' })).not.toBeInTheDocument();
});
