import { act, fireEvent, render, screen } from '@testing-library/react';
import { Activity } from 'react';
import { Form } from '@sdp/shared/ui/form';
import { Input } from '@sdp/shared/ui/input';
import { ListFilters } from './list-filters';

type Values = { name?: string };

/** A list's filters as a kept page holds them: shown, or hidden while the user is on another page. */
function Filters({ values, visible = true }: { values: Values; visible?: boolean }) {
  return (
    <Activity mode={visible ? 'visible' : 'hidden'}>
      <ListFilters<Values> values={values} onSearch={() => undefined} onClear={() => undefined}>
        <Form.Item name="name" label="氏名">
          <Input />
        </Form.Item>
      </ListFilters>
    </Activity>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('氏名');

describe('ListFilters', () => {
  it('shows the applied filters, and follows them when they change (Back, a link)', async () => {
    const view = render(<Filters values={{ name: '山田' }} />);
    await act(async () => undefined);
    expect(field().value).toBe('山田');
    view.rerender(<Filters values={{ name: '佐藤' }} />);
    await act(async () => undefined);
    expect(field().value).toBe('佐藤');
  });

  it('keeps what the user typed, in the same field, when a kept list is shown again', async () => {
    const view = render(<Filters values={{ name: '山田' }} />);
    await act(async () => undefined);
    fireEvent.change(field(), { target: { value: '山田 花' } });
    const typedInto = field();
    view.rerender(<Filters values={{ name: '山田' }} visible={false} />);
    await act(async () => undefined);
    view.rerender(<Filters values={{ name: '山田' }} />);
    await act(async () => undefined);
    expect(field().value).toBe('山田 花');
    expect(field()).toBe(typedInto);
  });
});
