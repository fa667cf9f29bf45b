import { newestFirst, useSurveyYears } from '@sdp/shared';
import { AUDIT_ENTITY_LABELS } from '@sdp/shared/ui/history';
import { Button, Flex } from '@sdp/shared/ui';
import { Form } from '@sdp/shared/ui/form';
import { Input } from '@sdp/shared/ui/input';
import { Select } from '@sdp/shared/ui/select';
import type { AuditEventsFilter } from '../api/get-audit-events';

export type AuditFilterValues = Pick<
  AuditEventsFilter,
  'entity' | 'entityKey' | 'userId' | 'surveyFy' | 'from' | 'to'
>;

interface Props {
  values: AuditFilterValues;
  users: readonly { userId: string; userName: string | null }[];
  onSearch: (values: AuditFilterValues) => void;
  onClear: () => void;
}

const blankToUndefined = (values: AuditFilterValues): AuditFilterValues =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === '' ? undefined : value]));

/** Period (Japan-time dates), user, entity, key and year; applied by 検索, cleared by クリア. */
export function AuditFilters({ values, users, onSearch, onClear }: Props) {
  const [form] = Form.useForm<AuditFilterValues>();
  const years = useSurveyYears();
  return (
    <Form
      form={form}
      role="search"
      aria-label="検索条件"
      layout="vertical"
      initialValues={values}
      onFinish={(next) => onSearch(blankToUndefined(next))}
      style={{ marginBottom: 16 }}
    >
      <Flex gap={12} wrap align="end">
        <Form.Item name="from" label="期間（開始）" style={{ marginBottom: 0 }}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="to" label="期間（終了）" style={{ marginBottom: 0 }}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="userId" label="ユーザー" style={{ marginBottom: 0, minWidth: 200 }}>
          <Select
            allowClear
            placeholder="すべて"
            options={users.map((user) => ({ value: user.userId, label: user.userName ?? user.userId }))}
          />
        </Form.Item>
        <Form.Item name="entity" label="対象" style={{ marginBottom: 0, minWidth: 160 }}>
          <Select
            allowClear
            placeholder="すべて"
            options={Object.entries(AUDIT_ENTITY_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item name="entityKey" label="キー" style={{ marginBottom: 0 }}>
          <Input placeholder="例: SUS_ADMIN" maxLength={200} />
        </Form.Item>
        <Form.Item name="surveyFy" label="年度" style={{ marginBottom: 0, minWidth: 120 }}>
          <Select
            allowClear
            placeholder="すべて"
            options={newestFirst(years.data ?? []).map((year) => ({
              value: year.surveyFy,
              label: `${year.surveyFy}年度`,
            }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          検索
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            form.setFieldsValue({
              from: undefined,
              to: undefined,
              userId: undefined,
              entity: undefined,
              entityKey: undefined,
              surveyFy: undefined,
            });
            onClear();
          }}
        >
          クリア
        </Button>
      </Flex>
    </Form>
  );
}
