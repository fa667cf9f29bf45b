import { screen, within } from '@testing-library/react';

/*
 * Text and label queries where a page-wide role query would do: a role query names every element of the page's antd
 * tables, seconds per query in jsdom, and findByRole repeats that on every change of the page while it waits. A role
 * query inside a row or a dialog is cheap and stays one.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** antd puts a space between two CJK characters of a button: 検索 reads 検 索. */
const buttonText = (name: string) => new RegExp(`^${[...name].map(escape).join('\\s*')}$`);

/** A button by its text (antd wraps the text in a span), in the page or in `container`. */
export const buttonNamed = (name: string, container: HTMLElement = document.body): HTMLButtonElement =>
  within(container).getByText(buttonText(name), { selector: 'button > span' }).closest('button')!;

export const queryButtonNamed = (
  name: string,
  container: HTMLElement = document.body,
): HTMLButtonElement | null =>
  within(container).queryByText(buttonText(name), { selector: 'button > span' })?.closest('button') ?? null;

/** A table by its accessible name. */
export const tableNamed = (name: string): HTMLElement => screen.getByLabelText(name, { selector: 'table' });

/**
 * The element of `role` that shows `text` (an alert by its message, a dialog by its title). A confirmation dialog
 * shows its title twice (antd's modal title and the confirm body's), hence the first of all.
 */
export async function findByTextIn(role: string, text: string | RegExp): Promise<HTMLElement> {
  const [shown] = await screen.findAllByText(text);
  const container = shown!.closest<HTMLElement>(`[role="${role}"]`);
  if (!container) throw new Error(`"${String(text)}" is not inside a ${role}`);
  return container;
}
