import { test as base, type Locator, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Browser, Locator, Page, Request } from '@playwright/test';

type Lookup = 'getByLabel' | 'getByText' | 'getByPlaceholder';
const LOOKUPS: readonly Lookup[] = ['getByLabel', 'getByText', 'getByPlaceholder'];
const patched = new WeakSet<object>();

/**
 * The shell keeps the list pages visited last mounted and hidden (display: none), as no user sees them. Playwright's
 * role lookups already skip hidden elements; its label, text and placeholder lookups do not, and a hidden list's
 * column headers carry the same words as the form on screen. These lookups here find what a person can see.
 */
function lookVisibleOnly(prototype: object): void {
  if (patched.has(prototype)) return;
  patched.add(prototype);
  const target = prototype as Record<Lookup, (this: unknown, ...args: unknown[]) => Locator>;
  for (const name of LOOKUPS) {
    const original = target[name];
    target[name] = function visibleOnly(this: unknown, ...args: unknown[]) {
      return original.apply(this, args).filter({ visible: true });
    };
  }
}

/** Page's lookups go through its main frame's, so the frame, locator and frame locator are enough. */
function patchLookups(page: Page): void {
  lookVisibleOnly(Object.getPrototypeOf(page.mainFrame()) as object);
  lookVisibleOnly(Object.getPrototypeOf(page.locator('body')) as object);
  lookVisibleOnly(Object.getPrototypeOf(page.frameLocator('body')) as object);
}

export const test = base.extend<{ visibleLookups: undefined }>({
  visibleLookups: [
    async ({ page }, use) => {
      patchLookups(page);
      await use(undefined);
    },
    { auto: true },
  ],
});
