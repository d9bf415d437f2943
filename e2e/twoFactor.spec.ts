import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { expectAccessible } from './axe.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { text } from './pages/text.ts';

/** The code of the time step `offset` steps from now, computed as an authenticator app would. */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

const signOut = async (page: Page) => {
  await page.context().clearCookies();
  await page.goto('/app/login');
};

/**
 * Two-factor sign-in (docs/SECURITY.md): enrol from the profile with a code computed here from the shown
 * setup key, keep the backup codes, then sign in with a code and with a backup code (once only). Axe
 * clean in light, dark and Arabic.
 */
test('enrols two-factor sign-in, then signs in with a code and with a backup code', async ({ page, request }) => {
  const person = newPerson('Totp');
  const { user, headers } = await signUpViaApi(request, person);
  const accountId = user.account_id ?? 0;
  await useSession(page.context(), headers);
  await page.goto(`/app/accounts/${accountId}/profile/settings`);

  const section = page.getByRole('region', { name: text.mfa.title });
  await expect(section).toContainText(text.mfa.statusOff);
  await section.getByRole('button', { name: text.mfa.enable }).click();
  await expect(section.getByRole('img', { name: text.mfa.qrAlt })).toBeVisible();
  const secret = await section.getByLabel(text.mfa.setupKey, { exact: true }).inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.scrollIntoViewIfNeeded();
  await snap(page, 'mfa-setup-light');
  await expectAccessible(page, 'profile: two-factor setup');

  const code = section.getByLabel(text.mfa.codeLabel, { exact: true });
  await code.fill('000000');
  await section.getByRole('button', { name: text.mfa.verify }).click();
  await expect(section.getByRole('alert')).toHaveText(text.mfa.errors.invalidOtp);
  await code.fill(await codeAt(secret));
  await section.getByRole('button', { name: text.mfa.verify }).click();

  const list = section.getByRole('list', { name: text.mfa.backupTitle });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const backupCodes = await list.getByRole('listitem').allTextContents();
  for (const c of backupCodes) expect(c).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
  await expect(section.getByRole('button', { name: text.mfa.downloadCodes })).toBeVisible();
  await snap(page, 'mfa-backup-codes-light');
  await expectAccessible(page, 'profile: backup codes');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'mfa-backup-codes-dark');
  await expectAccessible(page, 'profile: backup codes (dark)', { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });
  await section.getByRole('button', { name: text.mfa.savedCodes }).click();
  await expect(section).toContainText(text.mfa.statusOn);
  await expect(section).toContainText(text.mfa.backupRemaining.replace('{{count}}', '10'));

  // Signed out, the password alone is not enough: the second step asks for the code.
  await signOut(page);
  const login = new LoginPage(page);
  await login.signIn(person.email, person.password);
  await expect(page.getByRole('heading', { name: text.mfa.signIn.title })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/login$/);
  const field = page.getByLabel(text.mfa.signIn.codeLabel, { exact: true });
  await field.fill('123456');
  await page.getByRole('button', { name: text.mfa.signIn.submit }).click();
  await expect(login.alert()).toHaveText(text.mfa.errors.invalidOtp);
  await snap(page, 'mfa-login-light');
  await expectAccessible(page, 'login: two-factor step');
  // The next step's code: the enrolment used this one, and a step is never accepted twice.
  await field.fill(await codeAt(secret, 1));
  await page.getByRole('button', { name: text.mfa.signIn.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/app/accounts/${accountId}/`));

  // A backup code signs in once.
  await signOut(page);
  const backup = backupCodes[0] ?? '';
  for (const attempt of ['first', 'again'] as const) {
    await login.signIn(person.email, person.password);
    await page.getByRole('button', { name: text.mfa.signIn.useBackup }).click();
    await page.getByLabel(text.mfa.signIn.backupLabel, { exact: true }).fill(backup);
    await page.getByRole('button', { name: text.mfa.signIn.submit }).click();
    if (attempt === 'first') {
      await expect(page).toHaveURL(new RegExp(`/app/accounts/${accountId}/`));
      await signOut(page);
    } else {
      await expect(login.alert()).toHaveText(text.mfa.errors.invalidBackupCode);
    }
  }

  // The second step in dark and in Arabic (right to left).
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'mfa-login-dark');
  await expectAccessible(page, 'login: two-factor step (dark)', { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.goto('/app/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel(ar.fields.email, { exact: true }).fill(person.email);
  await page.getByLabel(ar.fields.password, { exact: true }).fill(person.password);
  await page.getByRole('button', { name: ar.login.submit, exact: true }).click();
  await expect(page.getByRole('heading', { name: ar.mfa.signIn.title })).toBeVisible();
  await snap(page, 'mfa-login-ar');
  await expectAccessible(page, 'login: two-factor step (Arabic)', { colour: 'skip' });
});
