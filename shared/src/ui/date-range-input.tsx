import { Input } from 'antd';
import { lazy, Suspense } from 'react';

import type { DateRangeProps } from './date-range';

export type { DateRange, DateRangeProps } from './date-range';

// The picker and its date library weigh ~35 KB gzip: the page paints first, with a stand-in of the same size.
const DateRangePicker = lazy(() => import('./date-range-picker'));

/**
 * A period picked as the screens write dates (2026/11/24), in Japanese, not the browser's mm/dd/yyyy: a form field
 * whose value is `[from, to]`, either end may stay empty.
 */
export function DateRangeInput({ placeholder = ['開始日', '終了日'], ...props }: DateRangeProps) {
  return (
    <Suspense fallback={<Input disabled aria-hidden />}>
      <DateRangePicker placeholder={placeholder} {...props} />
    </Suspense>
  );
}
