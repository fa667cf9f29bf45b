import { useNavigate } from '@sdp/shared/router';
import { buildPath, canAccess, errorMessageOf, useRoles } from '@sdp/shared';
import {
  Alert,
  Button,
  DeleteOutlined,
  EditOutlined,
  Flex,
  INTERNAL_EXTERNAL_CLASS_CODES,
  INTERNAL_EXTERNAL_CLASS_LABELS,
  PlusOutlined,
  Space,
  SURVEY_TARGET_CLASS_LABELS,
  SURVEY_TARGET_CLASSES,
  Tag,
} from '@sdp/shared/ui';
import { App, ExportButton, useConfirmDelete } from '@sdp/shared/ui/app';
import { Form } from '@sdp/shared/ui/form';
import { Select } from '@sdp/shared/ui/select';
import { Table, type TableColumnsType } from '@sdp/shared/ui/table';
import { ListSearchForm } from '../../../common/components/list-search-form';
import { listTableProps, sortOrderOf } from '../../../common/components/list-table';
import { targetLabel } from '../../../common/format';
import { useListState } from '../../../common/list-state';
import { useDeleteCorporation } from '../api/delete-corporation';
import { useCorporations, type Corporation } from '../api/get-corporations';

const FILTERS = ['internalExternalClassCode', 'surveyTargetClass', 'keyword'] as const;

/** 組織一覧 ?tab=consolidated: related companies of a survey year. */
export function CorporationsTab() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const roles = useRoles();
  const confirmDelete = useConfirmDelete();
  const canRegister = canAccess('maintenance-organization-consolidated-registration', roles);
  const canEdit = canAccess('maintenance-organization-consolidated-edit-id', roles);
  const { state, update, query } = useListState(FILTERS);
  const list = useCorporations(query);
  const remove = useDeleteCorporation();

  const onDelete = (corp: Corporation) =>
    confirmDelete({
      target: `${corp.companyName}（${corp.companyCode}）`,
      onConfirm: async () => {
        try {
          await remove.mutateAsync({ id: corp.id, version: corp.version });
          message.success('削除が完了しました');
        } catch (error) {
          message.error(errorMessageOf(error));
        }
      },
    });

  const columns: TableColumnsType<Corporation> = [
    {
      title: '会社コード',
      dataIndex: 'companyCode',
      key: 'company_code',
      sorter: true,
      sortOrder: sortOrderOf(state, 'company_code'),
    },
    {
      title: '会社名',
      dataIndex: 'companyName',
      key: 'company_name',
      sorter: true,
      sortOrder: sortOrderOf(state, 'company_name'),
    },
    { title: '国内／海外', dataIndex: 'internalExternalClassName' },
    { title: '連結区分', dataIndex: 'consolidationClassName' },
    {
      title: '国',
      key: 'country_code',
      sorter: true,
      sortOrder: sortOrderOf(state, 'country_code'),
      render: (_, corp) => corp.countryName || corp.countryCode,
    },
    {
      title: '主管部',
      dataIndex: 'departmentCode',
      key: 'department_code',
      sorter: true,
      sortOrder: sortOrderOf(state, 'department_code'),
    },
    { title: '事業内容', dataIndex: 'businessContent', render: (value: string | null) => value ?? '－' },
    {
      title: '調査対象区分',
      key: 'survey_target_class',
      sorter: true,
      sortOrder: sortOrderOf(state, 'survey_target_class'),
      render: (_, corp) => targetLabel(corp.surveyTargetClass),
    },
    {
      title: '調査要否',
      key: 'is_survey_required',
      render: (_, corp) => (corp.isSurveyRequired ? <Tag color="green">要</Tag> : <Tag>否</Tag>),
    },
  ];
  if (canEdit || canRegister)
    columns.push({
      title: '操作',
      key: 'actions',
      width: 190,
      render: (_, corp) => (
        <Space>
          {canEdit ? (
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={`${corp.companyCode}を編集`}
              onClick={() =>
                navigate(buildPath('maintenance-organization-consolidated-edit-id', { id: corp.id }))
              }
            >
              編集
            </Button>
          ) : null}
          {canRegister ? (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${corp.companyCode}を削除`}
              onClick={() => onDelete(corp)}
            >
              削除
            </Button>
          ) : null}
        </Space>
      ),
    });

  return (
    <>
      <ListSearchForm
        surveyFy={state.surveyFy}
        values={{
          internalExternalClassCode: state.filters.internalExternalClassCode,
          surveyTargetClass: state.filters.surveyTargetClass,
          keyword: state.filters.keyword,
        }}
        keywordPlaceholder="会社コード・会社名"
        onSurveyFyChange={(surveyFy) => update({ surveyFy, page: 1 })}
        onSearch={(filters) => update({ filters, page: 1 })}
      >
        <Form.Item name="internalExternalClassCode" label="国内／海外">
          <Select
            allowClear
            style={{ width: 120 }}
            placeholder="すべて"
            options={INTERNAL_EXTERNAL_CLASS_CODES.map((value) => ({
              value,
              label: INTERNAL_EXTERNAL_CLASS_LABELS[value],
            }))}
          />
        </Form.Item>
        <Form.Item name="surveyTargetClass" label="調査対象区分">
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder="すべて"
            options={SURVEY_TARGET_CLASSES.map((value) => ({
              value: String(value),
              label: SURVEY_TARGET_CLASS_LABELS[value],
            }))}
          />
        </Form.Item>
      </ListSearchForm>
      <Flex justify="flex-end" gap={8} wrap style={{ marginBottom: 12 }}>
        {canRegister ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() =>
              navigate(
                buildPath(
                  'maintenance-organization-consolidated-registration',
                  {},
                  { survey_fy: state.surveyFy },
                ),
              )
            }
          >
            新規登録
          </Button>
        ) : null}
        <ExportButton path="/organizations/info/export" query={{ surveyFy: state.surveyFy, kind: 'corp' }} />
      </Flex>
      {list.isError ? (
        <Alert type="error" showIcon title={errorMessageOf(list.error)} style={{ marginBottom: 16 }} />
      ) : null}
      <Table<Corporation>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.corporations ?? []}
        locale={{ emptyText: '該当する関係会社はありません' }}
        scroll={{ x: 'max-content' }}
        {...listTableProps<Corporation, (typeof FILTERS)[number]>(state, list.data?.total ?? 0, update)}
      />
    </>
  );
}
