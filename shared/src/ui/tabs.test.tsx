import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@sdp/shared/ui';
import { Tabs } from '@sdp/shared/ui/tabs';

function Page({ onChange }: { onChange: (key: string) => void }) {
  const [active, setActive] = useState('internal');
  const items = [
    { key: 'internal', label: '社内組織' },
    { key: 'office', label: '事業所' },
    { key: 'consolidated', label: '関係会社' },
  ];
  return (
    <AppProviders>
      <Tabs
        activeKey={active}
        onChange={(key) => {
          onChange(key);
          setActive(key);
        }}
        items={items.map((item) => ({ ...item, children: <p>{item.label}の一覧</p> }))}
      />
    </AppProviders>
  );
}

test('a tab shows its panel, named by the tab; choosing the open tab again changes nothing', async () => {
  const user = userEvent.setup();
  const changes: string[] = [];
  render(<Page onChange={(key) => changes.push(key)} />);
  expect(screen.getByRole('tabpanel', { name: '社内組織' })).toHaveTextContent('社内組織の一覧');
  await user.click(screen.getByRole('tab', { name: '社内組織' }));
  expect(changes).toEqual([]);
  await user.click(screen.getByRole('tab', { name: '事業所' }));
  expect(changes).toEqual(['office']);
  expect(screen.getByRole('tab', { name: '事業所' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: '事業所' })).toHaveTextContent('事業所の一覧');
  expect(screen.queryByText('社内組織の一覧')).not.toBeInTheDocument();
});

test('arrow keys move between the tabs, Enter opens the focused one', async () => {
  const user = userEvent.setup();
  const changes: string[] = [];
  render(<Page onChange={(key) => changes.push(key)} />);
  await user.tab();
  expect(screen.getByRole('tab', { name: '社内組織' })).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: '関係会社' })).toHaveFocus();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(screen.getByRole('tab', { name: '事業所' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(changes).toEqual(['office']);
});
