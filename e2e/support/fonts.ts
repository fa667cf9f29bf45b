import { expect, type Page } from '@playwright/test';

const JAPANESE_FONT = 'Noto Sans CJK JP';

/** The fonts Chromium drew the page's first heading with (its own record, not the CSS list that asks for them). */
async function headingFonts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h2' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

/**
 * Fails unless Chromium draws the page's heading in Debian's Japanese font (fonts-noto-cjk, which `.ci/run` installs):
 * with fallback glyphs of another width, every layout check would measure text that no user sees.
 */
export async function expectJapaneseFont(page: Page): Promise<void> {
  await expect(page.locator('h2').first()).toBeVisible();
  let fonts: string[] = [];
  // A page still rendering can replace its heading between the two calls: ask again.
  await expect(async () => {
    fonts = await headingFonts(page);
  }).toPass();
  expect(
    fonts,
    `Japanese text must be drawn in ${JAPANESE_FONT}: install Debian's fonts-noto-cjk (.ci/run does)`,
  ).toContain(JAPANESE_FONT);
}
