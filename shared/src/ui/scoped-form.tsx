import { useId, type ComponentProps } from 'react';
import { Form as AntForm } from 'antd';

/**
 * antd's Form, named once per mounted form so its fields' ids are unique in the document. antd ids a field by its
 * name alone when the form has none, and kept list pages (DESIGN §5) stay in the document while hidden: two search
 * forms with a キーワード field then shared the id `keyword`, and the visible page's label pointed at the hidden input.
 */
function ScopedForm<Values>(props: ComponentProps<typeof AntForm<Values>>) {
  const id = useId();
  return <AntForm<Values> {...props} name={props.name ?? `form${id}`} />;
}

export const Form = Object.assign(ScopedForm, {
  Item: AntForm.Item,
  List: AntForm.List,
  ErrorList: AntForm.ErrorList,
  Provider: AntForm.Provider,
  useForm: AntForm.useForm,
  useFormInstance: AntForm.useFormInstance,
  useWatch: AntForm.useWatch,
});
