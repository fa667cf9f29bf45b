import { rules, type Rule } from '@sdp/shared';

export const AUTHORITY_GROUP_ID_MAX = 30;

/** Upper-case half-width letters, digits and underscore: the same pattern as the contract's authorityGroupIdSchema. */
const ID_PATTERN = /^[A-Z0-9_]+$/;

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

export const authorityGroupIdRules: Rule[] = [
  rules.required('権限グループID'),
  {
    id: 'maxLength30',
    message: `${AUTHORITY_GROUP_ID_MAX}文字以内で入力してください`,
    test: (value) =>
      isBlank(value) || (typeof value === 'string' && [...value].length <= AUTHORITY_GROUP_ID_MAX),
  },
  {
    id: 'authorityGroupId',
    message: '半角英大文字・半角数字・アンダースコア（_）で入力してください',
    test: (value) => isBlank(value) || (typeof value === 'string' && ID_PATTERN.test(value)),
  },
];

export const authorityGroupNameRules: Rule[] = [rules.required('権限グループ名'), rules.maxLength(100)];

export const noteRules: Rule[] = [rules.maxLength(100), rules.multiline];

export const dataViewingClassRules: Rule[] = [rules.requiredSelect('データ閲覧区分')];

export const rolesRules: Rule[] = [{ ...rules.required(), message: 'ロールを1つ以上選択してください' }];
