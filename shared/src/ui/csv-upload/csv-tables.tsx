import { Table } from 'antd';
import { camelCase } from 'es-toolkit/string';
import type { CsvRowError } from '@sdp/shared/contracts';
import type { CsvColumn, CsvValue } from '@sdp/shared/domain';
import { ONE_LINE, WHOLE_WORDS } from './cell-styles';

type Columns = readonly Pick<CsvColumn<string>, 'key' | 'header'>[];

/** Rows as the export writes them (arrays of cells in the upload's column order), under the upload's headers. */
export function CsvRowsTable({
  columns,
  rows,
  label,
}: {
  columns: Columns;
  rows: CsvValue[][];
  label: string;
}) {
  // A fixed-header table (scroll.y) renders two <table>s; one table scrolling in its box keeps one name.
  return (
    <div style={{ maxHeight: 320, overflow: 'auto' }}>
      <Table<{ index: number; cells: CsvValue[] }>
        size="small"
        aria-label={label}
        rowKey="index"
        scroll={{ x: 'max-content' }}
        pagination={false}
        dataSource={rows.map((cells, index) => ({ index, cells }))}
        columns={columns.map((column, position) => ({
          key: column.key,
          title: column.header,
          render: (_: unknown, row: { cells: CsvValue[] }) => row.cells[position] ?? '',
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
