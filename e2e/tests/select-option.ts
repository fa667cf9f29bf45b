import { expect, type Locator } from '@playwright/test';

/**
 * Opens an antd select and clicks the first option matching `option` in ITS popup: the popup is the one holding
 * the select's `{id}_list` listbox, so a neighbour's popup that is still closing cannot take the click. A click that
 * lands while the popup is still opening can be lost, so it waits for the select to show the chosen option and tries
 * again (at most three times) when it does not.
 */
export async function selectOption(select: Locator, option: RegExp | string = /./): Promise<void> {
  const id = await select.getAttribute('id');
  const page = select.page();
  const popup = page.locator(`.ant-select-dropdown:has([id="${id}_list"])`);
  const field = select.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  for (let attempt = 1; ; attempt += 1) {
    await select.click();
    const choice = popup.locator('.ant-select-item-option').filter({ hasText: option }).first();
    const label = (await choice.innerText()).trim();
    await choice.click();
    try {
      await expect(field).toContainText(label, { timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}
