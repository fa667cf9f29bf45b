import type { ErrorBody } from '@sdp/shared/contracts';
import { MESSAGES } from '../../contracts/constants';
import { forbiddenCharacter, forbiddenCharacterMessage } from '../../validation/text-hygiene';

/** The audit trail keys an upload by its file's name (audit_events.entity_key is varchar(200)). */
export const MAX_CSV_FILE_NAME_LENGTH = 200;

export const isCsvFileName = (name: string | undefined): boolean => /\.csv$/i.test(name ?? '');

const nameError = (message: string): ErrorBody => ({
  code: 'W-001-3',
  message,
  error_item: { reason: { file: 'INVALID_VALUE' } },
});

/**
 * An upload's file name, checked before its contents in the dry run as in the upload (the upload writes it to the
 * audit trail, the dry run must refuse what the upload would): a .csv name (W-005), clean one-line text (text
 * hygiene) of at most 200 characters (W-001-3 on `file`). Null when the name is fine.
 */
export function csvFileNameProblem(name: string | undefined): ErrorBody | null {
  if (name === undefined || !isCsvFileName(name)) return { code: 'W-005', message: MESSAGES.notCsv };
  const codePoint = forbiddenCharacter(name);
  if (codePoint) return nameError(forbiddenCharacterMessage('ファイル名', codePoint));
  const length = [...name].length;
  if (length > MAX_CSV_FILE_NAME_LENGTH)
    return nameError(`ファイル名は${MAX_CSV_FILE_NAME_LENGTH}文字以内にしてください（${length}文字）`);
  return null;
}
