import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
// The calendar's month and weekday names: antd's ja_JP locale asks dayjs for Japanese.
import 'dayjs/locale/ja';

import type { DateRange, DateRangeProps } from './date-range';

const WIRE = 'YYYY-MM-DD';
const dayOf = (text: string | undefined): Dayjs | null => {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const day = dayjs(text);
  return day.isValid() ? day : null;
};

/** DateRangeInput's picker: antd's RangePicker and dayjs, loaded after the page's first paint. */
export default function DateRangePicker({ value, onChange, id, placeholder }: DateRangeProps) {
  const [from, to] = value ?? [undefined, undefined];
  return (
    <DatePicker.RangePicker
      id={id ? { start: id, end: `${id}-end` } : undefined}
      format="YYYY/MM/DD"
      allowEmpty={[true, true]}
      placeholder={placeholder}
      value={[dayOf(from), dayOf(to)]}
      onChange={(dates) => {
        const next: DateRange = [dates?.[0]?.format(WIRE), dates?.[1]?.format(WIRE)];
        onChange?.(next[0] || next[1] ? next : undefined);
      }}
      // Enter takes the typed date; it would otherwise submit the form first, with the date not yet taken.
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      style={{ width: '100%' }}
    />
  );
}
