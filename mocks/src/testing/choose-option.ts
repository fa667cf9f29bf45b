import { fireEvent, screen } from '@testing-library/react';

/**
 * Opens an antd Select by its label and picks the option of that title (fireEvent: userEvent is slow in jsdom; the
 * label, not a page-wide role query, finds the select's input).
 */
export async function chooseOption(label: string, option: string): Promise<void> {
  fireEvent.mouseDown(await screen.findByLabelText(label, { selector: 'input' }));
  fireEvent.click(await screen.findByTitle(option));
}
