import type { ReactNode } from 'react';
import type { ListColumn } from '@sdp/shared/ui/list';
import type { ApplicationRow } from '../api/get-applications';
import { formatDateTime, fullName, organizationLabel } from './format';
import { CellAction, CellActions, type ListResult } from '@sdp/shared/ui/list';
import { ListTable, type TableChange } from './list-table';
import type { UserListFilters } from './list-query';
import { ApplicationStatusCell, ProcessTypeCell } from './status-cell';

export const applicationKey = (row: Pick<ApplicationRow, 'userId' | 'applyIndex'>) =>
  `${row.userId}-${row.applyIndex}`;

/** The application and approval tabs: one row per application. */
export function ApplicationTable({
  rows,
  total,
  query,
  result,
  filtered,
  openLabel,
  onChange,
  prefetch,
  onOpen,
  selection,
  toolbar,
}: {
  rows: ApplicationRow[] | undefined;
  total: number | undefined;
  query: UserListFilters;
  result: ListResult;
  filtered: boolean;
  /** 詳細 on the application tab, 確認 on the approval tab. */
  openLabel: string;
  onChange: (change: TableChange) => void;
  prefetch?: (change: TableChange) => Promise<unknown>;
  onOpen: (row: ApplicationRow) => void;
  /** The approval tab: applications picked for a bulk decision (own applications cannot be picked). */
  /** Left of the bar above the table (the approval tab's bulk decisions). */
  toolbar?: ReactNode;
  selection?: {
    keys: string[];
    onChange: (keys: string[], rows: ApplicationRow[]) => void;
    selectable: (row: ApplicationRow) => boolean;
  };
}) {
  const columns: ListColumn<ApplicationRow>[] = [
    {
      key: 'user_id',
      dataIndex: 'userId',
      title: 'ユーザーID',
      width: 120,
      sorter: true,
    },
    {
      key: 'process_type',
      dataIndex: 'processType',
      title: '申請区分',
      width: 100,
      sorter: true,
      render: (type: number) => <ProcessTypeCell type={type} />,
    },
    { key: 'name', title: '氏名', width: 140, render: (_, row) => fullName(row.surname, row.givenName) },
    {
      key: 'mail',
      dataIndex: 'mail',
      title: 'メールアドレス',
      width: 220,
      sorter: true,
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
      render: (value: string | null) => formatDateTime(value),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: 'ステータス',
      width: 110,
      sorter: true,
      render: (status: number) => <ApplicationStatusCell status={status} />,
    },
    {
      key: 'actions',
      title: '操作',
      width: 100,
      fixed: 'right',
      render: (_, row) => (
        <CellActions>
          <CellAction
            icon="view"
            onClick={() => onOpen(row)}
            aria-label={`${fullName(row.surname, row.givenName)}の申請を${openLabel}`}
          >
            {openLabel}
          </CellAction>
        </CellActions>
      ),
    },
  ];
  return (
    <ListTable<ApplicationRow>
      label={openLabel === '確認' ? '承認待ち一覧' : '申請一覧'}
      listId="user-applications"
      rowKey={applicationKey}
      columns={columns}
      rows={rows}
      total={total}
      query={query}
      result={result}
      filtered={filtered}
      onChange={onChange}
      prefetch={prefetch}
      emptyText={{ none: '申請はありません', filtered: '検索条件に一致する申請はありません' }}
      toolbar={toolbar}
      rowSelection={
        selection && {
          selectedKeys: selection.keys,
          title: '選択',
          onChange: selection.onChange,
          checkbox: (row) => ({
            disabled: !selection.selectable(row),
            label: `${fullName(row.surname, row.givenName)}の申請を選択`,
          }),
        }
      }
    />
  );
}
