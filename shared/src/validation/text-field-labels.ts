/**
 * Japanese names of the free-text fields (wire names), so a refused character is reported with its field by the
 * server, the mocks and the forms alike (a form field's camelCase name is looked up in its snake_case form).
 */
const TEXT_FIELD_LABELS: Readonly<Record<string, string>> = {
  group_name: 'グループ名',
  org_group_name: 'グループ名',
  headquarter_name: '本部名',
  department_name: '部名',
  section_name: '課名',
  supervision_name_eng: '統括本部名（英語）',
  admin_name_eng: '管理部名（英語）',
  office_name: '事業所名',
  office_name_eng: '事業所名（英語）',
  exclusion_reason: '対象外理由',
  notes: '備考',
  note: '備考',
  company_name: '会社名',
  company_name_eng: '会社名（英語）',
  company_abbreviation: '略称',
  company_formal_name: '正式会社名',
  company_formal_name_eng: '正式会社名（英語）',
  company_formal_name_kana: '正式会社名（カナ）',
  business_content: '事業内容',
  authority_group_name: '権限グループ名',
  surname: '姓',
  given_name: '名',
  comment: 'コメント',
  reason: '理由',
  // List filters (DESIGN.md §7: a filter is refused like any other text, so a search never carries a NUL byte).
  keyword: 'キーワード',
  name: '氏名',
  kana: 'フリガナ',
  mail: 'メールアドレス',
  organization: '組織',
};

/** The field's Japanese name: `officeName`, `office_name` or `targets.0.notes` all find 事業所名 / 備考. */
export function textFieldLabel(field: string): string | undefined {
  const name = field.split('.').at(-1) ?? field;
  return TEXT_FIELD_LABELS[name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)];
}
