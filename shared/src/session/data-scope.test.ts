import { dataScopeLabel } from './data-scope';

it('names the organisation a scoped caller sees, and says so when there is none', () => {
  expect(dataScopeLabel({ kind: 'headquarter', code: '0101', name: '経営企画本部' })).toBe(
    '表示範囲：経営企画本部',
  );
  expect(dataScopeLabel({ kind: 'group', code: '001', name: 'コーポレートグループ' })).toBe(
    '表示範囲：コーポレートグループ',
  );
  // A code no year names any more still says which organisation it is.
  expect(dataScopeLabel({ kind: 'headquarter', code: '0999', name: null })).toBe('表示範囲：0999');
  expect(dataScopeLabel({ kind: 'none', code: null, name: null })).toMatch(/^表示範囲：なし（/);
});

it('says nothing for a 全社 caller or before the scope is known', () => {
  expect(dataScopeLabel({ kind: 'all', code: null, name: null })).toBeNull();
  expect(dataScopeLabel(null)).toBeNull();
});
