import type { ListColumn } from '@sdp/shared/ui/list';
import { formatCalendarDate, USER_STATUS } from '@sdp/shared/domain';
import type { UserRow } from '../api/get-users';
import { formatDate, fullName, organizationLabel } from './format';
import { CellAction, CellActions, type ListResult } from '@sdp/shared/ui/list';
import { ListTable, type TableChange } from './list-table';
import type { UserListFilters } from './list-query';
import { UserStatusCell } from './status-cell';

/** The users tab: one row per user. */
export function UserTable({
  rows,
  total,
  query,
  result,
  filtered,
  canOpen,
  canEdit,
  onChange,
  prefetch,
  onOpen,
  onEdit,
}: {
  rows: UserRow[] | undefined;
  total: number | undefined;
  query: UserListFilters;
  result: ListResult;
  filtered: boolean;
  canOpen: boolean;
  canEdit: boolean;
  onChange: (change: TableChange) => void;
  prefetch?: (change: TableChange) => Promise<unknown>;
  onOpen: (row: UserRow) => void;
  onEdit: (row: UserRow) => void;
}) {
  const columns: ListColumn<UserRow>[] = [
    {
      key: 'user_id',
      dataIndex: 'userId',
      title: 'ユーザーID',
      width: 120,
      sorter: true,
    },
    { key: 'name', title: '氏名', width: 140, render: (_, row) => fullName(row.surname, row.givenName) },
    {
      key: 'surname_kana',
      title: 'フリガナ',
      width: 160,
      sorter: true,
      render: (_, row) => fullName(row.surnameKana, row.givenNameKana),
    },
    {
      key: 'mail',
      dataIndex: 'mail',
      title: 'メールアドレス',
      width: 220,
      sorter: true,
    },
    {
      key: 'org_group_code',
      title: '組織',
      sorter: true,
      render: (_, row) => organizationLabel(row),
    },
    { key: 'authority_group', dataIndex: 'authorityGroup', title: '権限グループ', width: 180 },
    {
      key: 'status',
      dataIndex: 'status',
      title: 'ステータス',
      width: 110,
      sorter: true,
      render: (status: number) => <UserStatusCell status={status} />,
    },
    {
      key: 'accept_date',
      dataIndex: 'acceptDate',
      title: '承認日',
      width: 120,
      sorter: true,
      render: (value: string | null) => formatDate(value),
    },
    {
      key: 'access_until',
      dataIndex: 'accessUntil',
      title: '利用期限',
      width: 120,
      render: (value: string | null) => formatCalendarDate(value),
    },
  ];
  if (canOpen || canEdit) {
    columns.push({
      key: 'actions',
      title: '操作',
      width: 190,
      fixed: 'right',
      render: (_, row) => {
        const name = fullName(row.surname, row.givenName);
        return (
          <CellActions>
            {canOpen ? (
              <CellAction icon="view" onClick={() => onOpen(row)} aria-label={`${name}の詳細`}>
                詳細
              </CellAction>
            ) : null}
            {canEdit && row.status === USER_STATUS.active ? (
              <CellAction icon="edit" onClick={() => onEdit(row)} aria-label={`${name}の変更申請`}>
                変更
              </CellAction>
            ) : null}
          </CellActions>
        );
      },
    });
  }
  return (
    <ListTable<UserRow>
      label="ユーザー一覧"
      listId="users"
      rowKey={(row) => row.userId}
      columns={columns}
      rows={rows}
      total={total}
      query={query}
      result={result}
      filtered={filtered}
      onChange={onChange}
      prefetch={prefetch}
      emptyText={{
        none: 'ユーザーはまだ登録されていません',
        filtered: '検索条件に一致するユーザーはいません',
      }}
    />
  );
}
