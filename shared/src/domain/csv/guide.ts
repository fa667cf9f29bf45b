import type { CsvColumn } from './columns';

const CELL_TYPE = { int: '整数', number: '数値' } as const;

const range = (column: CsvColumn<string>): string =>
  column.min === undefined && column.max === undefined ? '' : `（${column.min ?? ''}〜${column.max ?? ''}）`;

/**
 * What a column takes, in the words of its rules, for an upload page's instructions: the labels (or their codes)
 * of a coded column, the type and range of a number, the rules of a text ("半角英数字、8文字以内").
 */
export function describeCsvColumn(column: CsvColumn<string>): string {
  if (column.labels) {
    const labels = Object.values(column.labels).join('・');
    return `${labels} のいずれか（コード ${Object.keys(column.labels).join('・')} も可）`;
  }
  if (column.key === 'survey_fy') return '登録済みの調査年度（西暦4桁）';
  if (column.type === 'int' || column.type === 'number') return `${CELL_TYPE[column.type]}${range(column)}`;
  const rules = (column.rules ?? []).map((rule) =>
    rule.message.replace(/(のみ)?[でを]入力してください$/, ''),
  );
  return rules.length > 0 ? rules.join('、') : '文字列';
}
