import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
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

test('a tab shows its panel, named by the tab; choosing the open tab again changes nothing', () => {
  const changes: string[] = [];
  render(<Page onChange={(key) => changes.push(key)} />);
  expect(screen.getByRole('tabpanel', { name: '社内組織' }).textContent).toBe('社内組織の一覧');
  fireEvent.click(screen.getByRole('tab', { name: '社内組織' }));
  expect(changes).toEqual([]);
  fireEvent.click(screen.getByRole('tab', { name: '事業所' }));
  expect(changes).toEqual(['office']);
  expect(screen.getByRole('tab', { name: '事業所' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole('tabpanel', { name: '事業所' }).textContent).toBe('事業所の一覧');
  expect(screen.queryByText('社内組織の一覧')).toBeNull();
});

test('arrow keys move between the tabs; only the open tab is in the tab order', () => {
  render(<Page onChange={() => undefined} />);
  const tab = (name: string) => screen.getByRole('tab', { name });
  expect([tab('社内組織').tabIndex, tab('事業所').tabIndex, tab('関係会社').tabIndex]).toEqual([0, -1, -1]);
  tab('社内組織').focus();
  fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
  expect(document.activeElement).toBe(tab('関係会社'));
  fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
  fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
  expect(document.activeElement).toBe(tab('事業所'));
});
