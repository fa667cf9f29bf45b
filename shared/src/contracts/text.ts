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
/**
 * A list filter (keyword, name…): searched as typed (not trimmed), and refused like any one-line text — a search
 * for an invisible character finds nothing worth finding, and a NUL byte would reach the database.
 */
export const searchText = (max: number) => z.string().max(max).superRefine(cleanText('single'));
