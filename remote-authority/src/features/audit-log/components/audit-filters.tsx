import { memo } from 'react';
import { AUDIT_DATA_ENTITIES, auditScopeOf, newestFirst, useRoles, useSurveyYears } from '@sdp/shared';
import { AUDIT_ENTITY_LABELS, auditActorText } from '@sdp/shared/ui/audit-log';
import { DateRangeInput, type DateRange } from '@sdp/shared/ui/date-picker';
import { Form } from '@sdp/shared/ui/form';
import { Input } from '@sdp/shared/ui/input';
import { ListFilters } from '@sdp/shared/ui/list';
import { Select } from '@sdp/shared/ui/select';
import type { AuditEventsFilter } from '../api/get-audit-events';

export type AuditFilterValues = Pick<
  AuditEventsFilter,
  'entity' | 'entityKey' | 'userId' | 'surveyFy' | 'from' | 'to'
>;
/** The form's fields: the period is one picker, the wire's from and to. */
type FormValues = Omit<AuditFilterValues, 'from' | 'to'> & { period?: DateRange | undefined };

interface Props {
  values: AuditFilterValues;
  users: readonly { userId: string; userName: string | null }[];
  onSearch: (values: AuditFilterValues) => void;
  onClear: () => void;
}

const toForm = ({ from, to, ...rest }: AuditFilterValues): FormValues => ({
  ...rest,
  period: from || to ? [from, to] : undefined,
});
const fromForm = ({ period, ...rest }: FormValues): AuditFilterValues => ({
  ...rest,
  from: period?.[0],
  to: period?.[1],
});

/**
 * Period (Japan-time dates), user, entity, key and year; applied by 検索, cleared by クリア, kept in the URL.
 * Memoised: a page change leaves it as it was (the page passes stable values and handlers).
 */
export const AuditFilters = memo(function AuditFilters({ values, users, onSearch, onClear }: Props) {
  const years = useSurveyYears();
  // The verifier reads the events of data only: the other entities would answer 403.
  const dataOnly = auditScopeOf(useRoles()) === 'data';
  const entities = Object.entries(AUDIT_ENTITY_LABELS).filter(
    ([value]) => !dataOnly || (AUDIT_DATA_ENTITIES as readonly string[]).includes(value),
  );
  return (
    <ListFilters<FormValues>
      values={toForm(values)}
      onSearch={(next) => onSearch(fromForm(next))}
      onClear={onClear}
    >
      <Form.Item name="period" label="期間">
        <DateRangeInput />
      </Form.Item>
      <Form.Item name="userId" label="ユーザー">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="すべて"
          options={users.map((user) => ({ value: user.userId, label: auditActorText(user) }))}
        />
      </Form.Item>
      <Form.Item name="entity" label="対象">
        <Select
          allowClear
          placeholder="すべて"
          options={entities.map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
      <Form.Item name="entityKey" label="キー">
        <Input placeholder="例: SUS_ADMIN" maxLength={200} />
      </Form.Item>
      <Form.Item name="surveyFy" label="年度">
        <Select
          allowClear
          placeholder="すべて"
          options={newestFirst(years.data ?? []).map((year) => ({
            value: year.surveyFy,
            label: `${year.surveyFy}年度`,
          }))}
        />
      </Form.Item>
    </ListFilters>
  );
});
