import { useState } from 'react';
import { useNavigate, useSearchParams } from '@sdp/shared/router';
import { buildPath, canAccess, findRoute, queryClient, useRoles, type CallInput } from '@sdp/shared';
import {
  APPLICATION_STATUS_LABELS,
  USER_STATUS_LABELS,
  APPLICATION_STATUSES,
  USER_STATUSES,
} from '@sdp/shared/domain';
import { Button, PageHeader, PlusOutlined } from '@sdp/shared/ui';
import { labelledOptions } from '@sdp/shared/ui/form';
import { ExportButton } from '@sdp/shared/ui/app';
import { useStableHandler, useStableValue } from '@sdp/shared/ui/list';
import { Tabs } from '@sdp/shared/ui/tabs';
import { applicationsQueryOptions, useApplications } from '../api/get-applications';
import { useLicensing } from '../api/get-licensing';
import { useAuthorityGroupOptions } from '../api/get-lookups';
import { usersQueryOptions, useUsers } from '../api/get-users';
import { ApplicationTable, applicationKey } from '../components/application-table';
import { BulkDecisionBar, MAX_BULK_DECISIONS } from '../components/bulk-decision';
import type { ApplicationRow } from '../api/get-applications';
import { useMyUserId } from '../api/get-me';
import { applicationPath } from '../components/application-ref';
import { LicensingSummary } from '../components/licensing-summary';
import {
  hasFilters,
  parseListQuery,
  tabOf,
  toSearchParams,
  type SearchValues,
  type UserListFilters,
  type UserListTab,
} from '../components/list-query';
import type { TableChange } from '../components/list-table';
import { UserSearchForm } from '../components/user-search-form';
import { UserTable } from '../components/user-table';

const TITLE = findRoute('maintenance-user-list').title;
const USER_STATUS_OPTIONS = labelledOptions(USER_STATUSES, USER_STATUS_LABELS);
const APPLICATION_STATUS_OPTIONS = labelledOptions(APPLICATION_STATUSES, APPLICATION_STATUS_LABELS);

const TAB_LABELS: Record<UserListTab, string> = {
  users: 'ユーザー',
  application: '申請一覧',
  approval: '承認待ち',
};
const routeKeyOf = (tab: UserListTab) =>
  tab === 'users' ? 'maintenance-user-list' : `maintenance-user-list-${tab}`;

const searchValuesOf = (query: UserListFilters): SearchValues => ({
  name: query.name,
  kana: query.kana,
  mail: query.mail,
  organization: query.organization,
  authorityGroupId: query.authorityGroupId,
  status: query.status,
});

/**
 * What the export sends: the list's filters and sort, no paging. The sort is the URL's as it is (any snake_case
 * key, see parseListQuery): the server refuses one the export does not sort by.
 */
const exportQueryOf = (query: UserListFilters) => {
  const { page: _page, perPage: _perPage, ...rest } = query;
  return rest as CallInput<'exportUsers'>['query'];
};

