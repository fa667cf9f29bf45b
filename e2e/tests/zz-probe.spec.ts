import { test } from '@playwright/test';
import { ACCOUNTS, signIn } from '../support/session';

test('probe', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/maintenance/authority-list');
  await page.waitForLoadState('networkidle');
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => {
        if (el.getBoundingClientRect().right <= 392) return false;
        for (let a = el.parentElement; a; a = a.parentElement) {
          const o = getComputedStyle(a).overflowX;
          if (o !== 'visible' && a.getBoundingClientRect().right <= 392) return false;
        }
        return true;
      })
      .slice(0, 25)
      .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)} ${getComputedStyle(el).position}`),
  );
  console.log(wide.join('\n'));
  console.log(await page.evaluate(() => document.documentElement.scrollWidth));
  await page.screenshot({ path: '/tmp/lt/auth390.png', fullPage: false });
});
