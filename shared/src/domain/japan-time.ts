/** Staff work in Japan: dates on screens, in CSV cells and in export file names are Japan time. */
export const JAPAN_TIME_ZONE = 'Asia/Tokyo';

// The platform's Intl already knows every time zone; a date library here cost each page ~7 KB gzip.
const japanParts = new Intl.DateTimeFormat('en-US', {
  timeZone: JAPAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type Instant = string | number | Date | null | undefined;
type Fields = Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;

const fieldsOf = (date: Date): Fields => {
  const fields: Partial<Fields> = {};
  for (const { type, value } of japanParts.formatToParts(date)) {
    if (type === 'year' || type === 'month' || type === 'day' || type === 'hour' || type === 'minute')
      fields[type] = value;
  }
  return fields as Fields;
};

const formatIn =
  (render: (fields: Fields) => string) =>
  (value: Instant): string => {
    if (value === null || value === undefined || value === '') return '';
    const date = new Date(value);
    // A value that is not a date is shown as it came rather than hidden or thrown on.
    return Number.isNaN(date.getTime()) ? String(value) : render(fieldsOf(date));
  };

/** `2026/11/24`, as the screens show a date. */
export const formatJapanDate = formatIn((f) => `${f.year}/${f.month}/${f.day}`);
/** `2026/11/24 02:03`, as the screens show a time. */
export const formatJapanDateTime = formatIn((f) => `${f.year}/${f.month}/${f.day} ${f.hour}:${f.minute}`);
/** `20261124`: today in Japan, for file names. */
export const japanDateStamp = (now: Date = new Date()): string => {
  const f = fieldsOf(now);
  return `${f.year}${f.month}${f.day}`;
};
