import { corporationsKey } from '../api/keys';
import { CORPORATION_SORT_KEYS } from '@sdp/shared';
import { INTERNAL_EXTERNAL_CLASS_CODES, INTERNAL_EXTERNAL_CLASS_LABELS } from '@sdp/shared/ui';
import { Form, labelledOptions } from '@sdp/shared/ui/form';
import { Select } from '@sdp/shared/ui/select';
import { RecordListTab, type RecordListKind } from '../../../common/components/record-list-tab';
import { useDeleteCorporation } from '../api/delete-corporation';
import {
  CORPORATION_FILTER_KEYS,
  corporationsQueryOptions,
  useCorporations,
  type Corporation,
  type CorporationListQuery,
} from '../api/get-corporations';

const CORPORATIONS: RecordListKind<
  Corporation,
  'internalExternalClassCode' | 'surveyTargetClass' | 'keyword',
  (typeof CORPORATION_SORT_KEYS)[number]
> = {
  label: '関係会社一覧',
  listId: 'organization-corporations',
  noun: '関係会社',
  registration: 'maintenance-organization-consolidated-registration',
  edit: 'maintenance-organization-consolidated-edit-id',
  exportKind: 'corp',
  upload: {
    definition: () => import('@sdp/shared/domain').then((domain) => domain.CORPORATION_CSV),
    uploadKind: 'corporation',
    title: '関係会社の一括登録',
  },
  queryKey: corporationsKey,
  filterKeys: CORPORATION_FILTER_KEYS,
  sortKeys: CORPORATION_SORT_KEYS,
  keywordPlaceholder: '会社コード・会社名',
  filterFields: (
    <Form.Item name="internalExternalClassCode" label="国内／海外">
      <Select
        allowClear
        style={{ width: 120 }}
        placeholder="すべて"
        options={labelledOptions(INTERNAL_EXTERNAL_CLASS_CODES, INTERNAL_EXTERNAL_CLASS_LABELS)}
      />
    </Form.Item>
  ),
  useRows: (query) => {
    // The class code is the URL's text as it is: the server refuses one it does not know.
    const result = useCorporations(query as CorporationListQuery);
    return { result, rows: result.data?.corporations, total: result.data?.total };
  },
  prefetchRows: (client, query) =>
    client.prefetchQuery(corporationsQueryOptions(query as CorporationListQuery)),
  useDelete: useDeleteCorporation,
  codeOf: (corp) => corp.companyCode,
  nameOf: (corp) => corp.companyName,
  columns: [
    { title: '会社コード', dataIndex: 'companyCode', key: 'company_code', sorter: true },
    { title: '会社名', dataIndex: 'companyName', key: 'company_name', sorter: true },
    { title: '国内／海外', dataIndex: 'internalExternalClassName', key: 'internal_external_class_code' },
    { title: '連結区分', dataIndex: 'consolidationClassName', key: 'consolidation_class_code' },
    {
      title: '国',
      key: 'country_code',
      sorter: true,
      render: (_, corp) => corp.countryName || corp.countryCode,
    },
    { title: '主管部', dataIndex: 'departmentCode', key: 'department_code', sorter: true },
    {
      title: '事業内容',
      dataIndex: 'businessContent',
      key: 'business_content',
      render: (value: string | null) => value ?? '－',
    },
  ],
};

/** 組織一覧 ?tab=consolidated: related companies of a survey year. */
export function CorporationsTab() {
  return <RecordListTab kind={CORPORATIONS} />;
}
