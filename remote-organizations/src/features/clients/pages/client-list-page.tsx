import { useMemo } from 'react';
import { findRoute, SUPPLIER_SORT_KEYS, useYearWritable } from '@sdp/shared';
import { PageHeader } from '@sdp/shared/ui';
import { ExportButton } from '@sdp/shared/ui/app';
import { formatNumber, SUPPLIER_CSV } from '@sdp/shared/domain';
import { useQueryClient } from '@sdp/shared/query';
import { Form } from '@sdp/shared/ui/form';
import { Select } from '@sdp/shared/ui/select';
import { CsvUploadButton, ListTable } from '@sdp/shared/ui/list';
import type { ListColumn } from '@sdp/shared/ui/list';
import { useDepartments } from '../../../common/api/lookups';
import { ListSearchForm, useListSearchProps } from '../../../common/components/list-search-form';
import { tableListOf } from '../../../common/components/list-table';
import { listQueryOf, useListState } from '../../../common/list-state';
import { SurveyYearsGate } from '@sdp/shared/ui/select';
import { ClosedYearNotice, YearLock } from '@sdp/shared/ui/closed-year';
import {
  SUPPLIER_FILTER_KEYS,
  suppliersKey,
  suppliersQueryOptions,
  useSuppliers,
  type Supplier,
} from '../api/suppliers';

const TITLE = findRoute('maintenance-client-list').title;
const FILTERS = SUPPLIER_FILTER_KEYS;

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
  const { state, update, query } = useListState(FILTERS, SUPPLIER_SORT_KEYS);
  const queryClient = useQueryClient();
  const list = useSuppliers(query);
  const departments = useDepartments(state.surveyFy, {});
  const { reason } = useYearWritable(state.surveyFy);
  // The filter form keeps its props across page changes and sorts, so it is not drawn again.
  const searchProps = useListSearchProps(state, update, { clearOnYear: true });
  const departmentField = useMemo(
    () => (
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
    ),
    [departments.data],
  );

  const columns: ListColumn<Supplier>[] = [
    {
      title: '取引先コード',
      dataIndex: 'supplierCode',
      key: 'supplier_code',
      sorter: true,
    },
    {
      title: '取引先会社名（全角）',
      dataIndex: 'supplierCompanyNameFullWidth',
      key: 'supplier_company_name_full_width',
      sorter: true,
    },
    {
      title: '取引先会社名（半角）',
      key: 'supplier_company_name_half_width',
      dataIndex: 'supplierCompanyNameHalfWidth',
    },
    { title: '取引先名', key: 'supplier_name', dataIndex: 'supplierName' },
    { title: '取引先部署名', key: 'supplier_department_name', dataIndex: 'supplierDepartmentName' },
    { title: '取引先課名', key: 'supplier_section_name', dataIndex: 'supplierSectionName' },
    {
      title: '部',
      key: 'department_code',
      sorter: true,
      render: (_, row) => [row.departmentCode, row.departmentName].filter(Boolean).join(' '),
    },
    { title: '販売区分', key: 'sales_category', dataIndex: 'salesCategory' },
    {
      title: '取扱高',
      dataIndex: 'handlingAmount',
      key: 'handling_amount',
      align: 'right',
      sorter: true,
      render: formatNumber,
    },
  ];

  return (
    <>
      <ListSearchForm {...searchProps} keywordPlaceholder="取引先コード・会社名">
        {departmentField}
      </ListSearchForm>
      <ClosedYearNotice surveyFy={state.surveyFy} />
      <ListTable<Supplier>
        label="取引先一覧"
        listId="suppliers"
        list={tableListOf(state, FILTERS, update, (next) =>
          queryClient.prefetchQuery(suppliersQueryOptions(listQueryOf(next))),
        )}
        result={list}
        rows={list.data?.suppliers}
        total={list.data?.total}
        rowKey="id"
        columns={columns}
        emptyText={{
          none: 'この年度の取引先はまだありません',
          filtered: '該当する取引先はありません',
        }}
        extra={
          <>
            <YearLock reason={reason}>
              <CsvUploadButton
                operation="uploadSuppliers"
                definition={SUPPLIER_CSV}
                uploadKind="supplier"
                title="取引先のアップロード"
                successMessage="ファイルのアップロードが完了しました"
                onImported={() => void queryClient.invalidateQueries({ queryKey: suppliersKey })}
              />
            </YearLock>
            <ExportButton
              operation="exportSuppliers"
              query={{
                surveyFy: state.surveyFy,
                departmentCode: state.filters.departmentCode,
                keyword: state.filters.keyword,
              }}
            />
          </>
        }
      />
    </>
  );
}
