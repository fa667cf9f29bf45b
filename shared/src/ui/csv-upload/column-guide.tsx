import { Table } from 'antd';
import { describeCsvColumn, type CsvColumn } from '@sdp/shared/domain';
import { ONE_LINE, WHOLE_WORDS } from './cell-styles';

/** What every column of an upload takes: its header, whether it is required, and the values it accepts. */
export function CsvColumnGuide({ columns }: { columns: readonly CsvColumn<string>[] }) {
  return (
    <Table<CsvColumn<string>>
      size="small"
      aria-label="CSVの列"
      rowKey="key"
      pagination={false}
      // No sideways scroll: on a phone the values wrap in the width there is, so every column stays readable.
      dataSource={[...columns]}
      columns={[
        {
          title: '列（見出し）',
          dataIndex: 'header',
          onHeaderCell: () => WHOLE_WORDS,
          onCell: () => WHOLE_WORDS,
        },
        {
          title: '必須',
          key: 'required',
          onHeaderCell: () => ONE_LINE,
          onCell: () => ONE_LINE,
          render: (_, column) => (column.required ? '必須' : '任意'),
        },
        { title: '入力できる値', key: 'takes', render: (_, column) => describeCsvColumn(column) },
      ]}
    />
  );
}
