import { fireEvent, screen, waitFor } from '@testing-library/react';

/**
 * Opens an antd Select by its label and picks the option of that title (fireEvent: userEvent is slow in jsdom; the
 * label, not a page-wide role query, finds the select's input).
 */
export async function chooseOption(label: string, option: string): Promise<void> {
  fireEvent.mouseDown(await screen.findByLabelText(label, { selector: 'input' }));
  fireEvent.click(await screen.findByTitle(option));
}

/** Opens an antd Select by its label and answers the texts of the options it offers (once it offers any). */
export async function optionsOffered(label: string): Promise<string[]> {
  fireEvent.mouseDown(await screen.findByLabelText(label, { selector: 'input' }));
  return waitFor(() => {
    const open = document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    const options = [...(open[open.length - 1]?.querySelectorAll('.ant-select-item-option') ?? [])];
    if (options.length === 0) throw new Error(`${label} offers no option yet`);
    return options.map((option) => option.textContent ?? '');
  });
}
