import type { Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { seedConversation } from './conversationSeed.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';
import { apiAs } from './seed.ts';

const P = text.commandPalette;

const palette = (page: Page) => page.getByRole('dialog', { name: P.title });
const search = (page: Page) => palette(page).getByRole('combobox', { name: P.search });

test('the command palette navigates, runs a macro and an action on the open conversation', async ({ page }) => {
  const { user, headers } = await signUpViaApi(page.request, newPerson('Palette'));
  await useSession(page.context(), headers);
  const accountId = user.account_id ?? 0;
  const base = `/app/accounts/${accountId}`;
  const root = `/api/v1/accounts/${accountId}`;
  const api = apiAs(page.request, headers);
  await api.post(`${root}/labels`, { title: 'escalated', color: '#ef4444' });
  await api.post(`${root}/macros`, {
    name: 'Escalate',
    visibility: 'global',
    actions: [{ action_name: 'add_label', action_params: ['escalated'] }],
  });
  const seeded = await seedConversation(page.request, headers, accountId, user.id, {
    contactName: 'Pia Palette',
    count: 1,
  });
  const conversationOf = async () =>
    (await (
      await page.request.get(`${root}/conversations/${seeded.conversationId}`, { headers: { ...headers } })
    ).json()) as {
      labels: string[];
      status: string;
    };

  // Opened by keyboard from the dashboard: arrows and Enter go to a page.
  await page.goto(`${base}/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+K');
  await expect(search(page)).toBeFocused();
  await expect(
    palette(page).getByRole('option', { name: fill(P.goTo, { page: text.routes.contacts_dashboard }) }),
  ).toBeVisible();
  // No conversation is open: no conversation actions, no macros.
  await expect(palette(page).getByRole('option', { name: fill(P.runMacro, { name: 'Escalate' }) })).toHaveCount(0);
  await search(page).fill('contacts');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  const first = palette(page).getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(first).toHaveText(fill(P.goTo, { page: text.routes.contacts_dashboard }));
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: text.routes.contacts_dashboard })).toBeVisible();

  // The header button shows the shortcut; Escape closes and gives the focus back.
  const button = page.getByRole('button', { name: fill(text.shell.openCommandPalette, { keys: 'Ctrl K' }) });
  await button.click();
  await expect(search(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(button).toBeFocused();

  // On an open conversation: run the macro, see its activity line and its label.
  await page.goto(`${base}/conversations/${seeded.conversationId}`);
  await expect(page.getByText('Pia Palette').first()).toBeVisible();
  await page.keyboard.press('Control+K');
  await expect(palette(page).getByRole('option', { name: P.resolve })).toBeVisible();
  await expect(palette(page).getByRole('option', { name: fill(P.runMacro, { name: 'Escalate' }) })).toBeVisible();
  await snap(page, 'command-palette-light');
  await expectAccessible(page, 'command palette');
  // "escalate" alone also finds "Add label: escalated" (listed first); the macro's words pick it.
  await search(page).fill('macro escalate');
  await expect(palette(page).getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page.getByText(fill(text.macroRun.ran, { name: 'Escalate' }))).toBeVisible();
  await expect(page.getByText(`${user.name} (macro "Escalate") added escalated`)).toBeVisible();
  await expect.poll(async () => (await conversationOf()).labels).toEqual(['escalated']);

  // A conversation action: resolve.
  await page.keyboard.press('Control+K');
  await search(page).fill(P.resolve);
  await page.keyboard.press('Enter');
  await expect(page.getByText(text.conversations.statusChanged.resolved)).toBeVisible();
  await expect.poll(async () => (await conversationOf()).status).toBe('resolved');
  // Resolved: the palette now offers to reopen it.
  await page.keyboard.press('Control+K');
  await expect(palette(page).getByRole('option', { name: P.reopen })).toBeVisible();
  await expect(palette(page).getByRole('option', { name: P.resolve })).toHaveCount(0);

  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'command-palette-dark');
  await expectAccessible(page, 'command palette', { colour: 'only' });
  await page.keyboard.press('Escape');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // dir is set before React mounts: wait for the conversation, so the shortcut's listener is there.
  await expect(page.getByText('Pia Palette').first()).toBeVisible();
  await page.keyboard.press('Control+K');
  const ar = page.getByRole('dialog').getByRole('combobox');
  await expect(ar).toBeFocused();
  await snap(page, 'command-palette-ar');
});
