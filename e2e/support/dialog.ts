import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The open dialog, once antd's zoom animation has finished. On a loaded machine a click on one of its buttons while
 * it was still zooming in was sometimes lost (the dialog stayed open, nothing was sent).
 */
export async function settledDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.locator('.ant-modal[class*="ant-zoom-"]')).toHaveCount(0);
  return dialog;
}
