import { rules, type Rule } from '@sdp/shared';
import { toFormRules } from '@sdp/shared/ui/form';

const noEdgeSpaces: Rule = {
  id: 'noEdgeSpaces',
  message: '前後に空白は入力できません',
  test: (value) => typeof value !== 'string' || value === value.trim(),
};

/** Form rules of the user fields (DESIGN.md §4, spec §5); the server checks the same with the contract. */
export const USER_FORM_RULES = {
  surname: toFormRules(rules.required('姓'), rules.maxLength(100), noEdgeSpaces),
  givenName: toFormRules(rules.required('名'), rules.maxLength(100), noEdgeSpaces),
  surnameKana: toFormRules(rules.required('姓（フリガナ）'), rules.katakana, rules.maxLength(100)),
  givenNameKana: toFormRules(rules.required('名（フリガナ）'), rules.katakana, rules.maxLength(100)),
  mail: toFormRules(rules.required('メールアドレス'), rules.email, rules.maxLength(100)),
  orgGroupCode: toFormRules(rules.requiredSelect('グループ')),
  authorityGroupId: toFormRules(rules.requiredSelect('権限グループ')),
  accessUntil: toFormRules(rules.calendarDate),
  note: toFormRules(rules.maxLength(100), rules.multiline),
  comment: toFormRules(rules.maxLength(100), rules.multiline),
};
