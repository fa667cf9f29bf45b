import { renderHook } from '@testing-library/react';
import { useSingleFlight } from './use-single-flight';

test('a second submission while the first runs is dropped; the next one after it runs', async () => {
  const { result } = renderHook(() => useSingleFlight());
  let finish: () => void = () => undefined;
  const task = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));

  const first = result.current(task);
  const second = result.current(task);
  await second;
  expect(task).toHaveBeenCalledTimes(1);

  finish();
  await first;
  const next = jest.fn(async () => undefined);
  await result.current(next);
  expect(next).toHaveBeenCalledTimes(1);
});

test('a failed submission does not block the next one', async () => {
  const { result } = renderHook(() => useSingleFlight());
  await expect(result.current(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  const task = jest.fn(async () => undefined);
  await result.current(task);
  expect(task).toHaveBeenCalledTimes(1);
});
