import { fireEvent, screen } from '@testing-library/react';

/** Opens an antd Select by its label and picks the option of that title (fireEvent: userEvent is slow in jsdom). */
export async function chooseOption(label: string, option: string): Promise<void> {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}
