import { auditFieldLabel } from './audit-field-labels';
import { auditChangeText } from './audit-format';
import { VEHICLE_CSV } from './csv/vehicle-csv';

it('names a changed field as the forms and the upload files name it, and keeps an unknown one as it is', () => {
  expect(auditChangeText({ field: 'supplier_name', before: '旧商事', after: null })).toBe(
    '取引先名: 旧商事 → （なし）',
  );
  expect(auditChangeText({ field: 'office_name', before: '', after: '横浜' })).toBe(
    '事業所名: （なし） → 横浜',
  );
  expect(auditChangeText({ field: 'fuel_used', before: 10, after: 12 })).toBe('燃料使用量: 10 → 12');
  expect(auditFieldLabel('status')).toBe('ステータス');
  expect(auditFieldLabel('no_such_field')).toBe('no_such_field');
  for (const column of VEHICLE_CSV.columns) expect(auditFieldLabel(column.key)).toBe(column.header);
});
