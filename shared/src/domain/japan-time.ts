import { tz } from '@date-fns/tz';
import { format } from 'date-fns';

/** Staff work in Japan: dates on screens, in CSV cells and in export file names are Japan time. */
export const JAPAN_TIME_ZONE = 'Asia/Tokyo';
const inJapan = tz(JAPAN_TIME_ZONE);

type Instant = string | number | Date | null | undefined;

const formatIn =
  (pattern: string) =>
  (value: Instant): string =>
    value === null || value === undefined || value === ''
      ? ''
      : format(new Date(value), pattern, { in: inJapan });

/** `2026/11/24`, as the screens show a date. */
export const formatJapanDate = formatIn('yyyy/MM/dd');
/** `2026/11/24 02:03`, as the screens show a time. */
export const formatJapanDateTime = formatIn('yyyy/MM/dd HH:mm');
/** `20261124`: today in Japan, for file names. */
export const japanDateStamp = (now: Date = new Date()): string => format(now, 'yyyyMMdd', { in: inJapan });
