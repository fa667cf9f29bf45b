import { useNavigate } from '@sdp/shared/router';
import { buildPath, canAccess, errorMessageOf, useRoles } from '@sdp/shared';
import {
  Alert,
  Button,
  DeleteOutlined,
  EditOutlined,
  Flex,
  OFFICE_CLASS_LABELS,
  OFFICE_CLASSES,
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
import { useListState } from '../../../common/list-state';
import { targetLabel } from '../../../common/format';
import { useDeleteOffice } from '../api/delete-office';
import { useOffices, type Office } from '../api/get-offices';

const FILTERS = ['officeClass', 'surveyTargetClass', 'keyword'] as const;

/** 組織一覧 ?tab=office: offices of a survey year. */
export function OfficesTab() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const roles = useRoles();
  const confirmDelete = useConfirmDelete();
  const canRegister = canAccess('maintenance-organization-office-registration', roles);
  const canEdit = canAccess('maintenance-organization-office-edit-id', roles);
  const { state, update, query } = useListState(FILTERS);
  const list = useOffices(query);
  const remove = useDeleteOffice();

  const onDelete = (office: Office) =>
    confirmDelete({
      target: `${office.officeName}（${office.officeCode}）`,
      onConfirm: async () => {
        try {
          await remove.mutateAsync({ id: office.id, version: office.version });
          message.success('削除が完了しました');
        } catch (error) {
          message.error(errorMessageOf(error));
        }
      },
    });

  const columns: TableColumnsType<Office> = [
    {
      title: '事業所コード',
      dataIndex: 'officeCode',
      key: 'office_code',
      sorter: true,
      sortOrder: sortOrderOf(state, 'office_code'),
    },
    {
      title: '事業所名',
      dataIndex: 'officeName',
      key: 'office_name',
      sorter: true,
      sortOrder: sortOrderOf(state, 'office_name'),
    },
    {
      title: '事業所区分',
      dataIndex: 'officeClassName',
      key: 'office_class',
      sorter: true,
      sortOrder: sortOrderOf(state, 'office_class'),
    },
    { title: '国内／海外', dataIndex: 'internalExternalClass' },
    {
      title: '統括本部',
      key: 'supervision_code',
      sorter: true,
      sortOrder: sortOrderOf(state, 'supervision_code'),
      render: (_, office) => `${office.supervisionCode} ${office.supervisionName}`,
    },
    {
      title: '管理部',
      key: 'admin_code',
      sorter: true,
      sortOrder: sortOrderOf(state, 'admin_code'),
      render: (_, office) => `${office.adminCode} ${office.adminName}`,
    },
    {
      title: '調査対象区分',
      key: 'survey_target_class',
      sorter: true,
      sortOrder: sortOrderOf(state, 'survey_target_class'),
      render: (_, office) => targetLabel(office.surveyTargetClass),
    },
    {
      title: '調査要否',
      key: 'is_survey_required',
      render: (_, office) => (office.isSurveyRequired ? <Tag color="green">要</Tag> : <Tag>否</Tag>),
    },
  ];
  if (canEdit || canRegister)
    columns.push({
      title: '操作',
      key: 'actions',
      width: 190,
      render: (_, office) => (
        <Space>
          {canEdit ? (
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={`${office.officeCode}を編集`}
              onClick={() =>
                navigate(buildPath('maintenance-organization-office-edit-id', { id: office.id }))
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
              aria-label={`${office.officeCode}を削除`}
              onClick={() => onDelete(office)}
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
          officeClass: state.filters.officeClass,
          surveyTargetClass: state.filters.surveyTargetClass,
          keyword: state.filters.keyword,
        }}
        keywordPlaceholder="事業所コード・名称"
        onSurveyFyChange={(surveyFy) => update({ surveyFy, page: 1 })}
        onSearch={(filters) => update({ filters, page: 1 })}
      >
        <Form.Item name="officeClass" label="事業所区分">
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder="すべて"
            options={OFFICE_CLASSES.map((value) => ({
              value: String(value),
              label: OFFICE_CLASS_LABELS[value],
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
                buildPath('maintenance-organization-office-registration', {}, { survey_fy: state.surveyFy }),
              )
            }
          >
            新規登録
          </Button>
        ) : null}
        <ExportButton
          path="/organizations/info/export"
          query={{ surveyFy: state.surveyFy, kind: 'office' }}
        />
      </Flex>
      {list.isError ? (
        <Alert type="error" showIcon title={errorMessageOf(list.error)} style={{ marginBottom: 16 }} />
      ) : null}
      <Table<Office>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.offices ?? []}
        locale={{ emptyText: '該当する事業所はありません' }}
        scroll={{ x: 'max-content' }}
        {...listTableProps<Office, (typeof FILTERS)[number]>(state, list.data?.total ?? 0, update)}
      />
    </>
  );
}
