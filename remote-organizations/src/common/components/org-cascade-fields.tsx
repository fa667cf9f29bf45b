import { rules } from '@sdp/shared';
import { Form, toFormRules } from '@sdp/shared/ui/form';
import { Select } from '@sdp/shared/ui/select';
import { useDepartments, useGroups, useHeadquarters } from '../api/lookups';

export interface CascadeNames {
  group: string;
  headquarter: string;
  department?: string;
}

export interface CascadeLabels {
  group?: string;
  headquarter?: string;
  department?: string;
}

const codeAndName = (code: string | null, name: string | null) => [code, name].filter(Boolean).join(' ');

/**
 * Cascading selects group → headquarters → department of one survey year (DESIGN.md §5). Choosing a level clears
 * the levels below it, so a form never holds a department of another headquarters.
 */
export function OrgCascadeFields({
  surveyFy,
  names,
  labels = {},
  disabled = false,
}: {
  surveyFy: number;
  names: CascadeNames;
  labels?: CascadeLabels;
  disabled?: boolean;
}) {
  const form = Form.useFormInstance();
  const groupCode = Form.useWatch<string | undefined>(names.group, form);
  const headquarterCode = Form.useWatch<string | undefined>(names.headquarter, form);
  const groups = useGroups(surveyFy);
  const headquarters = useHeadquarters(surveyFy, groupCode);
  const departments = useDepartments(
    surveyFy,
    { groupCode, headquarterCode },
    Boolean(names.department && headquarterCode),
  );
  const groupLabel = labels.group ?? 'グループ';
  const headquarterLabel = labels.headquarter ?? '本部';
  const departmentLabel = labels.department ?? '部';

  const clearBelow = (level: 'group' | 'headquarter') => {
    const cleared: Record<string, undefined> = {};
    if (level === 'group') cleared[names.headquarter] = undefined;
    if (names.department) cleared[names.department] = undefined;
    form.setFieldsValue(cleared);
  };

  return (
    <>
      <Form.Item name={names.group} label={groupLabel} rules={toFormRules(rules.requiredSelect(groupLabel))}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={`${groupLabel}を選択`}
          loading={groups.isPending}
          disabled={disabled}
          onChange={() => clearBelow('group')}
          options={(groups.data?.groups ?? []).map((group) => ({
            value: group.groupCode,
            label: codeAndName(group.groupCode, group.groupName),
          }))}
        />
      </Form.Item>
      <Form.Item
        name={names.headquarter}
        label={headquarterLabel}
        rules={toFormRules(rules.requiredSelect(headquarterLabel))}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={groupCode ? `${headquarterLabel}を選択` : `先に${groupLabel}を選択してください`}
          loading={Boolean(groupCode) && headquarters.isPending}
          disabled={disabled || !groupCode}
          onChange={() => clearBelow('headquarter')}
          options={(headquarters.data?.headquarters ?? [])
            .filter((hq) => hq.headquarterCode)
            .map((hq) => ({
              value: hq.headquarterCode!,
              label: codeAndName(hq.headquarterCode, hq.headquarterName),
            }))}
        />
      </Form.Item>
      {names.department ? (
        <Form.Item
          name={names.department}
          label={departmentLabel}
          rules={toFormRules(rules.requiredSelect(departmentLabel))}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={
              headquarterCode ? `${departmentLabel}を選択` : `先に${headquarterLabel}を選択してください`
            }
            loading={Boolean(headquarterCode) && departments.isPending}
            disabled={disabled || !headquarterCode}
            options={(departments.data?.departments ?? []).map((dept) => ({
              value: dept.departmentCode,
              label: codeAndName(dept.departmentCode, dept.departmentName),
            }))}
          />
        </Form.Item>
      ) : null}
    </>
  );
}
