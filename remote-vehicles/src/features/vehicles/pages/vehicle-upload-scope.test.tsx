import { screen, within } from '@testing-library/react';
import { chooseAndCheck, csvFile } from '@sdp/mocks/testing/csv-upload';
import { loadScope } from '@sdp/mocks/testing/data-scope';
import { queryButtonNamed, tableNamed } from '@sdp/mocks/testing/queries';
import { setupMockServer } from '@sdp/mocks/testing/mock-server';
import { renderPage, signInAs } from '../../../testing/render-page';
import VehicleUploadPage from './vehicle-upload-page';

setupMockServer();

const HEADER = '調査年度,事業所コード,登録番号,車種,燃料種別,燃料使用量,走行距離';
const vehicles = () => within(tableNamed('車両一覧'));

// vehicle@ is in 車両管理担当 (所属組織データのみ) with only a グループ: コーポレートグループ 001 (経営企画本部 0101 and
// 管理本部 0102). The seed's 2025 has two vehicles per office, one office per 統括本部.
beforeEach(async () => {
  signInAs('vehicle@example.com');
  await loadScope();
});

it("shows a グループ-scoped account its グループ's name and only the vehicles of its offices", async () => {
  renderPage(<VehicleUploadPage />);
  expect(screen.getByText('表示範囲：コーポレートグループ')).toBeInTheDocument();
  expect(await screen.findByText('OF-0101-1', { selector: 'td' })).toBeInTheDocument();
  expect(vehicles().getByText('OF-0102-2')).toBeInTheDocument();
  expect(vehicles().queryByText('OF-0201-1')).not.toBeInTheDocument();
  expect(vehicles().queryByText('OF-0301-1')).not.toBeInTheDocument();
  const count = screen.getByText('台数').closest('.ant-statistic') as HTMLElement;
  expect(count).toHaveTextContent('4台');
});

it("refuses a file row naming another organisation's office with its line, and registers nothing", async () => {
  renderPage(<VehicleUploadPage />);
  expect(await screen.findByText('OF-0101-1', { selector: 'td' })).toBeInTheDocument();
  await chooseAndCheck(
    csvFile(
      'cars.csv',
      HEADER,
      '2025,OF-0101,A-1,軽トラ,ガソリン,10,100',
      '2025,OF-0201,A-2,軽トラ,ガソリン,10,100',
    ),
  );
  const rows = within(await screen.findByLabelText('エラー行', { selector: 'table' }));
  const refused = rows.getByText('3').closest('tr') as HTMLElement;
  expect(refused).toHaveTextContent('所属組織の範囲外');
  expect(rows.queryByText('2')).not.toBeInTheDocument();
  expect(queryButtonNamed('登録する')).not.toBeInTheDocument();
  expect(vehicles().queryByText('A-1')).not.toBeInTheDocument();
});
