/**
 * Kept uploads (DESIGN.md §8 "Uploads are evidence"): 最近のアップロード of a kind, or every upload of a year (検証資料),
 * each downloadable as uploaded. An entry of its own: 検証資料 shows it without loading the upload part.
 */
export { UploadHistory } from '../upload-history/upload-history';
export { UploadFileLink } from '../upload-history/upload-file-link';
