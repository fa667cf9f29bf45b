import { ROLE_LABELS } from '@sdp/shared';
import {
  Button,
  DATA_VIEWING_CLASS_LABELS,
  DeleteOutlined,
  EditOutlined,
  Empty,
  Flex,
  Tag,
} from '@sdp/shared/ui';
import { Table, type TableColumnsType, type TableProps } from '@sdp/shared/ui/table';
import type {
  AuthorityGroupListQuery,
  AuthorityGroupRow,
  AuthorityGroupSortKey,
} from '../api/get-authority-groups';
import { PAGE_SIZES } from './list-query';

const viewingClassLabel = (value: number): string =>
  DATA_VIEWING_CLASS_LABELS[value as keyof typeof DATA_VIEWING_CLASS_LABELS] ?? String(value);

const sortOrderOf = (query: AuthorityGroupListQuery, key: AuthorityGroupSortKey) =>
  query.sort === key ? (query.order === 'desc' ? 'descend' : 'ascend') : null;

export type TableChange = Pick<AuthorityGroupListQuery, 'page' | 'perPage' | 'sort' | 'order'>;

/** One page of authority groups with server-side paging and sorting. */
export function AuthorityGroupTable({
  query,
  rows,
  total,
  loading,
  filtered,
  onChange,
  onEdit,
  onDelete,
}: {
  query: AuthorityGroupListQuery;
  rows: AuthorityGroupRow[];
  total: number;
  loading: boolean;
  filtered: boolean;
  onChange: (change: TableChange) => void;
  onEdit: (row: AuthorityGroupRow) => void;
  onDelete: (row: AuthorityGroupRow) => void;
}) {
  const columns: TableColumnsType<AuthorityGroupRow> = [
    {
      key: 'authority_group_id',
      dataIndex: 'authorityGroupId',
      title: '権限グループID',
      sorter: true,
      sortOrder: sortOrderOf(query, 'authority_group_id'),
      width: 200,
    },
    {
      key: 'authority_group_name',
      dataIndex: 'authorityGroupName',
      title: '権限グループ名',
      sorter: true,
      sortOrder: sortOrderOf(query, 'authority_group_name'),
      width: 220,
    },
    {
      key: 'data_viewing_class',
      dataIndex: 'dataViewingClass',
      title: 'データ閲覧区分',
      width: 160,
      render: (value: number) => viewingClassLabel(value),
    },
    {
      key: 'roles',
      dataIndex: 'roles',
      title: 'ロール',
      render: (_, row) => (
        <Flex wrap gap={4}>
          {row.roles.map((role) => (
            <Tag key={role} style={{ marginInlineEnd: 0 }}>
              {ROLE_LABELS[role]}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'note',
      dataIndex: 'note',
      title: '備考',
      width: 200,
      render: (value: string | null) => value || '',
    },
    {
      key: 'user_count',
      dataIndex: 'userCount',
      title: '利用ユーザー数',
      align: 'right',
      width: 130,
      sorter: true,
      sortOrder: sortOrderOf(query, 'user_count'),
    },
    {
      key: 'actions',
      title: '操作',
      width: 190,
      fixed: 'right',
      render: (_, row) => (
        <Flex gap={4}>
          <Button
            size="small"
            icon={<EditOutlined />}
            onClick={() => onEdit(row)}
            aria-label={`${row.authorityGroupName}を編集`}
          >
            編集
          </Button>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            onClick={() => onDelete(row)}
            aria-label={`${row.authorityGroupName}を削除`}
          >
            削除
          </Button>
        </Flex>
      ),
    },
  ];

  const handleChange: TableProps<AuthorityGroupRow>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = single?.order ? (single.columnKey as AuthorityGroupSortKey | undefined) : undefined;
    const perPage = pagination.pageSize ?? query.perPage;
    const sortChanged =
      key !== query.sort || (key && (single?.order === 'descend' ? 'desc' : 'asc') !== query.order);
    onChange({
      // A new page size or sort starts from the first page.
      page: perPage !== query.perPage || sortChanged ? 1 : (pagination.current ?? 1),
      perPage,
      sort: key,
      order: key ? (single?.order === 'descend' ? 'desc' : 'asc') : undefined,
    });
  };

  return (
    <Table<AuthorityGroupRow>
      rowKey="authorityGroupId"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      onChange={handleChange}
      scroll={{ x: 1200 }}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              filtered ? '検索条件に一致する権限グループはありません' : '権限グループはまだ登録されていません'
            }
          />
        ),
      }}
      pagination={{
        current: query.page,
        pageSize: query.perPage,
        total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: (count, [from, to]) => `全${count}件中 ${from}〜${to}件`,
      }}
    />
  );
}
