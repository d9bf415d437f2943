import type { Page } from '@playwright/test';
import { expect, snap } from './fixtures.ts';

/**
 * A screen's three screenshots — light, dark, and Arabic (right to left, after a reload; `ready` waits for the
 * screen again) — then back to English.
 */
export const threeLooks = async (page: Page, name: string, ready: () => Promise<void>) => {
  await snap(page, `${name}-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await ready();
  await snap(page, `${name}-ar`);
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
};
