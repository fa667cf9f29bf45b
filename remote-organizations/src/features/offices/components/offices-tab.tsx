import { officesKey } from '../api/keys';
import { OFFICE_SORT_KEYS } from '@sdp/shared';
import { OFFICE_CLASS_LABELS, OFFICE_CLASSES } from '@sdp/shared/ui';
import { Form, labelledOptions } from '@sdp/shared/ui/form';
import { Select } from '@sdp/shared/ui/select';
import { RecordListTab, type RecordListKind } from '../../../common/components/record-list-tab';
import { useDeleteOffice } from '../api/delete-office';
import { OFFICE_FILTER_KEYS, officesQueryOptions, useOffices, type Office } from '../api/get-offices';

const OFFICES: RecordListKind<
  Office,
  'officeClass' | 'surveyTargetClass' | 'keyword',
  (typeof OFFICE_SORT_KEYS)[number]
> = {
  label: '事業所一覧',
  listId: 'organization-offices',
  noun: '事業所',
  registration: 'maintenance-organization-office-registration',
  edit: 'maintenance-organization-office-edit-id',
  exportKind: 'office',
  upload: {
    definition: () => import('@sdp/shared/domain').then((domain) => domain.OFFICE_CSV),
    uploadKind: 'office',
    title: '事業所の一括登録',
  },
  queryKey: officesKey,
  filterKeys: OFFICE_FILTER_KEYS,
  sortKeys: OFFICE_SORT_KEYS,
  keywordPlaceholder: '事業所コード・名称',
  filterFields: (
    <Form.Item name="officeClass" label="事業所区分">
      <Select
        allowClear
        style={{ width: 160 }}
        placeholder="すべて"
        options={labelledOptions(OFFICE_CLASSES, OFFICE_CLASS_LABELS, 'text')}
      />
    </Form.Item>
  ),
  useRows: (query) => {
    const result = useOffices(query);
    return { result, rows: result.data?.offices, total: result.data?.total };
  },
  prefetchRows: (client, query) => client.prefetchQuery(officesQueryOptions(query)),
  useDelete: useDeleteOffice,
  codeOf: (office) => office.officeCode,
  nameOf: (office) => office.officeName,
  columns: [
    { title: '事業所コード', dataIndex: 'officeCode', key: 'office_code', sorter: true },
    { title: '事業所名', dataIndex: 'officeName', key: 'office_name', sorter: true },
    { title: '事業所区分', dataIndex: 'officeClassName', key: 'office_class', sorter: true },
    { title: '国内／海外', dataIndex: 'internalExternalClass', key: 'internal_external_class' },
    {
      title: '統括本部',
      key: 'supervision_code',
      sorter: true,
      render: (_, office) => `${office.supervisionCode} ${office.supervisionName}`,
    },
    {
      title: '管理部',
      key: 'admin_code',
      sorter: true,
      render: (_, office) => `${office.adminCode} ${office.adminName}`,
    },
  ],
};

/** 組織一覧 ?tab=office: offices of a survey year. */
export function OfficesTab() {
  return <RecordListTab kind={OFFICES} />;
}