export default function UserListPage() {
  const navigate = useNavigate();
  const roles = useRoles();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams);
  const query = parseListQuery(searchParams);
  const tabs = (['users', 'application', 'approval'] as const).filter((key) =>
    canAccess(routeKeyOf(key), roles),
  );
  const scope = tab === 'approval' ? 'approval' : 'application';

  const users = useUsers(query, tab === 'users');
  const applications = useApplications({ ...query, scope }, tab !== 'users');
  const licensing = useLicensing();
  const canRegister = canAccess('maintenance-user-registration', roles);
  const authorityGroups = useAuthorityGroupOptions(canRegister);
  const myUserId = useMyUserId();
  // Picked on the approval tab for a bulk decision; a new page, search or tab starts a new pick.
  const [picked, setPicked] = useState<{ keys: string[]; rows: ApplicationRow[] }>({ keys: [], rows: [] });
  const bulk = tab === 'approval';
  const selectable = (row: ApplicationRow) => row.applyUserId !== myUserId;
  const pickable = (rows: ApplicationRow[]) => rows.filter(selectable);
  const pick = (rows: ApplicationRow[]) => {
    const kept = rows.slice(0, MAX_BULK_DECISIONS);
    setPicked({ keys: kept.map(applicationKey), rows: kept });
  };

  const update = (next: UserListFilters, nextTab: UserListTab = tab) => {
    setPicked({ keys: [], rows: [] });
    setSearchParams(toSearchParams(nextTab, next));
  };
  const searchValues = useStableValue(searchValuesOf(query));
  const search = useStableHandler((values: SearchValues) =>
    update({ ...values, page: 1, perPage: query.perPage, sort: query.sort, order: query.order }),
  );
  const changeTable = (change: TableChange) => update({ ...query, ...change });
  // The same query the page will read from the URL it moves to: asked once, starting on the press.
  const prefetch = (change: TableChange) => {
    const next = parseListQuery(toSearchParams(tab, { ...query, ...change }));
    return tab === 'users'
      ? queryClient.prefetchQuery(usersQueryOptions(next))
      : queryClient.prefetchQuery(applicationsQueryOptions({ ...next, scope }));
  };
  const changeTab = (key: string) => update({ page: 1, perPage: query.perPage }, key as UserListTab);

  const exportButton =
    tab === 'users' ? (
      <ExportButton operation="exportUsers" query={exportQueryOf(query)} label="CSVエクスポート" />
    ) : (
      <ExportButton
        operation="exportApplications"
        query={{ ...exportQueryOf(query), scope }}
        label="CSVエクスポート"
      />
    );

  return (
    <>
      <PageHeader
        title={TITLE}
        extra={
          <>
            {exportButton}
            {canRegister ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => navigate(buildPath('maintenance-user-registration'))}
              >
                新規登録申請
              </Button>
            ) : null}
          </>
        }
      />
      <LicensingSummary licensing={licensing.data} loading={licensing.isPending} />
      <Tabs
        activeKey={tab}
        onChange={changeTab}
        items={tabs.map((key) => ({ key, label: TAB_LABELS[key] }))}
      />
      <UserSearchForm
        values={searchValues}
        statusOptions={
          tab === 'users'
            ? USER_STATUS_OPTIONS
            : tab === 'application'
              ? APPLICATION_STATUS_OPTIONS
              : undefined
        }
        authorityGroups={authorityGroups.data}
        onSearch={search}
      />
      <div style={{ marginTop: 16 }}>
        {tab === 'users' ? (
          <UserTable
            rows={users.data?.users}
            total={users.data?.total}
            query={query}
            result={users}
            filtered={hasFilters(query)}
            canOpen={canAccess('maintenance-user-detail-id', roles)}
            canEdit={canAccess('maintenance-user-edit-id', roles)}
            onChange={changeTable}
            prefetch={prefetch}
            onOpen={(row) => navigate(buildPath('maintenance-user-detail-id', { id: row.userId }))}
            onEdit={(row) => navigate(buildPath('maintenance-user-edit-id', { id: row.userId }))}
          />
        ) : (
          <ApplicationTable
            toolbar={
              bulk ? (
                <BulkDecisionBar
                  rows={picked.rows}
                  onDone={() => setPicked({ keys: [], rows: [] })}
                  onPickPage={() => pick(pickable(applications.data?.applications ?? []))}
                />
              ) : null
            }
            selection={
              bulk
                ? {
                    keys: picked.keys,
                    onChange: (_keys, rows) => pick(rows),
                    selectable,
                  }
                : undefined
            }
            rows={applications.data?.applications}
            total={applications.data?.total}
            query={query}
            result={applications}
            filtered={hasFilters(query)}
            openLabel={tab === 'approval' ? '確認' : '詳細'}
            onChange={changeTable}
            prefetch={prefetch}
            onOpen={(row) =>
              navigate(
                applicationPath(
                  tab === 'approval'
                    ? 'maintenance-user-pending-detail-id'
                    : 'maintenance-user-apply-detail-id',
                  row.userId,
                  row.applyIndex,
                ),
              )
            }
          />
        )}
      </div>
    </>
  );
}
