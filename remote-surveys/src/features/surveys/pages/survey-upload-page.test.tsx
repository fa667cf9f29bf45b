import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { setupMockServer } from '../../../testing/mock-server';
import { renderPage, signInAs } from '../../../testing/render-page';
import SurveyUploadPage from './survey-upload-page';

setupMockServer();
jest.setTimeout(400_000);

const HEADER = '調査年度,区分,コード,排出区分,活動量,単位,排出量';
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

beforeEach(() => signInAs('business@example.com'));

it('says the kind takes the labels the screens show, or their codes', () => {
  renderPage(<SurveyUploadPage />);
  const guide = within(screen.getByRole('table', { name: 'CSVの列' }));
  expect(guide.getByText('区分').closest('tr')).toHaveTextContent(
    '区分必須事業所・関係会社 のいずれか（コード office・corp も可）',
  );
});

it('takes 事業所 / 関係会社 as the export writes them, checks first, then registers and lists them', async () => {
  renderPage(<SurveyUploadPage />);
  expect(screen.getByText('調査結果アップロード', { selector: 'h2' })).toBeInTheDocument();
  expect(await screen.findByText('この年度の調査結果は登録されていません')).toBeInTheDocument();
  await chooseAndCheck(
    csv('results.csv', '2025,事業所,OF-0101,電力,120000,kWh,52.8', '2025,office,OF-0101,都市ガス,10,m3,0.02'),
  );
  expect(await screen.findByRole('status', { name: '確認結果' })).toHaveTextContent(
    '2行：追加 2件・変更 0件・削除 0件・変更なし 0件',
  );
  await userEvent.click(screen.getByRole('button', { name: '登録する' }));
  expect(await screen.findByText('アップロード結果')).toBeInTheDocument();
  expect(screen.getByText(/results\.csv：2件を登録しました/)).toBeInTheDocument();
  const table = screen.getByRole('table', { name: '調査結果一覧' });
  expect(await within(table).findAllByText('経営企画部ニューヨーク事務所')).toHaveLength(2);
  expect(within(table).getByText('52.8')).toBeInTheDocument();
});

it('lists each rejected row and registers nothing', async () => {
  renderPage(<SurveyUploadPage />);
  await chooseAndCheck(
    csv(
      'bad.csv',
      '2025,office,OF-0101,電力,1,kWh,1',
      '2025,office,NOPE,電力,1,kWh,1',
      '2025,shop,OF-0101,電力,1,kWh,1',
    ),
  );
  expect(await screen.findByText('エラー内容', { selector: 'h4' })).toBeInTheDocument();
  const rows = within(screen.getByRole('table', { name: 'エラー行' }));
  expect(rows.getByText('コード: 2025年度の調査対象に存在しないコードです')).toBeInTheDocument();
  expect(rows.getByText('4')).toBeInTheDocument();
  expect(screen.getByText('この年度の調査結果は登録されていません')).toBeInTheDocument();
});
