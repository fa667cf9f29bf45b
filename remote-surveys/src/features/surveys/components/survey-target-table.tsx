import { Link } from '@sdp/shared/router';
import { buildPath, rules } from '@sdp/shared';
import {
  Button,
  Flex,
  LOCATION_TYPE_LABELS,
  SURVEY_TARGET_CLASS_LABELS,
  SURVEY_TARGET_CLASSES,
  SURVEY_TARGET_KIND_LABELS,
  SubmitErrorAlert,
  Tag,
} from '@sdp/shared/ui';
import { Form, toFormRules } from '@sdp/shared/ui/form';
import { Input } from '@sdp/shared/ui/input';
import { Select } from '@sdp/shared/ui/select';
import { Table, type TableColumnsType } from '@sdp/shared/ui/table';
import { Typography } from '@sdp/shared/ui/typography';
import type { TargetRow } from '../api/update-survey-target';
import { rowKeyOf, useTargetEditor, type TargetEditor } from './use-target-editor';

const classLabel = (value: number | null) =>
  value === null ? '未設定' : (SURVEY_TARGET_CLASS_LABELS[value as 1 | 2 | 3] ?? String(value));
const locationLabel = (value: number | null) =>
  value === null ? '' : (LOCATION_TYPE_LABELS[value as 1 | 2] ?? String(value));

// antd paints each cell, so the changed-row tint goes on the cells.
const CHANGED_ROW_CSS = '.survey-target-changed > td { background: #fff7e6 !important; }';

const REASON_REQUIRED = rules.required('対象外理由');

/** Required only when the row is set to 調査対象外 (the server checks the same). */
function ExclusionReasonField() {
  return (
    <Form.Item
      name="exclusionReason"
      style={{ margin: 0 }}
      dependencies={['surveyTargetClass']}
      rules={[
        ({ getFieldValue }) => ({
          validator: (_, value: string | undefined) =>
            getFieldValue('surveyTargetClass') === 3 && !value?.trim()
              ? Promise.reject(new Error(REASON_REQUIRED.message))
              : Promise.resolve(),
        }),
        ...toFormRules(rules.maxLength(100)),
      ]}
    >
      <Input aria-label="対象外理由" maxLength={100} />
    </Form.Item>
  );
}

function columnsOf(editor: TargetEditor): TableColumnsType<TargetRow> {
  const isEditing = (row: TargetRow) => editor.editingKey === rowKeyOf(row);
  return [
    {
      title: '区分',
      dataIndex: 'kind',
      width: 90,
      render: (value: 'office' | 'corp') => SURVEY_TARGET_KIND_LABELS[value],
    },
    {
      title: '本部',
      key: 'hq',
      render: (_, row) => [row.headquarterCode, row.headquarterName].filter(Boolean).join(' '),
    },
    {
      title: '部',
      key: 'dept',
      render: (_, row) => [row.departmentCode, row.departmentName].filter(Boolean).join(' '),
    },
    { title: 'コード', dataIndex: 'companyCode' },
    { title: '名称', dataIndex: 'companyName' },
    { title: '国', key: 'country', render: (_, row) => row.countryName ?? row.countryCode },
    { title: '事業内容', dataIndex: 'businessContent' },
    {
      title: '今年度調査対象区分',
      key: 'curr',
      width: 200,
      render: (_, row) =>
        isEditing(row) ? (
          <Form.Item
            name="surveyTargetClass"
            style={{ margin: 0 }}
            rules={toFormRules(rules.requiredSelect('調査対象区分'))}
          >
            <Select
              aria-label="調査対象区分"
              options={SURVEY_TARGET_CLASSES.map((value) => ({
                value,
                label: SURVEY_TARGET_CLASS_LABELS[value],
              }))}
            />
          </Form.Item>
        ) : (
          <>
            {classLabel(row.currSurveyTargetClass)}
            {row.changed ? (
              <Tag color="orange" style={{ marginLeft: 8 }}>
                変更あり
              </Tag>
            ) : null}
          </>
        ),
    },
    { title: '今年度所在地区分', dataIndex: 'currLocationType', render: locationLabel },
    {
      title: '前年度調査対象区分',
      dataIndex: 'prevSurveyTargetClass',
      render: (value: number | null) => (
        <Typography.Text type="secondary">{classLabel(value)}</Typography.Text>
      ),
    },
    { title: '前年度所在地区分', dataIndex: 'prevLocationType', render: locationLabel },
    {
      title: '対象外理由',
      key: 'exclusionReason',
      width: 200,
      render: (_, row) => (isEditing(row) ? <ExclusionReasonField /> : row.exclusionReason),
    },
    {
      title: '備考',
      key: 'notes',
      width: 200,
      render: (_, row) =>
        isEditing(row) ? (
          <Form.Item name="notes" style={{ margin: 0 }} rules={toFormRules(rules.maxLength(100))}>
            <Input aria-label="備考" maxLength={100} />
          </Form.Item>
        ) : (
          row.notes
        ),
    },
    {
      title: '操作',
      key: 'edit',
      fixed: 'right',
      width: 150,
      render: (_, row) =>
        isEditing(row) ? (
          <Flex gap={4}>
            <Button size="small" type="primary" loading={editor.saving} onClick={editor.submit}>
              保存
            </Button>
            <Button size="small" onClick={editor.cancel}>
              キャンセル
            </Button>
          </Flex>
        ) : (
          <Flex gap={8} align="center">
            <Button
              size="small"
              disabled={editor.editingKey !== null}
              loading={editor.opening === rowKeyOf(row)}
              onClick={() => editor.open(row)}
            >
              編集
            </Button>
            <Link
              to={buildPath(
                row.kind === 'office'
                  ? 'maintenance-organization-office-edit-id'
                  : 'maintenance-organization-consolidated-edit-id',
                { id: row.id },
              )}
            >
              詳細
            </Link>
          </Flex>
        ),
    },
  ];
}

/** Survey targets with this and last year's class; a row's class, exclusion reason and notes edit in place. */
export function SurveyTargetTable({
  rows,
  loading,
  total,
  page,
  perPage,
  onPage,
}: {
  rows: TargetRow[];
  loading: boolean;
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
}) {
  const editor = useTargetEditor();
  return (
    <>
      <style>{CHANGED_ROW_CSS}</style>
      <SubmitErrorAlert error={editor.error} onReload={editor.reload} />
      <Form form={editor.form} component={false}>
        <Table<TargetRow>
          aria-label="調査対象一覧"
          size="small"
          rowKey={rowKeyOf}
          loading={loading}
          dataSource={rows}
          rowClassName={(row) => (row.changed ? 'survey-target-changed' : '')}
          scroll={{ x: 1600 }}
          pagination={{
            current: page,
            pageSize: perPage,
            total,
            onChange: onPage,
            showSizeChanger: false,
            showTotal: (count) => `${count}件`,
          }}
          columns={columnsOf(editor)}
        />
      </Form>
    </>
  );
}
