import { useQueryClient } from '@sdp/shared/query';
import { useState } from 'react';
import { findRoute, SURVEY_YEARS, errorMessageOf } from '@sdp/shared';
import { Alert, Flex, PageHeader, Space } from '@sdp/shared/ui';
import { Card } from '@sdp/shared/ui/card';
import { SurveyYearSelect } from '@sdp/shared/ui/select';
import { Statistic } from '@sdp/shared/ui/statistic';
import { Table } from '@sdp/shared/ui/table';
import { ExportButton } from '@sdp/shared/ui/app';
import { CsvUploadPanel } from '@sdp/shared/ui/csv-upload';
import { VEHICLE_CSV } from '@sdp/shared/domain';
import { useVehicles, VEHICLES_KEY, type VehicleList } from '../api/vehicles';

const TITLE = findRoute('vehicle-vehicle-upload').title;
const number = (value: number | null) => (value === null ? '' : value.toLocaleString('ja-JP'));

type VehicleRow = VehicleList['vehicles'][number];

/** Company vehicles (fleet, Scope 1): upload the year's vehicle CSV and see what is registered. */
export default function VehicleUploadPage() {
  const queryClient = useQueryClient();
  const [year, setYear] = useState<number>(SURVEY_YEARS.at(-1) ?? 2025);
  const [page, setPage] = useState(1);
  const vehicles = useVehicles(year, page);

  return (
    <>
      <PageHeader title={TITLE} />
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Card title="CSVファイルのアップロード">
          <CsvUploadPanel
            path="/cars/upload"
            definition={VEHICLE_CSV}
            onImported={() => void queryClient.invalidateQueries({ queryKey: VEHICLES_KEY })}
          />
        </Card>
        <Card title="登録済みの車両">
          <Flex gap={24} align="center" style={{ marginBottom: 12 }} wrap>
            <SurveyYearSelect
              value={year}
              onChange={(value) => {
                setYear(value);
                setPage(1);
              }}
            />
            <Statistic title="台数" value={vehicles.data?.total ?? 0} suffix="台" />
            <Statistic
              title="CO2排出量（Scope 1）"
              value={vehicles.data?.totalEmissions ?? 0}
              precision={3}
              suffix="t-CO2"
            />
            <ExportButton path="/cars/export" query={{ surveyFy: year }} label="CSVエクスポート" />
          </Flex>
          {vehicles.error ? (
            <Alert type="error" showIcon role="alert" title={errorMessageOf(vehicles.error)} />
          ) : (
            <Table<VehicleRow>
              aria-label="車両一覧"
              size="small"
              rowKey="id"
              loading={vehicles.isLoading}
              dataSource={vehicles.data?.vehicles ?? []}
              locale={{ emptyText: 'この年度の車両は登録されていません' }}
              pagination={{
                current: page,
                pageSize: 20,
                total: vehicles.data?.total ?? 0,
                onChange: setPage,
                showSizeChanger: false,
                hideOnSinglePage: true,
              }}
              columns={[
                { title: '事業所コード', dataIndex: 'officeCode' },
                { title: '事業所名', dataIndex: 'officeName' },
                { title: '登録番号', dataIndex: 'registrationNumber' },
                { title: '車種', dataIndex: 'vehicleType' },
                { title: '燃料種別', dataIndex: 'fuelType' },
                { title: '燃料使用量', dataIndex: 'fuelUsed', align: 'right', render: number },
                { title: '走行距離（km）', dataIndex: 'distance', align: 'right', render: number },
                { title: 'CO2排出量（t）', dataIndex: 'emissions', align: 'right', render: number },
              ]}
            />
          )}
        </Card>
      </Space>
    </>
  );
}
