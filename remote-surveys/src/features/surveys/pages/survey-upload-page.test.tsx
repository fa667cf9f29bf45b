import { fireEvent, screen, within } from '@testing-library/react';
import { chooseOption } from '@sdp/mocks/testing/choose-option';
import {
  answerWarningComment,
  checkSummary,
  chooseAndCheck,
  csvFile,
  findWarningCommentDialog,
} from '@sdp/mocks/testing/csv-upload';
import { buttonNamed, tableNamed } from '@sdp/mocks/testing/queries';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { callAs } from '@sdp/mocks/node';
import { expectYearLocked, findClosedYearNotice } from '@sdp/mocks/testing/closed-year';
import { renderPage, signInAs } from '../../../testing/render-page';
import SurveyUploadPage from './survey-upload-page';

setupMockServer();

const HEADER = '調査年度,区分,コード,排出区分,活動量,単位,排出量';

const results = () => within(tableNamed('調査結果一覧'));

beforeEach(() => signInAs('business@example.com'));

it('says the kind takes the labels the screens show, or their codes', () => {
  renderPage(<SurveyUploadPage />);
  const guide = within(tableNamed('CSVの列'));
  expect(guide.getByText('区分').closest('tr')).toHaveTextContent(
    '区分必須事業所・関係会社 のいずれか（コード office・corp も可）',
  );
  // 名称 comes out with the export, after コード, and the upload reads past it.
  const headers = guide.getAllByRole('row').map((row) => row.firstElementChild?.textContent);
  expect(headers.slice(1, 6)).toEqual(['調査年度', '区分', 'コード', '名称', '排出区分']);
  expect(guide.getByText('名称').closest('tr')).toHaveTextContent('名称—出力のみ（取込時は無視）');
  expect(screen.getByText(/「名称」列は確認用で、取込時は無視されます/)).toBeInTheDocument();
  expect(
    screen.getByText(/ファイルに含まれる調査年度のデータは、ファイルの内容に置き換わります/),
  ).toBeInTheDocument();
});

it('takes 事業所 / 関係会社 as the export writes them, checks first, then registers and lists them', async () => {
  renderPage(<SurveyUploadPage />);
  expect(screen.getByText('調査結果アップロード', { selector: 'h2' })).toBeInTheDocument();
  // The seed has results in 2024 and 2025 only.
  await chooseOption('調査年度', '2023年度');
  expect(await screen.findByText('この年度の調査結果は登録されていません')).toBeInTheDocument();
  await chooseAndCheck(
    csvFile(
      'results.csv',
      HEADER,
      '2023,事業所,OF-0101,電力,120000,kWh,52.8',
      '2023,office,OF-0101,都市ガス,10,m3,0.02',
    ),
  );
  expect(await checkSummary()).toBe('2行：追加 2件・変更 0件・削除 0件・変更なし 0件');
  fireEvent.click(buttonNamed('登録する'));
  expect(await screen.findByText('アップロード結果')).toBeInTheDocument();
  expect(screen.getByText(/results\.csv：2件を登録しました/)).toBeInTheDocument();
  expect(await results().findAllByText('経営企画部東京事業所')).toHaveLength(2);
  expect(results().getByText('52.8')).toBeInTheDocument();
});

it('lists 活動量 that moved more than ±30 % from last year, and asks what was checked before registering', async () => {
  renderPage(<SurveyUploadPage />);
  expect(await screen.findByText('10000321', { selector: 'td' })).toBeInTheDocument();
  // 2024: OF-0101 電力 50,000 kWh; 都市ガス is new.
  await chooseAndCheck(
    csvFile(
      'yoy.csv',
      HEADER,
      '2025,office,OF-0101,電力,70000,kWh,30.8',
      '2025,office,OF-0101,都市ガス,100,m3,0.2',
    ),
  );
  expect(await checkSummary()).toBe('2行：追加 2件・変更 0件・削除 1件・変更なし 0件・前年度比の警告 1件');
  expect(await screen.findByText('前年度比の警告が1件あります')).toBeInTheDocument();
  const warnings = within(tableNamed('前年度比の警告'));
  expect(warnings.getByText('2行目：事業所 OF-0101・電力（活動量）').closest('tr')).toHaveTextContent(
    '前年度比±30%超2行目：事業所 OF-0101・電力（活動量）50,00070,000+40%',
  );
  expect(warnings.queryByText(/都市ガス/)).not.toBeInTheDocument();

  fireEvent.click(buttonNamed('登録する'));
  expect(await findWarningCommentDialog()).toHaveTextContent('前年度比の警告が1件あります');
  await answerWarningComment('東京事業所の増床による増加を確認');
  const [title] = await screen.findAllByText('1件を削除して登録しますか？');
  fireEvent.click(within(title!.closest('.ant-modal') as HTMLElement).getByText('削除して登録する'));
  expect(await screen.findByText(/yoy\.csv：2件を登録しました/)).toBeInTheDocument();
  const events = await callAs('admin@example.com', 'GET', '/audit_events?action=upload&entity=survey_result');
  expect(await events.text()).toContain('東京事業所の増床による増加を確認');
});

it('lists each rejected row and registers nothing', async () => {
  renderPage(<SurveyUploadPage />);
  // 2025's seeded results of business@'s 経営企画本部 (0101): one related company.
  expect(await screen.findByText('10000321', { selector: 'td' })).toBeInTheDocument();
  await chooseAndCheck(
    csvFile(
      'bad.csv',
      HEADER,
      '2025,office,OF-0101,電力,1,kWh,1',
      '2025,office,NOPE,電力,1,kWh,1',
      '2025,shop,OF-0101,電力,1,kWh,1',
      // Another organisation's office (資源本部 0202): refused by its line, not taken for unknown.
      '2025,office,OF-0202,電力,1,kWh,1',
    ),
  );
  expect(await screen.findByText('エラー内容', { selector: 'h4' })).toBeInTheDocument();
  const rows = within(tableNamed('エラー行'));
  expect(rows.getByText('コード: 2025年度の調査対象に存在しないコードです')).toBeInTheDocument();
  expect(rows.getByText('3')).toBeInTheDocument();
  expect(rows.getByText('4')).toBeInTheDocument();
  expect(rows.getByText('所属組織の範囲外のデータは登録・変更できません').closest('tr')).toHaveTextContent(
    /^5/,
  );
  expect(results().getByText('10000321')).toBeInTheDocument();
  expect(results().queryByText('OF-0101')).not.toBeInTheDocument();
});

it('locks the upload while a closed year is picked', async () => {
  await callAs('admin@example.com', 'POST', '/survey_years/2025/close');
  renderPage(<SurveyUploadPage />);
  await chooseOption('調査年度', '2025年度');
  expect(await findClosedYearNotice(2025)).toBeInTheDocument();
  await expectYearLocked(buttonNamed('ファイルを選択'), 2025);
});
