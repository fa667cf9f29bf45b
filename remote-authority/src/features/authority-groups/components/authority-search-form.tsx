import { memo } from 'react';
import { ROLE_LABELS, type Role } from '@sdp/shared';
import { Form, toFormRules } from '@sdp/shared/ui/form';
import { Input } from '@sdp/shared/ui/input';
import { ListFilters } from '@sdp/shared/ui/list';
import { Select } from '@sdp/shared/ui/select';
import type { AuthorityRole } from '../api/get-authority-roles';

/** A filter is refused like any one-line text (DESIGN.md §7): the message shows before the search is sent. */
const SEARCH_RULES = toFormRules();

export interface AuthoritySearchValues {
  keyword?: string;
  roleId?: Role;
}

/**
 * Keyword and role filters; the page keeps the applied values in the URL. Memoised: a page change or a sort leaves
 * it as it was (the page passes stable values and handlers).
 */
export const AuthoritySearchForm = memo(function AuthoritySearchForm({
  values,
  roles,
  rolesLoading,
  onSearch,
  onClear,
}: {
  values: AuthoritySearchValues;
  roles: AuthorityRole[] | undefined;
  rolesLoading: boolean;
  onSearch: (values: AuthoritySearchValues) => void;
  onClear: () => void;
}) {
  return (
    <ListFilters<AuthoritySearchValues> values={values} onSearch={onSearch} onClear={onClear}>
      <Form.Item name="keyword" rules={SEARCH_RULES} label="キーワード">
        <Input allowClear placeholder="権限グループID・権限グループ名" maxLength={100} />
      </Form.Item>
      <Form.Item name="roleId" label="ロール">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={rolesLoading}
          placeholder="すべて"
          options={(roles ?? []).map((role) => ({
            value: role.roleId,
            label: role.roleName || ROLE_LABELS[role.roleId],
          }))}
        />
      </Form.Item>
    </ListFilters>
  );
});
