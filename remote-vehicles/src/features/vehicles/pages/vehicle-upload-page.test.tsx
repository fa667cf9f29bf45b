import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { VEHICLE_CSV } from '@sdp/shared/domain';
import { setupMockServer } from '../../../testing/mock-server';
import { renderPage, signInAs } from '../../../testing/render-page';
import VehicleUploadPage, { VEHICLE_FIELD_LABELS } from './vehicle-upload-page';

setupMockServer();
jest.setTimeout(60_000);

const HEADER = '調査年度,事業所コード,登録番号,車種,燃料種別,燃料使用量,走行距離';
const BOM = '\uFEFF';
// Node's File, not jsdom's: the request body is Node's FormData, which takes only its own blobs.
const fileOf = (text: string, name: string) =>
  new NodeFile([text], name, { type: 'text/csv' }) as unknown as File;
const csv = (name: string, ...rows: string[]) => fileOf(BOM + [HEADER, ...rows].join('\r\n') + '\r\n', name);

async function chooseAndUpload(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
  await userEvent.click(await screen.findByRole('button', { name: 'アップロード' }));
}

beforeEach(() => signInAs('vehicle@example.com'));

it('names the same columns as the CSV definition', () => {
  expect(Object.values(VEHICLE_FIELD_LABELS)).toEqual(VEHICLE_CSV.columns.map((column) => column.header));
});

it('uploads a vehicle file, reports the accepted count and lists the vehicles with their emissions', async () => {
  renderPage(<VehicleUploadPage />);
  expect(screen.getByText('車両アップロード', { selector: 'h2' })).toBeInTheDocument();
  expect(await screen.findByText('この年度の車両は登録されていません')).toBeInTheDocument();
  await chooseAndUpload(csv('cars.csv', '2025,TKY-HQ,品川300あ1234,ハイエース,軽油,1000,8000'));
  expect(await screen.findByText('アップロード結果')).toBeInTheDocument();
  expect(screen.getByText('cars.csv：1件を登録しました')).toBeInTheDocument();
  const table = screen.getByRole('table', { name: '車両一覧' });
  expect(await within(table).findByText('品川300あ1234')).toBeInTheDocument();
  expect(within(table).getByText('東京本社')).toBeInTheDocument();
  expect(within(table).getByText('2.58')).toBeInTheDocument();
});

it('lists each rejected row with its line and item, and registers nothing', async () => {
  renderPage(<VehicleUploadPage />);
  await chooseAndUpload(
    csv(
      'bad.csv',
      '2025,TKY-HQ,A-1,軽トラ,ガソリン,10,100',
      '2025,NOPE,A-2,軽トラ,ガソリン,10,100',
      '2025,TKY-HQ,A-3,軽トラ,水素,10,100',
    ),
  );
  expect(await screen.findByText('エラー内容', { selector: 'h4' })).toBeInTheDocument();
  const rows = within(screen.getByRole('table', { name: 'エラー行' }));
  expect(rows.getByText('事業所コード: 2025年度に存在しない事業所コードです')).toBeInTheDocument();
  expect(rows.getByText('3')).toBeInTheDocument();
  expect(rows.getByText('4')).toBeInTheDocument();
  expect(rows.getByText('燃料種別')).toBeInTheDocument();
  expect(screen.getByText('この年度の車両は登録されていません')).toBeInTheDocument();
});

it('answers a file with the wrong header', async () => {
  renderPage(<VehicleUploadPage />);
  const wrong = fileOf(BOM + '調査年度,事業所,登録番号,車種,燃料種別,燃料使用量,走行距離\r\n', 'x.csv');
  await chooseAndUpload(wrong);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'エラー行' })).not.toBeInTheDocument();
});
