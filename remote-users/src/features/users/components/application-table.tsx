import { Button, FileSearchOutlined, Flex } from '@sdp/shared/ui';
import { type TableColumnsType } from '@sdp/shared/ui/table';
import type { ApplicationRow } from '../api/get-applications';
import { formatDateTime, fullName, organizationLabel } from './format';
import { ListTable, sortOrderOf, type TableChange } from './list-table';
import type { UserListFilters } from './list-query';
import { ApplicationStatusTag, ProcessTypeTag } from './status-tag';

export const applicationKey = (row: Pick<ApplicationRow, 'userId' | 'applyIndex'>) =>
  `${row.userId}-${row.applyIndex}`;

/** The application and approval tabs: one row per application. */
export function ApplicationTable({
  rows,
  total,
  query,
  loading,
  filtered,
  openLabel,
  onChange,
  onOpen,
  selection,
}: {
  rows: ApplicationRow[];
  total: number;
  query: UserListFilters;
  loading: boolean;
  filtered: boolean;
  /** 詳細 on the application tab, 確認 on the approval tab. */
  openLabel: string;
  onChange: (change: TableChange) => void;
  onOpen: (row: ApplicationRow) => void;
  /** The approval tab: applications picked for a bulk decision (own applications cannot be picked). */
  selection?: {
    keys: string[];
    onChange: (keys: string[], rows: ApplicationRow[]) => void;
    selectable: (row: ApplicationRow) => boolean;
  };
}) {
  const columns: TableColumnsType<ApplicationRow> = [
    {
      key: 'user_id',
      dataIndex: 'userId',
      title: 'ユーザーID',
      width: 120,
      sorter: true,
      sortOrder: sortOrderOf(query, 'user_id'),
    },
    {
      key: 'process_type',
      dataIndex: 'processType',
      title: '申請区分',
      width: 100,
      sorter: true,
      sortOrder: sortOrderOf(query, 'process_type'),
      render: (type: number) => <ProcessTypeTag type={type} />,
    },
    { key: 'name', title: '氏名', width: 140, render: (_, row) => fullName(row.surname, row.givenName) },
    {
      key: 'mail',
      dataIndex: 'mail',
      title: 'メールアドレス',
      width: 220,
      sorter: true,
      sortOrder: sortOrderOf(query, 'mail'),
    },
    { key: 'organization', title: '組織', render: (_, row) => organizationLabel(row) },
    { key: 'authority_group', dataIndex: 'authorityGroup', title: '権限グループ', width: 170 },
    {
      key: 'applicant',
      title: '申請者',
      width: 120,
      render: (_, row) => fullName(row.applyUserSurname, row.applyUserGivenName) || row.applyUserId,
    },
    {
      key: 'apply_date',
      dataIndex: 'applyDate',
      title: '申請日時',
      width: 160,
      sorter: true,
      sortOrder: sortOrderOf(query, 'apply_date'),
      render: (value: string | null) => formatDateTime(value),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: 'ステータス',
      width: 110,
      sorter: true,
      sortOrder: sortOrderOf(query, 'status'),
      render: (status: number) => <ApplicationStatusTag status={status} />,
    },
    {
      key: 'actions',
      title: '操作',
      width: 100,
      fixed: 'right',
      render: (_, row) => (
        <Flex gap={4}>
          <Button
            size="small"
            icon={<FileSearchOutlined />}
            onClick={() => onOpen(row)}
            aria-label={`${fullName(row.surname, row.givenName)}の申請を${openLabel}`}
          >
            {openLabel}
          </Button>
        </Flex>
      ),
    },
  ];
  return (
    <ListTable<ApplicationRow>
      rowKey={applicationKey}
      columns={columns}
      rows={rows}
      total={total}
      query={query}
      loading={loading}
      onChange={onChange}
      emptyText={filtered ? '検索条件に一致する申請はありません' : '申請はありません'}
      rowSelection={
        selection && {
          selectedRowKeys: selection.keys,
          // antd copies a header checkbox into its hidden measuring row, where it is focusable (axe: aria-hidden-focus);
          // the bulk bar's own button picks the whole page instead.
          hideSelectAll: true,
          columnTitle: '選択',
          onChange: (keys, picked) => selection.onChange(keys.map(String), picked),
          getCheckboxProps: (row) => ({
            disabled: !selection.selectable(row),
            'aria-label': `${fullName(row.surname, row.givenName)}の申請を選択`,
          }),
        }
      }
    />
  );
}
