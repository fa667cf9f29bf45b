import { Table } from 'antd';
import { describeCsvColumn, type CsvColumn } from '@sdp/shared/domain';

/** What every column of an upload takes: its header, whether it is required, and the values it accepts. */
export function CsvColumnGuide({ columns }: { columns: readonly CsvColumn<string>[] }) {
  return (
    <Table<CsvColumn<string>>
      size="small"
      aria-label="CSVの列"
      rowKey="key"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={[...columns]}
      columns={[
        { title: '列（見出し）', dataIndex: 'header', width: 200 },
        {
          title: '必須',
          key: 'required',
          width: 70,
          render: (_, column) => (column.required ? '必須' : '任意'),
        },
        { title: '入力できる値', key: 'takes', render: (_, column) => describeCsvColumn(column) },
      ]}
    />
  );
}
