import type { APIResponse } from '@playwright/test';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { AUTH_HEADERS, type TAuthHeaders } from '../common/contracts/auth.ts';
import { expectAccessible } from './axe.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { text } from './pages/text.ts';

/** A sign-in's session headers, as the SPA keeps them. */
const sessionOf = (res: APIResponse) =>
  Object.fromEntries(AUTH_HEADERS.map((h) => [h, res.headers()[h] ?? ''])) as TAuthHeaders;

/**
 * "Sign out everywhere" (docs/SECURITY.md): from profile settings, after a confirmation, every session of
 * the person ends — this browser goes to the login page, another browser's session is refused on its next
 * request — and the section passes axe in light, dark and Arabic.
 */
test('sign out everywhere ends this browser’s session and every other one', async ({ page, browser, request }) => {
  const person = newPerson('Everywhere');
  const { user, headers } = await signUpViaApi(request, person);
  const accountId = user.account_id ?? 0;
  // A second device: its own session, signed in through the API.
  const other = await request.post('/auth/sign_in', { data: { email: person.email, password: person.password } });
  expect(other.status()).toBe(200);
  const otherHeaders = sessionOf(other);
  const otherContext = await browser.newContext();
  await useSession(otherContext, otherHeaders);
  const otherPage = await otherContext.newPage();
  await otherPage.goto(`/app/accounts/${accountId}/dashboard`);
  await expect(otherPage).toHaveURL(/\/dashboard$/);

  await useSession(page.context(), headers);
  await page.goto(`/app/accounts/${accountId}/profile/settings`);
  const section = page.getByRole('region', { name: text.profile.sessionsTitle });
  const button = section.getByRole('button', { name: text.profile.signOutEverywhere });
  await expect(button).toBeVisible();
  await button.scrollIntoViewIfNeeded();
  await snap(page, 'sign-out-everywhere-light');
  await expectAccessible(page, 'profile settings: sessions');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'sign-out-everywhere-dark');
  await expectAccessible(page, 'profile settings: sessions (dark)', { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });

  // Keyboard: the button is reached and opens the confirmation; Escape cancels and nothing ends.
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: text.profile.signOutEverywhereTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text.profile.signOutEverywhereBody);
  await snap(page, 'sign-out-everywhere-confirm');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await request.get('/api/v1/profile', { headers: otherHeaders })).status()).toBe(200);

  await button.click();
  await dialog.getByRole('button', { name: text.profile.signOutEverywhere }).click();
  await expect(page).toHaveURL(/\/app\/login$/);

  // Both sessions are over: the API refuses them, and the other browser lands on the login page.
  expect((await request.get('/api/v1/profile', { headers })).status()).toBe(401);
  expect((await request.get('/api/v1/profile', { headers: otherHeaders })).status()).toBe(401);
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/app\/login$/);
  await otherContext.close();

  // Signing in again works, and the section reads right in Arabic.
  const again = await request.post('/auth/sign_in', { data: { email: person.email, password: person.password } });
  expect(again.status()).toBe(200);
  const againHeaders = sessionOf(again);
  await useSession(page.context(), againHeaders);
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.goto(`/app/accounts/${accountId}/profile/settings`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arButton = page
    .getByRole('region', { name: ar.profile.sessionsTitle })
    .getByRole('button', { name: ar.profile.signOutEverywhere });
  await arButton.scrollIntoViewIfNeeded();
  await snap(page, 'sign-out-everywhere-ar');
  await expectAccessible(page, 'profile settings: sessions (Arabic)', { colour: 'skip' });
});
