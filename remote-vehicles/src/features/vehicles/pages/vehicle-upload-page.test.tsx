import { fireEvent, screen, within } from '@testing-library/react';
import { chooseOption } from '@sdp/mocks/testing/choose-option';
import {
  answerWarningComment,
  checkSummary,
  chooseAndCheck,
  csvFile,
  findWarningCommentDialog,
} from '@sdp/mocks/testing/csv-upload';
import { buttonNamed, findByTextIn, queryButtonNamed, tableNamed } from '@sdp/mocks/testing/queries';
import { callAs } from '@sdp/mocks/node';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { expectYearLocked, findClosedYearNotice } from '@sdp/mocks/testing/closed-year';
import { renderPage, signInAs } from '../../../testing/render-page';
import VehicleUploadPage from './vehicle-upload-page';

setupMockServer();

const HEADER = '調査年度,事業所コード,登録番号,車種,燃料種別,燃料使用量,走行距離';

const vehicles = () => within(tableNamed('車両一覧'));

beforeEach(() => signInAs('vehicle@example.com'));

it('says what every column takes, and that an upload replaces the year', () => {
  renderPage(<VehicleUploadPage />);
  expect(
    screen.getByText(
      /ファイルに含まれる調査年度のデータは、ファイルの内容に置き換わります（ファイルにない行は削除されます）/,
    ),
  ).toBeInTheDocument();
  const guide = within(tableNamed('CSVの列'));
  expect(guide.getByText('燃料種別').closest('tr')).toHaveTextContent(
    '燃料種別必須ガソリン・軽油・LPG・ハイブリッド・電気のいずれか',
  );
  expect(guide.getByText('走行距離').closest('tr')).toHaveTextContent('走行距離任意数値（0〜1000000000）');
  expect(guide.getByText('事業所コード').closest('tr')).toHaveTextContent('半角英数字とハイフン、8文字以内');
  // The export's display-only columns, where the export writes them.
  expect(guide.getByText('事業所名').closest('tr')).toHaveTextContent('事業所名—出力のみ（取込時は無視）');
  expect(guide.getByText('CO2排出量（t）').closest('tr')).toHaveTextContent('出力のみ（取込時は無視）');
  expect(
    screen.getByText(/「事業所名」「CO2排出量（t）」列は確認用で、取込時は無視されます/),
  ).toBeInTheDocument();
});

it('checks a file first, shows what it adds, then registers it and lists the vehicles', async () => {
  renderPage(<VehicleUploadPage />);
  expect(screen.getByText('車両アップロード', { selector: 'h2' })).toBeInTheDocument();
  // The seed has vehicles in 2024 and 2025 only.
  await chooseOption('調査年度', '2023年度');
  expect(await screen.findByText('この年度の車両は登録されていません')).toBeInTheDocument();
  await chooseAndCheck(csvFile('cars.csv', HEADER, '2023,OF-0101,品川300あ1234,ハイエース,軽油,1000,8000'));
  expect(await checkSummary()).toBe('1行：追加 1件・変更 0件・削除 0件・変更なし 0件');
  expect(
    screen.getByText(/ファイルにない行は削除されます/, { selector: '.ant-alert *' }),
  ).toBeInTheDocument();
  const added = within(tableNamed('追加される行')).getByText('品川300あ1234').closest('tr')!;
  expect(added).toHaveTextContent('ハイエース軽油1,0008,000');
  // Checked, not yet written.
  expect(screen.getByText('この年度の車両は登録されていません')).toBeInTheDocument();
  fireEvent.click(buttonNamed('登録する'));
  expect(await screen.findByText('アップロード結果')).toBeInTheDocument();
  expect(
    screen.getByText('cars.csv：1件を登録しました（追加 1件・変更 0件・削除 0件・変更なし 0件）'),
  ).toBeInTheDocument();
  expect(await vehicles().findByText('品川300あ1234')).toBeInTheDocument();
  expect(vehicles().getByText('経営企画部東京事業所')).toBeInTheDocument();
  expect(vehicles().getByText('2.58')).toBeInTheDocument();
});

