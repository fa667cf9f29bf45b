import { useEffect } from 'react';
import { ROLE_LABELS, type Role } from '@sdp/shared';
import { Button, Flex, SearchOutlined } from '@sdp/shared/ui';
import { Card } from '@sdp/shared/ui/card';
import { Form } from '@sdp/shared/ui/form';
import { Input } from '@sdp/shared/ui/input';
import { Select } from '@sdp/shared/ui/select';
import type { AuthorityRole } from '../api/get-authority-roles';

export interface AuthoritySearchValues {
  keyword?: string;
  roleId?: Role;
}

/** Keyword and role filters; the page keeps the applied values in the URL. */
export function AuthoritySearchForm({
  values,
  roles,
  rolesLoading,
  onSearch,
}: {
  values: AuthoritySearchValues;
  roles: AuthorityRole[] | undefined;
  rolesLoading: boolean;
  onSearch: (values: AuthoritySearchValues) => void;
}) {
  const [form] = Form.useForm<AuthoritySearchValues>();
  const { keyword, roleId } = values;

  // Back/forward and links change the URL without this form: show what is applied.
  useEffect(() => {
    form.setFieldsValue({ keyword, roleId });
  }, [form, keyword, roleId]);

  const clear = () => {
    form.resetFields();
    onSearch({});
  };

  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Form<AuthoritySearchValues>
        form={form}
        layout="inline"
        initialValues={values}
        onFinish={(next) => onSearch({ keyword: next.keyword?.trim() || undefined, roleId: next.roleId })}
        style={{ rowGap: 8 }}
      >
        <Form.Item name="keyword" label="キーワード">
          <Input
            allowClear
            placeholder="権限グループID・権限グループ名"
            style={{ width: 280 }}
            maxLength={100}
          />
        </Form.Item>
        <Form.Item name="roleId" label="ロール">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={rolesLoading}
            placeholder="すべて"
            style={{ width: 240 }}
            options={(roles ?? []).map((role) => ({
              value: role.roleId,
              label: role.roleName || ROLE_LABELS[role.roleId],
            }))}
          />
        </Form.Item>
        <Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              検索
            </Button>
            <Button onClick={clear}>クリア</Button>
          </Flex>
        </Form.Item>
      </Form>
    </Card>
  );
}
