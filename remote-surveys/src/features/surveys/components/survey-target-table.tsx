import { lazy, Suspense, useState } from 'react';
import { rules } from '@sdp/shared';
import {
  Button,
  Flex,
  LOCATION_TYPE_LABELS,
  SubmitErrorAlert,
  SURVEY_TARGET_CLASS_LABELS,
  SURVEY_TARGET_CLASSES,
  SURVEY_TARGET_KIND_LABELS,
} from '@sdp/shared/ui';
import { Form, toFormRules, labelledOptions } from '@sdp/shared/ui/form';
import { Input } from '@sdp/shared/ui/input';
import { Select } from '@sdp/shared/ui/select';
import { YearLock } from '@sdp/shared/ui/closed-year';
import {
  CellAction,
  CellActions,
  CellSecondary,
  CellStack,
  CellTag,
  ListTable,
  type ListResult,
  type ListTableProps,
} from '@sdp/shared/ui/list';
import type { ListColumn } from '@sdp/shared/ui/list';
import type { TargetRow } from '../api/update-survey-target';
import { rowKeyOf, useTargetEditor, type TargetEditor } from './use-target-editor';

const classLabel = (value: number | null) =>
  value === null ? '未設定' : (SURVEY_TARGET_CLASS_LABELS[value as 1 | 2 | 3] ?? String(value));
const locationLabel = (value: number | null) =>
  value === null ? '' : (LOCATION_TYPE_LABELS[value as 1 | 2] ?? String(value));

const ACTIONS_WIDTH = 170;

// Each cell paints its own background (hover, the pinned column), so the changed-row tint goes on the cells. A field scrolled to by focus (the editor opening,
// Tab) stops clear of the pinned 操作 column instead of under it.
const TABLE_CSS = `.survey-target-changed > td { background: #fff7e6 !important; }
.survey-target-table .sdp-table-body {
  scroll-padding-inline-end: ${ACTIONS_WIDTH + 8}px;
}`;

// Loaded when someone opens a row's 詳細: most visits never do.
const SurveyTargetDrawer = lazy(() => import('./survey-target-drawer'));

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
        ...toFormRules(rules.maxLength(100), rules.multiline),
      ]}
    >
      <Input.TextArea aria-label="対象外理由" maxLength={100} autoSize={{ minRows: 1, maxRows: 3 }} />
    </Form.Item>
  );
}

