import { fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable, type DataTableProps } from './data-table';
import type { ListColumn } from './list-column';

interface Person {
  id: string;
  name: string;
  age: number | null;
}

const PEOPLE: Person[] = [
  { id: 'a', name: '山田 太郎', age: 41 },
  { id: 'b', name: '佐藤 花子', age: null },
];

const COLUMNS: ListColumn<Person>[] = [
  { key: 'name', title: '氏名', dataIndex: 'name', sorter: true },
  {
    key: 'age',
    title: '年齢',
    dataIndex: 'age',
    render: (age: number | null) => (age === null ? '－' : `${age}歳`),
  },
  {
    key: 'actions',
    title: '操作',
    fixed: 'right',
    render: (_, row) => <button type="button">{row.name}を開く</button>,
  },
];

function renderTable(props: Partial<DataTableProps<Person>> = {}) {
  const onSort = jest.fn();
  render(
    <DataTable<Person>
      label="人の一覧"
      columns={COLUMNS}
      rows={PEOPLE}
      rowKey="id"
      onSort={onSort}
      loading={false}
      empty="まだいません"
      size="middle"
      {...props}
    />,
  );
  return { onSort, table: screen.getByRole('table', { name: '人の一覧' }) };
}

describe('DataTable', () => {
  it('shows each row’s fields and rendered cells, one row per record (the sizing row is hidden)', () => {
    const { table } = renderTable();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['山田 太郎', '41歳', '山田 太郎を開く']);
    expect(within(rows[1]!).getAllByRole('cell')[1]!.textContent).toBe('－');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '氏名',
      '年齢',
      '操作',
    ]);
  });

  it('sorts from a sortable heading: ascending, then descending, then none; and says which on the heading', () => {
    const { onSort } = renderTable();
    expect(screen.queryByRole('button', { name: '年齢' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '氏名' }));
    expect(onSort).toHaveBeenLastCalledWith('name', 'ascend');
  });

  it.each([
    ['ascend', 'ascending', 'descend'],
    ['descend', 'descending', null],
  ] as const)('a heading sorted %s reads %s and goes on to %s', (order, aria, next) => {
    const { onSort } = renderTable({ sort: { key: 'name', order } });
    expect(screen.getByRole('columnheader', { name: '氏名' }).getAttribute('aria-sort')).toBe(aria);
    expect(screen.getByRole('columnheader', { name: '年齢' }).hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '氏名' }));
    expect(onSort).toHaveBeenLastCalledWith('name', next);
  });

  it('picks rows with named check boxes, never a disabled one, and hands over the keys and rows', () => {
    const onChange = jest.fn();
    renderTable({
      rowSelection: {
        selectedKeys: ['b'],
        onChange,
        title: '選択',
        checkbox: (row) => ({ disabled: row.age === null, label: `${row.name}を選択` }),
      },
    });
    screen.getByRole('columnheader', { name: '選択' });
    const second = screen.getByRole<HTMLInputElement>('checkbox', { name: '佐藤 花子を選択' });
    expect(second.checked).toBe(true);
    expect(second.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '山田 太郎を選択' }));
    expect(onChange).toHaveBeenLastCalledWith(['b', 'a'], PEOPLE);
  });

  it('shows its empty state in place of rows, and marks itself busy while loading', () => {
    const { table } = renderTable({ rows: [], loading: true });
    within(table).getByText('まだいません');
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(table.closest('.sdp-table')?.getAttribute('aria-busy')).toBe('true');
  });
});
