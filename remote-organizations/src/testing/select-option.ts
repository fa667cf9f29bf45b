import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';

/** Opens an antd Select by its label and picks the option whose text contains `option`. */
export async function selectOption(user: UserEvent, label: string, option: string): Promise<void> {
  const combobox = screen.getByLabelText(label);
  await waitFor(() => expect(combobox).toBeEnabled());
  await user.click(combobox);
  const listbox = await waitFor(() => {
    const lists = document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    const last = lists[lists.length - 1] as HTMLElement | undefined;
    if (!last || !within(last).queryByText(option, { exact: false })) throw new Error(`no option ${option}`);
    return last;
  });
  // The option of a dropdown that just opened: checking pointer-events up its tree costs a second in jsdom.
  const pick = user.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await pick.click(within(listbox).getByText(option, { exact: false }));
}
