import type { UploadAnswer } from './use-csv-upload';

/** 「追加 2件・変更 1件・削除 1件・変更なし 5件」 */
export const summaryOf = (answer: UploadAnswer): string =>
  [
    `追加 ${answer.added}件`,
    `変更 ${answer.changed}件`,
    `削除 ${answer.removed}件`,
    `変更なし ${answer.unchanged}件`,
  ].join('・');

export const changesNothing = (answer: UploadAnswer): boolean =>
  answer.added + answer.changed + answer.removed === 0;
