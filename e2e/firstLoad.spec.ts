import type { Page } from '@playwright/test';
import { APP_PORT } from './constants.ts';
import { expect, useSession } from './fixtures.ts';
import { AppShell } from './pages/AppShell.ts';
import { text } from './pages/text.ts';
import { shellTest } from './shellSeed.ts';

const CHUNK = /\/app\/assets\/([A-Za-z]+)-[\w-]+\.js$/;
const shotDir = `test-results-${APP_PORT}/first-load`;

/** Names of the chunks the page fetches from now on ("ContactsPage", "shell", …). */
const chunksOf = (page: Page) => {
  const names: string[] = [];
  page.on('request', (r) => {
    const name = CHUNK.exec(r.url())?.[1];
    if (name) names.push(name);
  });
  return names;
};

shellTest('the sign-in screen fetches no page of the dashboard', async ({ page, shellSeed }) => {
  expect(shellSeed.admin.accountId).toBeGreaterThan(0); // an installation with users shows the sign-in form
  const chunks = chunksOf(page);
  await page.goto('/app/login');
  await expect(page.getByRole('button', { name: text.login.submit, exact: true })).toBeVisible();
  expect(chunks).toContain('LoginPage');
  expect(chunks.filter((c) => /^(shell|AccountLayout|ConversationsPage|ContactsPage|RichEditor)$/.test(c))).toEqual([]);
});

shellTest('menu items fetch their page on hover or focus, and it opens', async ({ page, context, shellSeed }) => {
  await useSession(context, shellSeed.admin.headers);
  const shell = new AppShell(page);
  await page.goto(`/app/accounts/${shellSeed.admin.accountId}/dashboard`);
  await shell.expectDashboard();
  const chunks = chunksOf(page);
  expect(chunks).toEqual([]);

  const contactsChunk = page.waitForResponse((r) => CHUNK.exec(r.url())?.[1] === 'ContactsPage');
  await shell.primaryLink('contacts').hover();
  const response = await contactsChunk;
  // Chunks are named by their content: the browser keeps them without asking again.
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await shell.primaryLink('contacts').click();
  await expect(shell.mainHeading()).toHaveText(text.contactsPage.title);

  await shell.primaryLink('settings').click();
  await expect(page).toHaveURL(/\/settings\/general$/);
  const labelsChunk = page.waitForResponse((r) => CHUNK.exec(r.url())?.[1] === 'LabelsPage');
  await shell.sidebar().getByRole('link', { name: text.menu.settings.labels }).focus();
  await labelsChunk;
  await page.keyboard.press('Enter');
  await expect(shell.mainHeading()).toHaveText(text.labelsPage.title);
});

shellTest(
  'a slow page keeps the shell and the current page up, with a spinner',
  async ({ page, context, shellSeed }) => {
    await useSession(context, shellSeed.admin.headers);
    const shell = new AppShell(page);
    // The contacts page's chunk takes two seconds to arrive.
    let release = () => undefined as void;
    await page.route(/\/app\/assets\/ContactsPage-[\w-]+\.js$/, async (route) => {
      await new Promise<void>((resolve) => {
        release = resolve;
        setTimeout(resolve, 2_000);
      });
      await route.continue();
    });
    const looks = [
      { name: 'light', scheme: 'light', locale: 'en' },
      { name: 'dark', scheme: 'dark', locale: 'en' },
      { name: 'arabic', scheme: 'light', locale: 'ar' },
    ] as const;
    for (const look of looks) {
      await page.emulateMedia({ colorScheme: look.scheme });
      await page.goto(`/app/accounts/${shellSeed.admin.accountId}/dashboard`);
      await page.evaluate((lng) => localStorage.setItem('cw_locale', lng), look.locale);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', look.locale === 'ar' ? 'rtl' : 'ltr');
      await expect(shell.mainHeading()).toBeVisible();
      const heading = await shell.mainHeading().textContent();
      await page.locator('a[href$="/contacts"]').first().click(); // the primary item, in either language
      const spinner = page.getByRole('status').filter({ has: page.getByRole('img') });
      await expect(spinner).toBeVisible();
      await expect(shell.mainHeading()).toHaveText(heading ?? '');
      await expect(shell.sidebar()).toBeVisible();
      await page.screenshot({ path: `${shotDir}/slow-page-${look.name}.png` });
      release();
      await expect(page).toHaveURL(/\/contacts$/);
      await expect(spinner).toHaveCount(0);
      await page.screenshot({ path: `${shotDir}/loaded-${look.name}.png` });
    }
    await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));
  },
);
