import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { chooseOption } from '@sdp/mocks/testing/choose-option';
import { chooseAndCheck, csvFile } from '@sdp/mocks/testing/csv-upload';
import { buttonNamed, tableNamed } from '@sdp/mocks/testing/queries';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { renderPage, signInAs } from '@sdp/mocks/testing/render-page';
import VehicleUploadPage from './vehicle-upload-page';

setupMockServer();

const HEADER = '調査年度,事業所コード,登録番号,車種,燃料種別,燃料使用量,走行距離';

// The roles decide whether the list shows (as the server decides who reads the files).
beforeEach(() => signInAs('vehicle@example.com', ['VEHICLE_MANAGEMENT_EDITOR']));

it('lists a registered upload under 最近のアップロード and downloads the file as it was uploaded', async () => {
  const saved: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:upload';
    }),
    revokeObjectURL: jest.fn(),
  });
  renderPage(<VehicleUploadPage />);
  await chooseOption('調査年度', '2023年度');
  const history = () => within(tableNamed('最近のアップロード'));
  await screen.findByText('最近のアップロード', { selector: 'h5' });
  await screen.findByLabelText('最近のアップロード', { selector: 'table' });
  expect(await history().findByText('アップロードされたファイルはまだありません')).toBeInTheDocument();

  const file = csvFile('車両2023.csv', HEADER, '2023,OF-0101,品川300あ9,ハイエース,軽油,1000,8000');
  await chooseAndCheck(file);
  await screen.findByText('登録する', { selector: 'button > span' });
  fireEvent.click(buttonNamed('登録する'));
  expect(await screen.findByText('アップロード結果')).toBeInTheDocument();

  const row = (await history().findByRole('button', { name: '車両2023.csv をダウンロード' })).closest('tr')!;
  expect(row).toHaveTextContent('追加 1・変更 0・削除 0');
  expect(row).toHaveTextContent(/（U\d+）/);
  expect(row).toHaveTextContent(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
  // A dry run is not an upload: the list holds the one registered file only.
  expect(history().getAllByRole('row')).toHaveLength(2);

  fireEvent.click(history().getByRole('button', { name: '車両2023.csv をダウンロード' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  const bytes = new Uint8Array(await new Response(saved[0]).arrayBuffer());
  expect(bytes).toEqual(new Uint8Array(await file.arrayBuffer()));
});
