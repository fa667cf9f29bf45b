import { Table } from 'antd';
import { camelCase } from 'es-toolkit/string';
import type { CsvFieldChange, CsvRowError } from '@sdp/shared/contracts';
import { formatNumber, type CsvColumn, type CsvValue } from '@sdp/shared/domain';
import { Text } from '@sdp/shared/ui';
import { ONE_LINE, WHOLE_WORDS } from './cell-styles';

type Columns = readonly Pick<CsvColumn<string>, 'key' | 'header'>[];

/** A listed row: its cells in the upload's column order, and for a changed row the fields that differ. */
export interface ListedRow {
  cells: CsvValue[];
  changes?: readonly CsvFieldChange[];
}

/** A cell as the lists show it: quantities with their thousands separators, everything else as written. */
const shown = (column: Pick<CsvColumn<string>, 'type'>, value: CsvValue | undefined): string =>
  typeof value === 'number' && column.type === 'number' ? formatNumber(value) : String(value ?? '');

function ChangedCell({ column, change }: { column: CsvColumn<string>; change: CsvFieldChange }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <del>
        <Text type="secondary">{shown(column, change.before) || '（空欄）'}</Text>
      </del>
      {' → '}
      <Text strong>{shown(column, change.after) || '（空欄）'}</Text>
    </span>
  );
}

/**
 * Rows as the export writes them, under the upload's headers; a changed field shows the stored value struck
 * through, then the file's.
 */
export function CsvRowsTable({
  columns,
  rows,
  label,
}: {
  columns: readonly CsvColumn<string>[];
  rows: readonly ListedRow[];
  label: string;
}) {
  // A fixed-header table (scroll.y) renders two <table>s; one table scrolling in its box keeps one name.
  return (
    <div style={{ maxHeight: 320, overflow: 'auto' }}>
      <Table<ListedRow & { index: number }>
        size="small"
        aria-label={label}
        rowKey="index"
        scroll={{ x: 'max-content' }}
        pagination={false}
        dataSource={rows.map((row, index) => ({ ...row, index }))}
        columns={columns.map((column, position) => ({
          key: column.key,
          title: column.header,
          align: column.type === 'number' ? 'right' : undefined,
          render: (_: unknown, row: ListedRow) => {
            const change = row.changes?.find((each) => each.field === column.key);
            return change ? (
              <ChangedCell column={column} change={change} />
            ) : (
              shown(column, row.cells[position])
            );
          },
        }))}
      />
    </div>
  );
}

/** Every rejected row of a file: line, item (the column's header) and what is wrong. */
export function CsvErrorsTable({ columns, rows }: { columns: Columns; rows: CsvRowError[] }) {
  // The API client camelCases the field names of rejected rows.
  const headers = new Map(columns.map((column) => [camelCase(column.key), column.header]));
  return (
    <Table<CsvRowError>
      size="small"
      aria-label="エラー行"
      rowKey={(row) => `${row.line}-${row.field}-${row.message}`}
      dataSource={rows}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      columns={[
        // No fixed widths: on a phone they left the message a column one character wide.
        { title: '行', dataIndex: 'line', onHeaderCell: () => ONE_LINE, onCell: () => ONE_LINE },
        {
          title: '項目',
          dataIndex: 'field',
          onHeaderCell: () => ONE_LINE,
          onCell: () => WHOLE_WORDS,
          render: (field: string) => headers.get(field) ?? field,
        },
        { title: 'エラー内容', dataIndex: 'message' },
      ]}
    />
  );
}
