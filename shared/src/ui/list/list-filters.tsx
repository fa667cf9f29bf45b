import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Col, Flex, Panel, ReloadOutlined, Row, SearchOutlined } from '@sdp/shared/ui';
import { Form } from '@sdp/shared/ui/form';

// Selects and pickers fill their grid cell like the text fields do.
const FIELD_CSS = '.sdp-list-filters .ant-select, .sdp-list-filters .ant-picker { width: 100%; }';

/**
 * The filters above every list, laid out alike: a grid of fields (four a row on wide screens, one on a phone), then
 * 検索 and クリア. The applied values come from the URL; fields named in `applyAtOnce` (the survey year) apply as
 * soon as they change, the others on 検索. クリア empties the form and the URL alike.
 */
export function ListFilters<V extends object>({
  values,
  onSearch,
  onClear,
  applyAtOnce = [],
  onApply,
  label = '検索条件',
  children,
}: {
  values: V;
  onSearch: (values: V) => void;
  onClear: () => void;
  applyAtOnce?: readonly (keyof V & string)[];
  onApply?: (changed: Partial<V>) => void;
  label?: string;
  children: ReactNode;
}) {
  const [form] = Form.useForm<V>();
  const [cleared, setCleared] = useState(0);
  // The URL is the source: follow it when the applied values change (Back, links, クリア), not on every render.
  const applied = JSON.stringify(values);
  const synced = useRef<string | null>(null);
  useEffect(() => {
    // A kept list shown again runs its effects again: its fields already hold these values (and whatever the user
    // typed before leaving), and a reset would mount every field anew.
    const now = `${cleared} ${applied}`;
    if (synced.current === now) return;
    synced.current = now;
    form.resetFields();
    form.setFieldsValue(JSON.parse(applied) as Parameters<typeof form.setFieldsValue>[0]);
  }, [form, applied, cleared]);

  return (
    <Panel size="small" style={{ marginBottom: 16 }}>
      <style>{FIELD_CSS}</style>
      <Form<V>
        form={form}
        className="sdp-list-filters"
        layout="vertical"
        aria-label={label}
        role="search"
        onFinish={onSearch}
        onValuesChange={(changed: Partial<V>) => {
          const now = Object.keys(changed).filter((key) => applyAtOnce.includes(key as keyof V & string));
          if (now.length > 0 && onApply)
            onApply(Object.fromEntries(now.map((key) => [key, changed[key as keyof V]])) as Partial<V>);
        }}
      >
        <Row gutter={16}>
          {Children.toArray(children).map((child, index) => (
            <Col key={index} xs={24} sm={12} lg={6}>
              {child}
            </Col>
          ))}
        </Row>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            検索
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              setCleared((count) => count + 1);
              onClear();
            }}
          >
            クリア
          </Button>
        </Flex>
      </Form>
    </Panel>
  );
}
