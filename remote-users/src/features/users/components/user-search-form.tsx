import { memo, useEffect } from 'react';
import { ActionBar, Button, Col, Row, SearchOutlined } from '@sdp/shared/ui';
import { Form, toFormRules } from '@sdp/shared/ui/form';
import { Input } from '@sdp/shared/ui/input';
import { Select } from '@sdp/shared/ui/select';
import type { SearchValues } from './list-query';

/** A filter is refused like any one-line text (DESIGN.md §7): the message shows before the search is sent. */
const SEARCH_RULES = toFormRules();

export interface StatusOption {
  value: number;
  label: string;
}

/**
 * Search conditions of the user and application lists; the values live in the URL. Memoised: a page change leaves
 * it as it was (the page passes stable values and handlers).
 */
export const UserSearchForm = memo(function UserSearchForm({
  values,
  statusOptions,
  authorityGroups,
  onSearch,
}: {
  values: SearchValues;
  /** Undefined hides the status filter. */
  statusOptions?: StatusOption[];
  /** Undefined hides the authority group filter (the caller may not read the groups). */
  authorityGroups?: { value: string; label: string }[];
  onSearch: (values: SearchValues) => void;
}) {
  const [form] = Form.useForm<SearchValues>();
  // The URL is the source: reset only when the conditions themselves change, not on every render.
  const applied = JSON.stringify(values);
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(JSON.parse(applied) as SearchValues);
  }, [form, applied]);

  const clear = () => {
    form.resetFields();
    onSearch({});
  };

  return (
    <Form<SearchValues>
      form={form}
      layout="vertical"
      onFinish={(submitted) => onSearch(submitted)}
      style={{ marginBottom: 8 }}
      aria-label="検索条件"
    >
      <Row gutter={16}>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="name" rules={SEARCH_RULES} label="氏名">
            <Input allowClear maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="kana" rules={SEARCH_RULES} label="フリガナ">
            <Input allowClear maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="mail" rules={SEARCH_RULES} label="メールアドレス">
            <Input allowClear maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="organization" rules={SEARCH_RULES} label="組織">
            <Input allowClear maxLength={100} placeholder="コードまたは名称" />
          </Form.Item>
        </Col>
        {authorityGroups ? (
          <Col xs={24} sm={12} lg={6}>
            <Form.Item name="authorityGroupId" label="権限グループ">
              <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={authorityGroups} />
            </Form.Item>
          </Col>
        ) : null}
        {statusOptions ? (
          <Col xs={24} sm={12} lg={6}>
            <Form.Item name="status" label="ステータス">
              <Select allowClear options={statusOptions} />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
      <ActionBar>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          検索
        </Button>
        <Button onClick={clear}>クリア</Button>
      </ActionBar>
    </Form>
  );
});
