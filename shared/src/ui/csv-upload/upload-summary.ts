import { formatNumber } from '@sdp/shared/domain';
import type { UploadAnswer } from './use-csv-upload';

const count = (value: number): string => `${formatNumber(value)}件`;

/** 「追加 2件・変更 1件・削除 1件・変更なし 9,732件」 (削除 only for an upload that can remove). */
export const summaryOf = (answer: UploadAnswer, replaces = true): string =>
  [
    `追加 ${count(answer.added)}`,
    `変更 ${count(answer.changed)}`,
    ...(replaces ? [`削除 ${count(answer.removed)}`] : []),
    `変更なし ${count(answer.unchanged)}`,
  ].join('・');

/** How many quality warnings a checked file has (0 for an upload with no quality rule). */
export const warningCountOf = (answer: UploadAnswer): number => answer.warningCount ?? 0;

export const changesNothing = (answer: UploadAnswer): boolean =>
  answer.added + answer.changed + answer.removed === 0;

/**
 * What an upload of the kind does to the stored rows (DESIGN §8 "Upload meaning is said where it happens"), said on
 * its help and its preview: clients, vehicles and survey results replace the year; organisations add and update.
 */
export const uploadMeaningOf = (replaces: boolean): string =>
  replaces
    ? 'ファイルに含まれる調査年度のデータは、ファイルの内容に置き換わります（ファイルにない行は削除されます）。'
    : 'ファイルの行を追加し、登録済みの行は更新します。ファイルにない行は削除されません。';