it('lists the rows an upload would remove and asks before removing them', async () => {
  renderPage(<VehicleUploadPage />);
  // 2025 holds the seed's ten vehicles, two per office; vehicle@ (グループ 001 only) sees the four of OF-0101 and
  // OF-0102. The file keeps one of them, with another fuel: the other three go, the other groups' six stay.
  expect(await screen.findByText('OF-0101-2', { selector: 'td' })).toBeInTheDocument();
  await chooseAndCheck(csvFile('b.csv', HEADER, '2025,OF-0101,OF-0101-1,営業車,電気,837,10044'));
  expect(await checkSummary()).toBe('1行：追加 0件・変更 1件・削除 3件・変更なし 0件・前年度比の警告 4件');
  expect(screen.getByText('ファイルにない3件は削除されます')).toBeInTheDocument();
  const listed = within(tableNamed('削除される行'));
  expect(listed.getByText('OF-0101-2')).toBeInTheDocument();
  expect(listed.queryByText('OF-0101-1')).not.toBeInTheDocument();
  // The changed row, with the stored fuel struck through before the file's, and its figures as the list shows them.
  const stored = await callAs('vehicle@example.com', 'GET', '/cars?survey_fy=2025&per_page=100');
  const was = (
    (await stored.json()) as { vehicles: { registration_number: string; fuel_type: string }[] }
  ).vehicles.find((vehicle) => vehicle.registration_number === 'OF-0101-1')!.fuel_type;
  const changed = within(tableNamed('変更される行')).getByText('OF-0101-1').closest('tr')!;
  expect(changed).toHaveTextContent(`${was} → 電気`);
  expect(changed).toHaveTextContent('10,044');
  expect(within(changed).getByText(was).closest('del')).not.toBeNull();
  expect(screen.queryByLabelText('追加される行')).not.toBeInTheDocument();

  fireEvent.click(buttonNamed('登録する'));
  // The fuel types the file no longer has used fuel last year: warned, so registering asks what was checked first.
  await answerWarningComment('OF-0101 の車両を1台に集約、OF-0102 は全車売却');
  const [title] = await screen.findAllByText('3件を削除して登録しますか？');
  const dialog = within(title!.closest('.ant-modal') as HTMLElement);
  expect(dialog.getByText('OF-0101-2')).toBeInTheDocument();
  fireEvent.click(dialog.getByText('削除して登録する'));
  expect(await screen.findByText(/b\.csv：1件を登録しました/)).toBeInTheDocument();
  expect(await vehicles().findByText('電気')).toBeInTheDocument();
  expect(vehicles().getByText('OF-0101-1')).toBeInTheDocument();
  expect(vehicles().queryByText('OF-0101-2')).not.toBeInTheDocument();
  const all = await callAs('admin@example.com', 'GET', '/cars?survey_fy=2025&per_page=100');
  const left = ((await all.json()) as { vehicles: { registration_number: string }[] }).vehicles;
  expect(left.map((v) => v.registration_number).sort()).toEqual([
    'OF-0101-1',
    'OF-0201-1',
    'OF-0201-2',
    'OF-0202-1',
    'OF-0202-2',
    'OF-0301-1',
    'OF-0301-2',
  ]);
});

