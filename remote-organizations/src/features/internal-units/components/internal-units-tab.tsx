import { useMemo } from 'react';
import { useNavigate } from '@sdp/shared/router';
import {
  buildPath,
  canAccess,
  errorMessageOf,
  INTERNAL_UNIT_SORT_KEYS,
  useRoles,
  useYearWritable,
} from '@sdp/shared';
import { Button, PlusOutlined } from '@sdp/shared/ui';
import { ClosedYearNotice, YearLock } from '@sdp/shared/ui/closed-year';
import { App, ExportButton, useConfirmDelete } from '@sdp/shared/ui/app';
import { INTERNAL_UNIT_CSV } from '@sdp/shared/domain';
import { useQueryClient } from '@sdp/shared/query';
import { Form } from '@sdp/shared/ui/form';
import { Select } from '@sdp/shared/ui/select';
import { CsvUploadButton, ListTable } from '@sdp/shared/ui/list';
import type { ListColumn } from '@sdp/shared/ui/list';
import { useGroups } from '../../../common/api/lookups';
import { ListSearchForm, useListSearchProps } from '../../../common/components/list-search-form';
import { RowActions } from '../../../common/components/row-actions';
import { tableListOf } from '../../../common/components/list-table';
import { listQueryOf, useListState } from '../../../common/list-state';
import { useDeleteInternalUnit } from '../api/delete-internal-unit';
import {
  INTERNAL_UNIT_FILTER_KEYS,
  internalUnitsQueryOptions,
  useInternalUnits,
  type InternalUnit,
} from '../api/get-internal-units';
import { internalUnitsKey } from '../api/keys';

const FILTERS = INTERNAL_UNIT_FILTER_KEYS;

/** The organisation list without a tab: internal units (group → headquarters → department → section). */
export function InternalUnitsTab() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const roles = useRoles();
  const confirmDelete = useConfirmDelete();
  const canWrite = canAccess('maintenance-organization-registration', roles);
  const { state, update, query } = useListState(FILTERS, INTERNAL_UNIT_SORT_KEYS);
  const list = useInternalUnits(query);
  const groups = useGroups(state.surveyFy);
  const remove = useDeleteInternalUnit();
  const { reason } = useYearWritable(state.surveyFy);
  // The filter form keeps its props across page changes and sorts, so it is not drawn again.
  const searchProps = useListSearchProps(state, update, { clearOnYear: true });
  const groupField = useMemo(
    () => (
      <Form.Item name="groupCode" label="グループ">
        <Select
          allowClear
          style={{ width: 220 }}
          placeholder="すべて"
          options={(groups.data?.groups ?? []).map((group) => ({
            value: group.groupCode,
            label: `${group.groupCode} ${group.groupName}`,
          }))}
        />
      </Form.Item>
    ),
    [groups.data],
  );

  const onDelete = (unit: InternalUnit) =>
    confirmDelete({
      target: unit.sectionCode
        ? `${unit.sectionName}（${unit.sectionCode}）`
        : `${unit.departmentName}（${unit.departmentCode}）`,
      onConfirm: async () => {
        try {
          await remove.mutateAsync({ id: unit.id, version: unit.version });
          message.success('削除が完了しました');
        } catch (error) {
          message.error(errorMessageOf(error));
        }
      },
    });

  const columns: ListColumn<InternalUnit>[] = [
    {
      title: 'グループ',
      key: 'group_code',
      sorter: true,
      render: (_, unit) => `${unit.groupCode} ${unit.groupName}`,
    },
    {
      title: '本部',
      key: 'headquarter_code',
      sorter: true,
      render: (_, unit) => `${unit.headquarterCode} ${unit.headquarterName}`,
    },
    {
      title: '部コード',
      dataIndex: 'departmentCode',
      key: 'department_code',
      sorter: true,
    },
    { title: '部名', dataIndex: 'departmentName', key: 'department_name' },
    {
      title: '課コード',
      dataIndex: 'sectionCode',
      key: 'section_code',
      render: (value: string | null) => value ?? '－',
    },
    {
      title: '課名',
      dataIndex: 'sectionName',
      key: 'section_name',
      render: (value: string | null) => value ?? '－',
    },
  ];
  if (canWrite)
    columns.push({
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 190,
      render: (_, unit) => (
        <RowActions
          code={unit.sectionCode ?? unit.departmentCode}
          onEdit={() => navigate(buildPath('maintenance-organization-edit-id', { id: unit.id }))}
          onDelete={() => onDelete(unit)}
          lockedReason={reason}
        />
      ),
    });

  return (
    <>
      <ListSearchForm {...searchProps} keywordPlaceholder="部・課のコードまたは名称">
        {groupField}
      </ListSearchForm>
      <ClosedYearNotice surveyFy={state.surveyFy} />
      <ListTable<InternalUnit>
        label="社内組織一覧"
        listId="internal-units"
        list={tableListOf(state, FILTERS, update, (next) =>
          queryClient.prefetchQuery(internalUnitsQueryOptions(listQueryOf(next))),
        )}
        result={list}
        rows={list.data?.organizations}
        total={list.data?.total}
        rowKey="id"
        columns={columns}
        emptyText={{
          none: 'この年度の社内組織はまだ登録されていません',
          filtered: '該当する社内組織はありません',
        }}
        extra={
          <>
            {canWrite ? (
              <YearLock reason={reason}>
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() =>
                    navigate(
                      buildPath('maintenance-organization-registration', {}, { survey_fy: state.surveyFy }),
                    )
                  }
                >
                  新規登録
                </Button>
                <CsvUploadButton
                  operation="uploadOrganizations"
                  definition={INTERNAL_UNIT_CSV}
                  uploadKind="internal_unit"
                  title="社内組織の一括登録"
                  successMessage="一括登録が完了しました"
                  onImported={() => {
                    void queryClient.invalidateQueries({ queryKey: internalUnitsKey });
                    void queryClient.invalidateQueries({ queryKey: ['organizations', 'lookups'] });
                  }}
                />
              </YearLock>
            ) : null}
            <ExportButton
              operation="exportOrganizations"
              query={{ surveyFy: state.surveyFy, kind: 'internal' }}
            />
          </>
        }
      />
    </>
  );
}
