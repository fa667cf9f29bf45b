import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
// The calendar's month and weekday names: antd's ja_JP locale asks dayjs for Japanese.
import 'dayjs/locale/ja';

/** A period as the wire carries it: Japan-time dates `YYYY-MM-DD`, either end open. */
export type DateRange = [string | undefined, string | undefined];

const WIRE = 'YYYY-MM-DD';
const dayOf = (text: string | undefined): Dayjs | null => {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const day = dayjs(text);
  return day.isValid() ? day : null;
};

/**
 * A period picked as the screens write dates (2026/11/24), in Japanese, not the browser's mm/dd/yyyy: a form field
 * whose value is `[from, to]`, either end may stay empty.
 */
export function DateRangeInput({
  value,
  onChange,
  id,
  placeholder = ['開始日', '終了日'],
}: {
  value?: DateRange | undefined;
  onChange?: (value: DateRange | undefined) => void;
  id?: string;
  placeholder?: [string, string];
}) {
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
