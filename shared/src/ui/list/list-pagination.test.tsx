import { act, fireEvent, render, screen } from '@testing-library/react';
import { ListPagination } from './list-pagination';
import type { TableChange } from './use-list-query';

/** A promise the test settles by hand: the answer to the pressed page's request. */
function pending() {
  let resolve: (value: unknown) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function pager(prefetch: (change: TableChange) => Promise<unknown>) {
  const onChange = jest.fn();
  render(<ListPagination page={1} perPage={20} total={100} onChange={onChange} prefetch={prefetch} />);
  return onChange;
}

const pageTwo = () => screen.getByTitle('2').firstElementChild as HTMLElement;
const press = (element: HTMLElement) => {
  fireEvent.pointerDown(element);
  fireEvent.click(element);
};

describe('ListPagination', () => {
  afterEach(() => jest.useRealTimers());

  it('asks for the pressed page on the press and moves to it once its rows are in, drawing the list once', async () => {
    const answer = pending();
    const prefetch = jest.fn(() => answer.promise);
    const onChange = pager(prefetch);
    press(pageTwo());
    expect(prefetch).toHaveBeenCalledWith({ page: 2, perPage: 20, sort: undefined, order: undefined });
    await act(async () => undefined);
    // Still on page 1 with its rows: not page 2 without rows first.
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => answer.resolve({}));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ page: 2, perPage: 20, sort: undefined, order: undefined });
  });

  it('moves without the rows when the answer is slow, and once a failed request settles', async () => {
    jest.useFakeTimers();
    const onChange = pager(() => new Promise(() => undefined));
    press(pageTwo());
    await act(async () => jest.advanceTimersByTime(250));
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(60));
    expect(onChange).toHaveBeenCalledTimes(1);
    jest.useRealTimers();

    const failed = pending();
    const again = jest.fn();
    const view = render(
      <ListPagination page={1} perPage={20} total={100} onChange={again} prefetch={() => failed.promise} />,
    );
    press(view.getAllByTitle('2')[1]!.firstElementChild as HTMLElement);
    await act(async () => failed.reject(new Error('500')));
    // The page shows its error there, as any failed list call.
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('moves at once when the page was not pressed (the keyboard) or the list asks nothing ahead', async () => {
    const answer = pending();
    const onChange = pager(() => answer.promise);
    fireEvent.click(pageTwo());
    expect(onChange).toHaveBeenCalledTimes(1);
    onChange.mockClear();
    const unasked = jest.fn();
    const view = render(<ListPagination page={1} perPage={20} total={100} onChange={unasked} />);
    press(view.getAllByTitle('2')[1]!.firstElementChild as HTMLElement);
    expect(unasked).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ends on the page pressed last when the answer for an earlier press comes after it', async () => {
    const answers = new Map([2, 3].map((page) => [page, pending()]));
    const onChange = pager(({ page }) => answers.get(page)!.promise);
    press(pageTwo());
    press(screen.getByTitle('3').firstElementChild as HTMLElement);
    await act(async () => answers.get(3)!.resolve({}));
    await act(async () => answers.get(2)!.resolve({}));
    expect(onChange.mock.calls).toEqual([[{ page: 3, perPage: 20, sort: undefined, order: undefined }]]);
  });
});
