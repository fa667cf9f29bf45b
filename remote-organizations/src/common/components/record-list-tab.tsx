import { useMemo, type ReactNode } from 'react';
import { useNavigate } from '@sdp/shared/router';
import {
  buildPath,
  canAccess,
  errorMessageOf,
  useRoles,
  useYearWritable,
  type CallInput,
  type RouteName,
} from '@sdp/shared';
import { Button, PlusOutlined, SURVEY_TARGET_CLASS_LABELS, SURVEY_TARGET_CLASSES } from '@sdp/shared/ui';
import { Form, labelledOptions } from '@sdp/shared/ui/form';
import { Select } from '@sdp/shared/ui/select';
import { App, ExportButton, useConfirmDelete } from '@sdp/shared/ui/app';
import {
  CellTag,
  CsvUploadButton,
  ListTable,
  type CsvUploadButtonProps,
  type ListResult,
} from '@sdp/shared/ui/list';
import { useQueryClient, type QueryClient } from '@sdp/shared/query';
import type { ListColumn } from '@sdp/shared/ui/list';
import { ClosedYearNotice, YearLock } from '@sdp/shared/ui/closed-year';
import { ListSearchForm, useListSearchProps } from './list-search-form';
import { RowActions } from './row-actions';
import { listQueryOf, useListState, type ListQuery } from '../list-state';
import { tableListOf } from './list-table';
import { targetLabel } from '../format';

/** A record of an organisation kind as its list shows it. */
export interface RecordRow {
  id: number;
  version: number;
  surveyTargetClass: number | null;
  isSurveyRequired: boolean;
}

/** What differs between the kinds a record list tab shows (offices, related companies): all else is one tab. */
export interface RecordListKind<Row extends RecordRow, F extends string, S extends string> {
  /** Names the table and keeps the user's column settings. */
  label: string;
  listId: string;
  /** The kind's noun for the empty text (事業所, 関係会社). */
  noun: string;
  registration: RouteName;
  edit: RouteName;
  /** The kind's rows in the organisation export and upload. */
  exportKind: NonNullable<CallInput<'uploadOrganizations'>['query']>['kind'];
  /** CSVアップロード of the kind: its shared CSV definition, its kept uploads' kind, the dialog's title. */
  upload: Pick<CsvUploadButtonProps, 'definition' | 'uploadKind' | 'title'>;
  /** The query key every list and detail of the kind sits under (invalidated after an upload). */
  queryKey: readonly unknown[];
  filterKeys: readonly F[];
  /** The list's sort keys (the contract's): a sort in the URL outside them is dropped. */
  sortKeys: readonly S[];
  keywordPlaceholder: string;
  /** The kind's own filter fields (Form.Items named by filterKeys), beside year, keyword and 調査対象区分. */
  filterFields: ReactNode;
  useRows: (query: ListQuery<F, S>) => {
    result: ListResult;
    rows: Row[] | undefined;
    total: number | undefined;
  };
  /** Starts the list call of a page before its button's click lands (the same query useRows then reads). */
  prefetchRows: (client: QueryClient, query: ListQuery<F, S>) => Promise<void>;
  useDelete: () => { mutateAsync: (body: { id: number; version: number }) => Promise<unknown> };
  codeOf: (row: Row) => string;
  nameOf: (row: Row) => string;
  /** The kind's own columns, each with its key (the wire's sort key where it sorts). */
  columns: ListColumn<Row>[];
}

/** 組織一覧's tab of one record kind: filters, the shared list table, registration, export, edit and delete. */
export function RecordListTab<Row extends RecordRow, F extends string, S extends string>({
  kind,
}: {
  kind: RecordListKind<Row, F, S>;
}) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const roles = useRoles();
  const confirmDelete = useConfirmDelete();
  const queryClient = useQueryClient();
  const canRegister = canAccess(kind.registration, roles);
  const canEdit = canAccess(kind.edit, roles);
  const { state, update, query } = useListState(kind.filterKeys, kind.sortKeys);
  const { result, rows, total } = kind.useRows(query);
  const remove = kind.useDelete();
  const { reason } = useYearWritable(state.surveyFy);
  // The filter form keeps its props across page changes and sorts, so it is not drawn again.
  const searchProps = useListSearchProps(state, update, { clearOnYear: false });
  const filterFields = useMemo(
    () => (
      <>
        {kind.filterFields}
        <Form.Item name="surveyTargetClass" label="調査対象区分">
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder="すべて"
            options={labelledOptions(SURVEY_TARGET_CLASSES, SURVEY_TARGET_CLASS_LABELS, 'text')}
          />
        </Form.Item>
      </>
    ),
    [kind.filterFields],
  );

  const onDelete = (row: Row) =>
    confirmDelete({
      target: `${kind.nameOf(row)}（${kind.codeOf(row)}）`,
      onConfirm: async () => {
        try {
          await remove.mutateAsync({ id: row.id, version: row.version });
          message.success('削除が完了しました');
        } catch (error) {
          message.error(errorMessageOf(error));
        }
      },
    });

  const columns: ListColumn<Row>[] = [
    ...kind.columns,
    {
      title: '調査対象区分',
      key: 'survey_target_class',
      sorter: true,
      render: (_, row) => targetLabel(row.surveyTargetClass),
    },
    {
      title: '調査要否',
      key: 'is_survey_required',
      render: (_, row) =>
        row.isSurveyRequired ? <CellTag color="green">要</CellTag> : <CellTag>否</CellTag>,
    },
  ];
  if (canEdit || canRegister)
    columns.push({
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 190,
      render: (_, row) => (
        <RowActions
          code={kind.codeOf(row)}
          onEdit={canEdit ? () => navigate(buildPath(kind.edit, { id: row.id })) : undefined}
          onDelete={canRegister ? () => onDelete(row) : undefined}
          lockedReason={reason}
        />
      ),
    });

  return (
    <>
      <ListSearchForm {...searchProps} keywordPlaceholder={kind.keywordPlaceholder}>
        {filterFields}
      </ListSearchForm>
      <ClosedYearNotice surveyFy={state.surveyFy} />
      <ListTable<Row>
        label={kind.label}
        listId={kind.listId}
        list={tableListOf(state, kind.filterKeys, update, (next) =>
          kind.prefetchRows(queryClient, listQueryOf(next)),
        )}
        result={result}
        rows={rows}
        total={total}
        rowKey={(row) => String(row.id)}
        columns={columns}
        emptyText={{
          none: `この年度の${kind.noun}はまだ登録されていません`,
          filtered: `該当する${kind.noun}はありません`,
        }}
        extra={
          <>
            {canRegister ? (
              <YearLock reason={reason}>
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => navigate(buildPath(kind.registration, {}, { survey_fy: state.surveyFy }))}
                >
                  新規登録
                </Button>
                <CsvUploadButton
                  operation="uploadOrganizations"
                  query={{ kind: kind.exportKind }}
                  {...kind.upload}
                  successMessage="一括登録が完了しました"
                  onImported={() => {
                    void queryClient.invalidateQueries({ queryKey: kind.queryKey });
                    void queryClient.invalidateQueries({ queryKey: ['organizations', 'lookups'] });
                  }}
                />
              </YearLock>
            ) : null}
            <ExportButton
              operation="exportOrganizations"
              query={{ surveyFy: state.surveyFy, kind: kind.exportKind }}
            />
          </>
        }
      />
    </>
  );
}
