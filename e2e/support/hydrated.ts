import type { Page } from 'playwright-core';

/**
 * Waits until React has taken over the element `selector` finds. A prerendered page shows its
 * elements before any script runs (docs/performance.md), so seeing one proves nothing more.
 */
export async function waitForReact(page: Page, selector: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    },
    selector,
    { timeout },
  );
}
