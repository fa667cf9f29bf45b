import { memo, useId, type ReactNode } from 'react';
import { Button, Flex, Panel, ReloadOutlined, SearchOutlined } from '@sdp/shared/ui';
import { Form, toFormRules } from '@sdp/shared/ui/form';
import { Input } from '@sdp/shared/ui/input';
import { useStableHandler, useStableValue } from '@sdp/shared/ui/list';
import { SurveyYearSelect } from '@sdp/shared/ui/select';
import type { ListState } from '../list-state';

/**
 * What a list hands its ListSearchForm: the year and filters from the URL, and handlers that write them back, all
 * keeping their identity across page changes and sorts so the memoised form is not drawn again. `clearOnYear`: a new
 * year drops the filters (their options are the old year's).
 */
export function useListSearchProps<F extends string>(
  state: ListState<F>,
  update: (change: Partial<ListState<F>>) => void,
  { clearOnYear }: { clearOnYear: boolean },
) {
  const values = useStableValue(state.filters);
  const onSurveyFyChange = useStableHandler((surveyFy: number) =>
    update(clearOnYear ? { surveyFy, page: 1, filters: {} } : { surveyFy, page: 1 }),
  );
  const onSearch = useStableHandler((filters: Partial<Record<F, string>>) => update({ filters, page: 1 }));
  return { surveyFy: state.surveyFy, values, onSurveyFyChange, onSearch };
}

/** A filter is refused like any one-line text (DESIGN.md §7): the message shows before the search is sent. */
const SEARCH_RULES = toFormRules();

/**
 * The search conditions above every list: the survey year first (it applies at once), the list's own filters,
 * and a keyword. The values come from the URL and go back to it on 検索. Labels sit above the fields, as on every
 * other list's filters (ListFilters). Memoised (ListSearchForm below): a page change or a sort leaves it as it was
 * when the list passes stable values, handlers and fields.
 */
function SearchForm<V extends Record<string, string | undefined>>({
  surveyFy,
  values,
  keywordPlaceholder,
  onSurveyFyChange,
  onSearch,
  children,
}: {
  surveyFy: number;
  values: V & { keyword?: string };
  keywordPlaceholder: string;
  onSurveyFyChange: (surveyFy: number) => void;
  onSearch: (values: V & { keyword?: string }) => void;
  children?: ReactNode;
}) {
  const [form] = Form.useForm<V & { keyword?: string }>();
  const yearId = useId();
  const clear = () => {
    const empty = Object.fromEntries(Object.keys(form.getFieldsValue()).map((key) => [key, undefined]));
    form.setFieldsValue(empty as V);
    onSearch(empty as V);
  };
  return (
    <Panel size="small" style={{ marginBottom: 16 }}>
      <Form
        key={JSON.stringify(values)}
        form={form}
        layout="vertical"
        role="search"
        aria-label="検索条件"
        initialValues={values}
        onFinish={(submitted) => onSearch(trimmed(submitted))}
      >
        <Flex wrap gap="0 16px">
          <Form.Item label="調査年度" htmlFor={yearId}>
            <SurveyYearSelect id={yearId} value={surveyFy} onChange={onSurveyFyChange} />
          </Form.Item>
          {children}
          <Form.Item name="keyword" rules={SEARCH_RULES} label="キーワード">
            <Input allowClear placeholder={keywordPlaceholder} style={{ width: 240 }} maxLength={100} />
          </Form.Item>
        </Flex>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            検索
          </Button>
          <Button icon={<ReloadOutlined />} onClick={clear}>
            クリア
          </Button>
        </Flex>
      </Form>
    </Panel>
  );
}

// memo drops the type parameter; the cast gives it back.
export const ListSearchForm = memo(SearchForm) as typeof SearchForm;

function trimmed<V extends Record<string, string | undefined>>(values: V): V {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() || undefined : value,
    ]),
  ) as V;
}