function columnsOf(
  editor: TargetEditor,
  onDetail: (row: TargetRow) => void,
  lockedReason: string | undefined,
): ListColumn<TargetRow>[] {
  const isEditing = (row: TargetRow) => editor.editingKey === rowKeyOf(row);
  return [
    {
      title: '区分',
      key: 'kind',
      dataIndex: 'kind',
      width: 100,
      // 変更あり sits in the first column, in view however far the table is scrolled (it hid under 操作 further right).
      render: (value: 'office' | 'corp', row) => (
        <CellStack>
          {SURVEY_TARGET_KIND_LABELS[value]}
          {row.changed ? <CellTag color="orange">変更あり</CellTag> : null}
        </CellStack>
      ),
    },
    {
      title: '本部',
      key: 'headquarter_code',
      sorter: true,
      render: (_, row) => [row.headquarterCode, row.headquarterName].filter(Boolean).join(' '),
    },
    {
      title: '部',
      key: 'department_code',
      sorter: true,
      render: (_, row) => [row.departmentCode, row.departmentName].filter(Boolean).join(' '),
    },
    { title: 'コード', key: 'company_code', dataIndex: 'companyCode', sorter: true },
    { title: '名称', key: 'company_name', dataIndex: 'companyName' },
    {
      title: '国',
      key: 'country_code',
      sorter: true,
      render: (_, row) => row.countryName ?? row.countryCode,
    },
    { title: '事業内容', key: 'business_content', dataIndex: 'businessContent' },
    {
      title: '今年度調査対象区分',
      key: 'curr_survey_target_class',
      sorter: true,
      // Wide enough that the editing select and its message do not wrap into a sliver.
      width: 220,
      render: (_, row) =>
        isEditing(row) ? (
          <Form.Item
            name="surveyTargetClass"
            style={{ margin: 0 }}
            rules={toFormRules(rules.requiredSelect('調査対象区分'))}
          >
            <Select
              // Focus brings the editor into view (clear of 操作, TABLE_CSS) on a table wider than the page.
              autoFocus
              aria-label="調査対象区分"
              options={labelledOptions(SURVEY_TARGET_CLASSES, SURVEY_TARGET_CLASS_LABELS)}
            />
          </Form.Item>
        ) : (
          classLabel(row.currSurveyTargetClass)
        ),
    },
    {
      title: '今年度所在地区分',
      key: 'curr_location_type',
      dataIndex: 'currLocationType',
      render: locationLabel,
    },
    {
      title: '前年度調査対象区分',
      key: 'prev_survey_target_class',
      dataIndex: 'prevSurveyTargetClass',
      render: (value: number | null) => <CellSecondary>{classLabel(value)}</CellSecondary>,
    },
    {
      title: '前年度所在地区分',
      key: 'prev_location_type',
      dataIndex: 'prevLocationType',
      render: locationLabel,
    },
    {
      title: '対象外理由',
      key: 'exclusion_reason',
      width: 260,
      render: (_, row) => (isEditing(row) ? <ExclusionReasonField /> : row.exclusionReason),
    },
    {
      title: '備考',
      key: 'notes',
      width: 260,
      render: (_, row) =>
        isEditing(row) ? (
          <Form.Item
            name="notes"
            style={{ margin: 0 }}
            rules={toFormRules(rules.maxLength(100), rules.multiline)}
          >
            <Input.TextArea aria-label="備考" maxLength={100} autoSize={{ minRows: 1, maxRows: 3 }} />
          </Form.Item>
        ) : (
          row.notes
        ),
    },
    {
      title: '操作',
      key: 'edit',
      fixed: 'right',
      width: ACTIONS_WIDTH,
      render: (_, row) =>
        isEditing(row) ? (
          // Keyed apart: React would otherwise reuse 編集's button, loading state and all, as 保存.
          <Flex key="editing" gap={4}>
            <Button size="small" type="primary" loading={editor.saving} onClick={editor.submit}>
              保存
            </Button>
            <Button size="small" onClick={editor.cancel}>
              キャンセル
            </Button>
          </Flex>
        ) : (
          <CellActions key="viewing">
            <YearLock reason={lockedReason}>
              {/* The row being opened alone mounts antd's Button, for its spinner. */}
              {editor.opening === rowKeyOf(row) ? (
                <Button size="small" loading>
                  編集
                </Button>
              ) : (
                <CellAction
                  disabled={lockedReason !== undefined || editor.editingKey !== null}
                  onClick={() => editor.open(row)}
                >
                  編集
                </CellAction>
              )}
            </YearLock>
            <CellAction link aria-haspopup="dialog" onClick={() => onDetail(row)}>
              詳細
            </CellAction>
          </CellActions>
        ),
    },
  ];
}

/**
 * Survey targets with this and last year's class on the list pattern of every list (sort, page size, 全N件中, column
 * settings, error and empty states); a row's class, exclusion reason and notes edit in place, and 詳細 shows the row
 * read-only in a drawer over the list.
 */
export function SurveyTargetTable({
  list,
  result,
  rows,
  total,
  extra,
  lockedReason,
}: {
  list: ListTableProps<TargetRow>['list'];
  result: ListResult;
  rows: TargetRow[] | undefined;
  total: number | undefined;
  extra?: ListTableProps<TargetRow>['extra'];
  /** A closed year (useYearWritable's reason): rows show, nothing edits. */
  lockedReason?: string | undefined;
}) {
  const editor = useTargetEditor();
  const [detail, setDetail] = useState<TargetRow | null>(null);
  return (
    <>
      <style>{TABLE_CSS}</style>
      <SubmitErrorAlert error={editor.error} onReload={editor.reload} />
      <Form form={editor.form} component={false}>
        {editor.leaveHolder}
        <div className="survey-target-table">
          <ListTable<TargetRow>
            label="調査対象一覧"
            listId="survey-targets"
            size="small"
            list={list}
            result={result}
            rows={rows}
            total={total}
            rowKey={rowKeyOf}
            rowClassName={(row) => (row.changed ? 'survey-target-changed' : '')}
            columns={columnsOf(editor, setDetail, lockedReason)}
            emptyText={{
              none: 'この年度の調査対象はまだありません',
              filtered: '検索条件に一致する調査対象はありません',
            }}
            extra={extra}
          />
        </div>
      </Form>
      {detail ? (
        <Suspense fallback={null}>
          <SurveyTargetDrawer row={detail} onClose={() => setDetail(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
