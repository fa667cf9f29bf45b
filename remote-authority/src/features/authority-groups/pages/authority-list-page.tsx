import { useQueryClient } from '@sdp/shared/query';
import { useNavigate } from '@sdp/shared/router';
import { buildPath, errorMessageOf, findRoute, isApiError } from '@sdp/shared';
import { Button, PageHeader, PlusOutlined } from '@sdp/shared/ui';
import { App, useConfirmDelete } from '@sdp/shared/ui/app';
import { ListTable, useFitPage, useListQuery, useStableValue } from '@sdp/shared/ui/list';
import { useAuthorityRoles } from '../api/get-authority-roles';
import {
  authorityGroupsQueryOptions,
  AUTHORITY_LIST,
  authorityGroupsQueryOf,
  useAuthorityGroups,
  type AuthorityGroupRow,
} from '../api/get-authority-groups';
import { authorityGroupQueryOptions } from '../api/get-authority-group';
import { useDeleteAuthorityGroup } from '../api/delete-authority-group';
import { AuthoritySearchForm } from '../components/authority-search-form';
import { authorityGroupColumns } from '../components/authority-group-table';

const TITLE = findRoute('maintenance-authority-list').title;

export default function AuthorityListPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const list = useListQuery(AUTHORITY_LIST);
  const query = authorityGroupsQueryOf(list);
  const groups = useAuthorityGroups(query);
  const roles = useAuthorityRoles();
  const deleteGroup = useDeleteAuthorityGroup();
  useFitPage(list, groups.data?.total);
  const searchValues = useStableValue({ keyword: list.filters.keyword, roleId: query.roleId });

  const remove = (row: AuthorityGroupRow) =>
    confirmDelete({
      target: `${row.authorityGroupName}（${row.authorityGroupId}）`,
      onConfirm: async () => {
        try {
          // The list carries no version: read the current one so the delete is checked against it.
          const detail = await queryClient.fetchQuery({
            ...authorityGroupQueryOptions(row.authorityGroupId),
            staleTime: 0,
          });
          await deleteGroup.mutateAsync({ authorityGroupId: row.authorityGroupId, version: detail.version });
          message.success('削除が完了しました');
        } catch (error) {
          message.error(errorMessageOf(error));
          if (isApiError(error) && error.status === 404) void groups.refetch();
        }
      },
    });

  return (
    <>
      <PageHeader
        title={TITLE}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(buildPath('maintenance-authority-registration'))}
          >
            新規登録
          </Button>
        }
      />
      <AuthoritySearchForm
        values={searchValues}
        roles={roles.data}
        rolesLoading={roles.isPending}
        onSearch={list.search}
        onClear={list.clear}
      />
      <ListTable<AuthorityGroupRow>
        label="権限グループ一覧"
        listId="authority-groups"
        list={{
          ...list,
          prefetch: (change) =>
            queryClient.prefetchQuery(
              authorityGroupsQueryOptions(authorityGroupsQueryOf({ ...list, ...change })),
            ),
        }}
        result={groups}
        rows={groups.data?.authorityGroups}
        total={groups.data?.total}
        rowKey="authorityGroupId"
        columns={authorityGroupColumns({
          onEdit: (row) => navigate(buildPath('maintenance-authority-edit-id', { id: row.authorityGroupId })),
          onDelete: remove,
        })}
        emptyText={{
          none: '権限グループはまだ登録されていません',
          filtered: '検索条件に一致する権限グループはありません',
        }}
      />
    </>
  );
}
