import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
// The calendar's month and weekday names: antd's ja_JP locale asks dayjs for Japanese.
import 'dayjs/locale/ja';

import { isCalendarDate } from '../validation/calendar-date';
import type { DateInputProps } from './date-input-props';

const WIRE = 'YYYY-MM-DD';
const dayOf = (text: string | undefined): Dayjs | null => (text && isCalendarDate(text) ? dayjs(text) : null);

/** DateInput's picker: antd's DatePicker and dayjs, loaded after the page's first paint. */
export default function DateInputPicker({ value, onChange, id, placeholder, disabled }: DateInputProps) {
  return (
    <DatePicker
      id={id}
      format="YYYY/MM/DD"
      placeholder={placeholder}
      disabled={disabled}
      value={dayOf(value)}
      onChange={(date: Dayjs | null) => onChange?.(date ? date.format(WIRE) : undefined)}
      // Enter takes the typed date; it would otherwise submit the form first, with the date not yet taken.
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      style={{ width: '100%' }}
    />
  );
}
