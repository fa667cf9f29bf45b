import { useQueryClient } from '@sdp/shared/query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from '@sdp/shared/router';
import { buildPath, errorMessageOf, findRoute, isApiError } from '@sdp/shared';
import { Alert, Button, PageHeader, PlusOutlined } from '@sdp/shared/ui';
import { App, useConfirmDelete } from '@sdp/shared/ui/app';
import { useAuthorityRoles } from '../api/get-authority-roles';
import { useAuthorityGroups, type AuthorityGroupRow } from '../api/get-authority-groups';
import { authorityGroupQueryOptions } from '../api/get-authority-group';
import { useDeleteAuthorityGroup } from '../api/delete-authority-group';
import { AuthoritySearchForm, type AuthoritySearchValues } from '../components/authority-search-form';
import { AuthorityGroupTable, type TableChange } from '../components/authority-group-table';
import { parseListQuery, toSearchParams } from '../components/list-query';

const TITLE = findRoute('maintenance-authority-list').title;

export default function AuthorityListPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = parseListQuery(searchParams);
  const groups = useAuthorityGroups(query);
  const roles = useAuthorityRoles();
  const deleteGroup = useDeleteAuthorityGroup();
  const total = groups.data?.total;

  // After deleting the last row of the last page (or from a stale link), show the last page that exists.
  useEffect(() => {
    if (total === undefined) return;
    const current = parseListQuery(searchParams);
    const lastPage = Math.max(1, Math.ceil(total / current.perPage));
    if (current.page > lastPage)
      setSearchParams(toSearchParams({ ...current, page: lastPage }), { replace: true });
  }, [total, searchParams, setSearchParams]);

  const search = (values: AuthoritySearchValues) =>
    setSearchParams(toSearchParams({ ...query, ...values, page: 1 }));
  const changeTable = (change: TableChange) => setSearchParams(toSearchParams({ ...query, ...change }));

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
        values={{ keyword: query.keyword, roleId: query.roleId }}
        roles={roles.data}
        rolesLoading={roles.isPending}
        onSearch={search}
      />
      {groups.isError ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={errorMessageOf(groups.error)}
          action={
            <Button size="small" onClick={() => void groups.refetch()}>
              再読み込み
            </Button>
          }
        />
      ) : null}
      <AuthorityGroupTable
        query={query}
        rows={groups.data?.authorityGroups ?? []}
        total={groups.data?.total ?? 0}
        loading={groups.isFetching}
        filtered={Boolean(query.keyword || query.roleId)}
        onChange={changeTable}
        onEdit={(row) => navigate(buildPath('maintenance-authority-edit-id', { id: row.authorityGroupId }))}
        onDelete={remove}
      />
    </>
  );
}
