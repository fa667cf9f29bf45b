import { findRoute } from '@sdp/shared';
import { formatNumber, VEHICLE_CSV } from '@sdp/shared/domain';
import { YearUploadPage } from '@sdp/shared/ui/csv-upload';
import { useVehicles, VEHICLES_KEY } from '../api/vehicles';

/** Company vehicles (fleet, Scope 1): upload the year's vehicle CSV and see what is registered. */
export default function VehicleUploadPage() {
  return (
    <YearUploadPage
      title={findRoute('vehicle-vehicle-upload').title}
      upload={{ operation: 'uploadVehicles', definition: VEHICLE_CSV }}
      uploadKind="vehicle"
      queryKey={VEHICLES_KEY}
      useList={useVehicles}
      rowsOf={(list) => list.vehicles}
      exportOperation="exportVehicles"
      listTitle="登録済みの車両"
      tableLabel="車両一覧"
      emptyText="この年度の車両は登録されていません"
      count={{ title: '台数', suffix: '台' }}
      emissionsTitle="CO2排出量（Scope 1）"
      columns={[
        { title: '事業所コード', dataIndex: 'officeCode' },
        { title: '事業所名', dataIndex: 'officeName' },
        { title: '登録番号', dataIndex: 'registrationNumber' },
        { title: '車種', dataIndex: 'vehicleType' },
        { title: '燃料種別', dataIndex: 'fuelType' },
        { title: '燃料使用量', dataIndex: 'fuelUsed', align: 'right', render: formatNumber },
        { title: '走行距離（km）', dataIndex: 'distance', align: 'right', render: formatNumber },
        { title: 'CO2排出量（t）', dataIndex: 'emissions', align: 'right', render: formatNumber },
      ]}
    />
  );
}
