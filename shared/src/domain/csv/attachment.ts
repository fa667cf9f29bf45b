import { japanDateStamp } from '../japan-time';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** Attachment header with a Japanese name (RFC 6266 / 5987) and an ASCII fallback. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** `社内組織一覧_2025_20261122.csv`: the list's name, the survey year (if any) and today's date in Japan. */
export function exportFileName(base: string, surveyFy: number | null, now = new Date()): string {
  return `${base}${surveyFy === null ? '' : `_${surveyFy}`}_${japanDateStamp(now)}.csv`;
}
