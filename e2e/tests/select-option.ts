import type { Locator } from '@playwright/test';

/**
 * Opens an antd select and clicks the first option matching `option` in ITS popup: the popup is the one holding
 * the select's `{id}_list` listbox, so a neighbour's popup that is still closing cannot take the click.
 */
export async function selectOption(select: Locator, option: RegExp | string = /./): Promise<void> {
  await select.click();
  const id = await select.getAttribute('id');
  const popup = select.page().locator(`.ant-select-dropdown:has([id="${id}_list"])`);
  await popup.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}
