import { errorMessageOf, findRoute } from '@sdp/shared';
import { Alert, Flex, PageHeader, EmptyText } from '@sdp/shared/ui';
import { ExportButton } from '@sdp/shared/ui/app';
import { CsvUploadButton } from '@sdp/shared/ui/csv-upload';
import { SUPPLIER_CSV } from '@sdp/shared/domain';
import { useQueryClient } from '@sdp/shared/query';
import { Form } from '@sdp/shared/ui/form';
import { Select } from '@sdp/shared/ui/select';
import { Table, type TableColumnsType } from '@sdp/shared/ui/table';
import { useDepartments } from '../../../common/api/lookups';
import { ListSearchForm } from '../../../common/components/list-search-form';
import { listTableProps, sortOrderOf } from '../../../common/components/list-table';
import { useListState } from '../../../common/list-state';
import { SurveyYearsGate } from '@sdp/shared/ui/select';
import { suppliersKey, useSuppliers, type Supplier } from '../api/suppliers';

const TITLE = findRoute('maintenance-client-list').title;
const FILTERS = ['departmentCode', 'keyword'] as const;
const amountFormat = new Intl.NumberFormat('ja-JP');

/** 取引先一覧: suppliers per survey year and department, with CSV upload (replaces the year) and export. */
export default function ClientListPage() {
  return (
    <>
      <PageHeader title={TITLE} />
      <SurveyYearsGate>{() => <ClientList />}</SurveyYearsGate>
    </>
  );
}

function ClientList() {
  const { state, update, query } = useListState(FILTERS);
  const queryClient = useQueryClient();
  const list = useSuppliers(query);
  const departments = useDepartments(state.surveyFy, {});

  const columns: TableColumnsType<Supplier> = [
    {
      title: '取引先コード',
      dataIndex: 'supplierCode',
      key: 'supplier_code',
      sorter: true,
      sortOrder: sortOrderOf(state, 'supplier_code'),
    },
    {
      title: '取引先会社名（全角）',
      dataIndex: 'supplierCompanyNameFullWidth',
      key: 'supplier_company_name_full_width',
      sorter: true,
      sortOrder: sortOrderOf(state, 'supplier_company_name_full_width'),
    },
    { title: '取引先会社名（半角）', dataIndex: 'supplierCompanyNameHalfWidth' },
    { title: '取引先名', dataIndex: 'supplierName' },
    { title: '取引先部署名', dataIndex: 'supplierDepartmentName' },
    { title: '取引先課名', dataIndex: 'supplierSectionName' },
    {
      title: '部',
      key: 'department_code',
      sorter: true,
      sortOrder: sortOrderOf(state, 'department_code'),
      render: (_, row) => [row.departmentCode, row.departmentName].filter(Boolean).join(' '),
    },
    { title: '販売区分', dataIndex: 'salesCategory' },
    {
      title: '取扱高',
      dataIndex: 'handlingAmount',
      key: 'handling_amount',
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf(state, 'handling_amount'),
      render: (value: number | null) => (value === null ? '' : amountFormat.format(value)),
    },
  ];

  return (
    <>
      <ListSearchForm
        surveyFy={state.surveyFy}
        values={{ departmentCode: state.filters.departmentCode, keyword: state.filters.keyword }}
        keywordPlaceholder="取引先コード・会社名"
        onSurveyFyChange={(surveyFy) => update({ surveyFy, page: 1, filters: {} })}
        onSearch={(filters) => update({ filters, page: 1 })}
      >
        <Form.Item name="departmentCode" label="部">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 240 }}
            placeholder="すべて"
            options={(departments.data?.departments ?? []).map((dept) => ({
              value: dept.departmentCode,
              label: `${dept.departmentCode} ${dept.departmentName}`,
            }))}
          />
        </Form.Item>
      </ListSearchForm>
      <Flex justify="flex-end" gap={8} wrap style={{ marginBottom: 12 }}>
        <CsvUploadButton
          path="/suppliers/upload"
          definition={SUPPLIER_CSV}
          title="取引先のアップロード"
          successMessage="ファイルのアップロードが完了しました"
          onImported={() => void queryClient.invalidateQueries({ queryKey: suppliersKey })}
        />
        <ExportButton
          path="/suppliers/export/"
          query={{
            surveyFy: state.surveyFy,
            departmentCode: state.filters.departmentCode,
            keyword: state.filters.keyword,
          }}
        />
      </Flex>
      {list.isError ? (
        <Alert type="error" showIcon title={errorMessageOf(list.error)} style={{ marginBottom: 16 }} />
      ) : null}
      <Table<Supplier>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.suppliers ?? []}
        locale={{ emptyText: <EmptyText>該当する取引先はありません</EmptyText> }}
        scroll={{ x: 'max-content' }}
        {...listTableProps<Supplier, (typeof FILTERS)[number]>(state, list.data?.total ?? 0, update)}
      />
    </>
  );
}
