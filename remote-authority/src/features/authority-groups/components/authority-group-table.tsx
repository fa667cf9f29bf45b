import { ROLE_LABELS } from '@sdp/shared';
import { DATA_VIEWING_CLASS_LABELS } from '@sdp/shared/ui';
import { CellAction, CellActions, CellTag, CellTags } from '@sdp/shared/ui/list';
import type { ListColumn } from '@sdp/shared/ui/list';
import type { AuthorityGroupRow } from '../api/get-authority-groups';

const viewingClassLabel = (value: number): string =>
  DATA_VIEWING_CLASS_LABELS[value as keyof typeof DATA_VIEWING_CLASS_LABELS] ?? String(value);

/** The authority list's columns; the keys of sortable ones are the wire's sort keys. */
export function authorityGroupColumns({
  onEdit,
  onDelete,
}: {
  onEdit: (row: AuthorityGroupRow) => void;
  onDelete: (row: AuthorityGroupRow) => void;
}): ListColumn<AuthorityGroupRow>[] {
  return [
    { key: 'authority_group_id', dataIndex: 'authorityGroupId', title: '権限グループID', sorter: true },
    { key: 'authority_group_name', dataIndex: 'authorityGroupName', title: '権限グループ名', sorter: true },
    {
      key: 'data_viewing_class',
      dataIndex: 'dataViewingClass',
      title: 'データ閲覧区分',
      render: (value: number) => viewingClassLabel(value),
    },
    {
      key: 'roles',
      dataIndex: 'roles',
      title: 'ロール',
      width: 360,
      render: (_, row) => (
        <CellTags>
          {row.roles.map((role) => (
            <CellTag key={role}>{ROLE_LABELS[role]}</CellTag>
          ))}
        </CellTags>
      ),
    },
    { key: 'note', dataIndex: 'note', title: '備考', render: (value: string | null) => value || '' },
    { key: 'user_count', dataIndex: 'userCount', title: '利用ユーザー数', align: 'right', sorter: true },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      render: (_, row) => (
        <CellActions>
          <CellAction icon="edit" onClick={() => onEdit(row)} aria-label={`${row.authorityGroupName}を編集`}>
            編集
          </CellAction>
          <CellAction
            danger
            icon="delete"
            onClick={() => onDelete(row)}
            aria-label={`${row.authorityGroupName}を削除`}
          >
            削除
          </CellAction>
        </CellActions>
      ),
    },
  ];
}