it('lists the quality warnings of a file, and asks what was checked before registering it', async () => {
  renderPage(<VehicleUploadPage />);
  expect(await screen.findByText('OF-0101-2', { selector: 'td' })).toBeInTheDocument();
  // 2024: OF-0101 used 800 of ガソリン and 811 of 軽油, OF-0102 885 of ガソリン and 874 of ハイブリッド.
  await chooseAndCheck(csvFile('q.csv', HEADER, '2025,OF-0101,OF-0101-1,営業車,ガソリン,12345.5,'));
  expect(await checkSummary()).toMatch(/・前年度比の警告 4件$/);
  expect(await screen.findByText('前年度比の警告が4件あります')).toBeInTheDocument();
  const warnings = within(tableNamed('前年度比の警告'));
  expect(warnings.getByText('事業所 OF-0101・ガソリン（燃料使用量）').closest('tr')).toHaveTextContent(
    '前年度比±30%超事業所 OF-0101・ガソリン（燃料使用量）80012,345.5+1,443.2%',
  );
  expect(warnings.getByText('事業所 OF-0101・軽油（燃料使用量）').closest('tr')).toHaveTextContent(
    'ゼロ（前年度はゼロ以外）事業所 OF-0101・軽油（燃料使用量）8110-100%',
  );

  fireEvent.click(buttonNamed('登録する'));
  const dialog = await findWarningCommentDialog();
  fireEvent.click(buttonNamed('登録する', dialog));
  expect(
    await within(dialog).findByText(
      '前年度比の警告について確認内容を入力してください（前年度比の警告が4件あります）',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText('3件を削除して登録しますか？')).not.toBeInTheDocument();
  await answerWarningComment('燃料の集計方法を見直したため');
  const [title] = await screen.findAllByText('3件を削除して登録しますか？');
  fireEvent.click(within(title!.closest('.ant-modal') as HTMLElement).getByText('削除して登録する'));
  expect(await screen.findByText(/q\.csv：1件を登録しました/)).toBeInTheDocument();
  const events = await callAs('admin@example.com', 'GET', '/audit_events?action=upload&entity=vehicle');
  expect(await events.text()).toContain('燃料の集計方法を見直したため');
});

it('lists each rejected row with its line and item, and registers nothing', async () => {
  renderPage(<VehicleUploadPage />);
  expect(await screen.findByText('OF-0101-1', { selector: 'td' })).toBeInTheDocument();
  await chooseAndCheck(
    csvFile(
      'bad.csv',
      HEADER,
      '2025,OF-0101,A-1,軽トラ,ガソリン,10,100',
      '2025,NOPE,A-2,軽トラ,ガソリン,10,100',
      '2025,OF-0101,A-3,軽トラ,水素,10,100',
    ),
  );
  expect(await screen.findByText('エラー内容', { selector: 'h4' })).toBeInTheDocument();
  const rows = within(tableNamed('エラー行'));
  expect(rows.getByText('事業所コード: 2025年度に存在しない事業所コードです')).toBeInTheDocument();
  expect(rows.getByText('3')).toBeInTheDocument();
  expect(rows.getByText('4')).toBeInTheDocument();
  expect(rows.getByText('燃料種別')).toBeInTheDocument();
  expect(queryButtonNamed('登録する')).not.toBeInTheDocument();
  expect(vehicles().getByText('OF-0101-1')).toBeInTheDocument();
  expect(vehicles().queryByText('A-1')).not.toBeInTheDocument();
});

it('answers a file with the wrong header', async () => {
  renderPage(<VehicleUploadPage />);
  await chooseAndCheck(csvFile('x.csv', '調査年度,事業所,登録番号,車種,燃料種別,燃料使用量,走行距離'));
  expect(await findByTextIn('alert', 'CSVのヘッダーが正しくありません')).toBeInTheDocument();
  expect(screen.queryByLabelText('エラー行')).not.toBeInTheDocument();
});

it('locks the upload while a closed year is picked, and frees it on an open year', async () => {
  await callAs('admin@example.com', 'POST', '/survey_years/2025/close');
  renderPage(<VehicleUploadPage />);
  await chooseOption('調査年度', '2025年度');
  expect(await findClosedYearNotice(2025)).toBeInTheDocument();
  await expectYearLocked(buttonNamed('ファイルを選択'), 2025);
  expect(buttonNamed('CSVエクスポート')).toBeEnabled();
  await chooseOption('調査年度', '2024年度');
  expect(buttonNamed('ファイルを選択')).toBeEnabled();
  expect(screen.queryByText('2025年度は締め済みのため変更できません。')).not.toBeInTheDocument();
});
