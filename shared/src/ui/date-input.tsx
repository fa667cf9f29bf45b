import { Input } from 'antd';
import { lazy, Suspense } from 'react';

import type { DateInputProps } from './date-input-props';

// The picker and its date library weigh ~35 KB gzip: the page paints first, with a stand-in of the same size.
const DateInputPicker = lazy(() => import('./date-input-picker'));

/** One date picked as the screens write dates (2026/11/24), in Japanese: a form field whose value is `YYYY-MM-DD`. */
export function DateInput({ placeholder = '日付を選択', ...props }: DateInputProps) {
  return (
    <Suspense fallback={<Input disabled aria-hidden />}>
      <DateInputPicker placeholder={placeholder} {...props} />
    </Suspense>
  );
}
