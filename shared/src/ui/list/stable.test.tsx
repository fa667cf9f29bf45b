import { act, render } from '@testing-library/react';
import { memo, useState } from 'react';
import { useStableHandler, useStableValue } from './stable';

/** A memoised child counting its renders, as the lists' filter forms are. */
function harness() {
  const renders: unknown[] = [];
  const Child = memo(function Child({ values, onSearch }: { values: object; onSearch: () => void }) {
    renders.push(values);
    return (
      <button type="button" onClick={onSearch}>
        search
      </button>
    );
  });
  const seen: number[] = [];
  let setPage: (page: number) => void = () => undefined;
  let setName: (name: string) => void = () => undefined;
  function Page() {
    const [page, setPageState] = useState(1);
    const [name, setNameState] = useState('a');
    setPage = setPageState;
    setName = setNameState;
    // Rebuilt on every render, as a list rebuilds its filters from the URL.
    const values = useStableValue({ name });
    const onSearch = useStableHandler(() => seen.push(page));
    return <Child values={values} onSearch={onSearch} />;
  }
  return { Page, renders, seen, setPage: (p: number) => setPage(p), setName: (n: string) => setName(n) };
}

describe('stable props for memoised filter forms', () => {
  it('keeps the form as it was on a page change, and its handler runs with the latest page', () => {
    const { Page, renders, seen, setPage } = harness();
    const { getByRole } = render(<Page />);
    act(() => setPage(2));
    act(() => setPage(3));
    expect(renders).toHaveLength(1);
    act(() => getByRole('button').click());
    expect(seen).toEqual([3]);
  });

  it('draws the form again with the new values when a filter changes', () => {
    const { Page, renders, setName } = harness();
    render(<Page />);
    act(() => setName('b'));
    expect(renders).toEqual([{ name: 'a' }, { name: 'b' }]);
  });
});
