// The zod-free leaf, not the contracts index: pages bundle this definition.
import { FUEL_TYPES } from '../../contracts/vehicle-fuels';
import { rules, type Rule } from '@sdp/shared/rules';
import type { VehicleRecord } from '../../contracts/vehicles';
import type { CsvImportDefinition, CsvRowOf } from './columns';
import { csvColumns, SURVEY_FY_CELL } from './columns';

const fuelType: Rule = {
  id: 'fuelType',
  message: `${FUEL_TYPES.join('・')}のいずれかを入力してください`,
  test: (value) => typeof value !== 'string' || (FUEL_TYPES as readonly string[]).includes(value),
};

export type VehicleCsvRow = CsvRowOf<VehicleRecord>;

/**
 * Company vehicles (POST /cars/upload). An upload replaces the vehicles of the survey years it contains;
 * a registration number appears once per year.
 */
export const VEHICLE_CSV: CsvImportDefinition<VehicleCsvRow> = {
  fileName: '車両一覧',
  columns: csvColumns<VehicleCsvRow>({
    survey_fy: { header: '調査年度', ...SURVEY_FY_CELL },
    office_code: {
      header: '事業所コード',
      required: true,
      rules: [rules.halfAlnumHyphen, rules.maxLength(8)],
    },
    registration_number: { header: '登録番号', required: true, rules: [rules.maxLength(100)] },
    vehicle_type: { header: '車種', required: true, rules: [rules.maxLength(100)] },
    fuel_type: { header: '燃料種別', required: true, rules: [fuelType] },
    fuel_used: { header: '燃料使用量', type: 'number', required: true, min: 0, max: 1e9 },
    distance: { header: '走行距離', type: 'number', min: 0, max: 1e9 },
  }),
  // As the list shows them; the office comes from 事業所コード and CO2 is worked out from the fuel.
  display: [
    { key: 'office_name', header: '事業所名', after: 'office_code' },
    { key: 'emissions', header: 'CO2排出量（t）' },
  ],
  keys: ['survey_fy', 'registration_number'],
  replaces: true,
  duplicateField: () => 'registration_number',
};
