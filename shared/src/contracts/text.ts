import { z } from 'zod';
import { HYGIENE_ISSUE, refusedCharacter, type TextKind } from '../validation/text-hygiene';

/** Zod check of the text hygiene rule; the issue carries the code point so the answer can name it and the field. */
export const cleanText =
  (kind: TextKind = 'single') =>
  (value: string, ctx: z.RefinementCtx) => {
    const codePoint = refusedCharacter(value, kind);
    if (codePoint)
      ctx.addIssue({ code: 'custom', message: codePoint, params: { rule: HYGIENE_ISSUE, codePoint } });
  };

/** A single-line text field: names, titles, codes' names. */
export const singleLine = (max: number) => z.string().trim().max(max).superRefine(cleanText('single'));
/** A multi-line text field (notes, comments, reasons): newline and tab allowed, nothing else invisible. */
export const multiLine = (max: number) => z.string().trim().max(max).superRefine(cleanText('multi'));

/** Japanese names of the free-text fields, for messages that name the field. */
export const TEXT_FIELD_LABELS: Readonly<Record<string, string>> = {
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
};
