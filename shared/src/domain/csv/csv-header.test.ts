import { checkCsvHeader } from './csv-header';
import { VEHICLE_CSV } from './vehicle-csv';

const IMPORT = ['調査年度', '事業所コード', '登録番号', '車種', '燃料種別', '燃料使用量', '走行距離'];

describe('checkCsvHeader', () => {
  it("finds each column's cell with or without the export's display-only columns, wherever they stand", () => {
    expect(checkCsvHeader(VEHICLE_CSV, IMPORT)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const exported = [...IMPORT.slice(0, 2), '事業所名', ...IMPORT.slice(2), 'CO2排出量（t）'];
    expect(checkCsvHeader(VEHICLE_CSV, exported)).toEqual([0, 1, 3, 4, 5, 6, 7]);
    expect(checkCsvHeader(VEHICLE_CSV, ['CO2排出量（t）', ...IMPORT])).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('refuses a missing, renamed or misplaced column, and an unknown one among them', () => {
    expect(checkCsvHeader(VEHICLE_CSV, IMPORT.slice(0, 6))).toMatchObject({ code: 'W-005-3' });
    expect(checkCsvHeader(VEHICLE_CSV, [...IMPORT.slice(0, 6), '距離'])).toMatchObject({ code: 'W-005-1' });
    const swapped = [IMPORT[1]!, IMPORT[0]!, ...IMPORT.slice(2)];
    expect(checkCsvHeader(VEHICLE_CSV, swapped)).toMatchObject({ code: 'W-005-1' });
    const unknown = [...IMPORT.slice(0, 2), '備考', ...IMPORT.slice(2)];
    expect(checkCsvHeader(VEHICLE_CSV, unknown)).toMatchObject({ code: 'W-005-1' });
  });
});
