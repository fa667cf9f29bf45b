import { Alert, Table } from 'antd';
import { formatNumber, MAX_LISTED_WARNINGS, QUALITY_WARNING_LABELS } from '@sdp/shared/domain';
import { Heading, Text } from '@sdp/shared/ui';
import { ONE_LINE } from './cell-styles';
import { warningCountOf } from './upload-summary';
import type { UploadAnswer } from './use-csv-upload';

type Warning = NonNullable<UploadAnswer['warnings']>[number];

const TITLE = '前年度比の警告';

/** 「+31%」「-100%」: the sign always shown, the figure as every list shows a quantity. */
const changeText = (percent: number): string => `${percent > 0 ? '+' : ''}${formatNumber(percent)}%`;

/**
 * The checked file's quality warnings (DESIGN.md §8 "Quality warnings on results"): values that moved more than
 * ±30 % from last year or fell to zero. They never block; registering the file asks what was checked.
 */
export default function QualityWarnings({ answer }: { answer: UploadAnswer }) {
  const count = warningCountOf(answer);
  if (count === 0) return null;
  const warnings = answer.warnings ?? [];
  return (
    <section aria-label={TITLE} style={{ marginTop: 12 }}>
      <Alert
        type="warning"
        showIcon
        title={`${TITLE}が${formatNumber(count)}件あります`}
        description="警告があっても登録できます。登録するときに、確認した内容の入力が必要です。"
        style={{ marginBottom: 8 }}
      />
      <Heading level={5} style={{ marginBottom: 4 }}>
        {TITLE}（{formatNumber(count)}件）
      </Heading>
      <div style={{ maxHeight: 320, overflow: 'auto' }}>
        <Table<Warning>
          size="small"
          aria-label={TITLE}
          rowKey="key"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={warnings}
          columns={[
            {
              key: 'code',
              title: '区分',
              render: (_, w) => QUALITY_WARNING_LABELS[w.code],
              onCell: () => ONE_LINE,
            },
            {
              key: 'key',
              title: 'キー',
              render: (_, w) => (w.line === null ? w.label : `${formatNumber(w.line)}行目：${w.label}`),
            },
            { key: 'previous', title: '前年度', align: 'right', render: (_, w) => formatNumber(w.previous) },
            { key: 'current', title: '今年度', align: 'right', render: (_, w) => formatNumber(w.current) },
            { key: 'change', title: '増減率', align: 'right', render: (_, w) => changeText(w.changePercent) },
          ]}
        />
      </div>
      {count > warnings.length ? (
        <Text type="secondary">
          先頭{formatNumber(Math.min(warnings.length, MAX_LISTED_WARNINGS))}件を表示しています（ほか
          {formatNumber(count - warnings.length)}件）
        </Text>
      ) : null}
    </section>
  );
}
