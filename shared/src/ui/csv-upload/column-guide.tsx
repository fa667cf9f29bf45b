import { Table } from 'antd';
import { csvFileColumns, describeCsvColumn, type CsvColumn, type CsvDisplayColumn } from '@sdp/shared/domain';
import { ONE_LINE, WHOLE_WORDS } from './cell-styles';

type GuideRow = ReturnType<typeof csvFileColumns>[number];

/** What a display-only column of the export takes: nothing, the upload reads past it. */
const DISPLAY_ONLY = '出力のみ（取込時は無視）';

/**
 * What every column of an upload takes, in the export's order: its header, whether it is required, and the values
 * it accepts; the export's display-only columns are marked as such.
 */
export function CsvColumnGuide({
  columns,
  display,
}: {
  columns: readonly CsvColumn<string>[];
  display?: readonly CsvDisplayColumn[] | undefined;
}) {
  return (
    <Table<GuideRow>
      size="small"
      aria-label="CSVの列"
      rowKey={(row) => `${row.kind}-${row.column.key}`}
      pagination={false}
      // No sideways scroll: on a phone the values wrap in the width there is, so every column stays readable.
      dataSource={csvFileColumns({ columns, display })}
      columns={[
        {
          title: '列（見出し）',
          key: 'header',
          onHeaderCell: () => WHOLE_WORDS,
          onCell: () => WHOLE_WORDS,
          render: (_, row) => row.column.header,
        },
        {
          title: '必須',
          key: 'required',
          onHeaderCell: () => ONE_LINE,
          onCell: () => ONE_LINE,
          render: (_, row) => (row.kind === 'display' ? '—' : row.column.required ? '必須' : '任意'),
        },
        {
          title: '入力できる値',
          key: 'takes',
          render: (_, row) => (row.kind === 'display' ? DISPLAY_ONLY : describeCsvColumn(row.column)),
        },
      ]}
    />
  );
}
