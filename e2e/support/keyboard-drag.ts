import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Picks a sortable row up by its handle with the keyboard and waits until arrows move it. dnd-kit
 * listens for the arrows from a timer it sets at pick-up; Chromium runs input before timers, so an
 * arrow sent as soon as the row says it is picked up can arrive first and be lost (seen on a loaded
 * CI machine). A timer of the page's own, set after dnd-kit's, runs after it.
 */
export async function pickUp(page: Page, handle: Locator, announced: string): Promise<void> {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(announced)).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
