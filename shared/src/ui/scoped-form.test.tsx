import { useRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Form, type FormInstance } from '@sdp/shared/ui/form';
import { Input } from '@sdp/shared/ui/input';

function SearchForm({ label }: { label: string }) {
  return (
    <Form aria-label={label}>
      <Form.Item name="keyword" label="キーワード">
        <Input />
      </Form.Item>
    </Form>
  );
}

/** A list page kept hidden (DESIGN §5) above the visible one: both search forms have a キーワード field. */
function KeptAndVisible() {
  return (
    <>
      <div hidden>
        <SearchForm label="隠れた一覧" />
      </div>
      <SearchForm label="表示中の一覧" />
    </>
  );
}

test("each form's label names its own field, not a hidden page's field of the same name", () => {
  render(<KeptAndVisible />);
  const visible = screen.getByRole('form', { name: '表示中の一覧' });
  const label = visible.querySelector('label') as HTMLLabelElement;
  // The browser resolves a label's `for` to the first element in the document with that id.
  const field = document.getElementById(label.htmlFor);
  expect(field?.closest('form')).toBe(visible);
  const hidden = screen.getByRole('form', { name: '隠れた一覧', hidden: true });
  expect(hidden.querySelector('input')?.id).not.toBe(field?.id);
});

test('a form keeps the name it is given, and the compound parts still work', () => {
  let instance: FormInstance | undefined;
  function Named() {
    const [form] = Form.useForm();
    const kept = useRef(form);
    instance = kept.current;
    return (
      <Form form={form} name="office" aria-label="事業所">
        <Form.Item name="officeName" label="事業所名">
          <Input />
        </Form.Item>
      </Form>
    );
  }
  render(<Named />);
  expect(screen.getByLabelText('事業所名').id).toBe('office_officeName');
  fireEvent.change(screen.getByLabelText('事業所名'), { target: { value: '本社' } });
  expect(instance?.getFieldValue('officeName')).toBe('本社');
});
