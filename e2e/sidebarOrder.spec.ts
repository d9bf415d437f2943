import type { Locator } from '@playwright/test';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { expectAccessible } from './axe.ts';
import { seedConversation } from './conversationSeed.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';

const o = text.sidebarOrder;
const p = text.conversations.panel;
const c = text.contactsPage.profile;

/** The titles of a region's section headings, top to bottom. */
const headings = (scope: Locator, level: 2 | 3) => scope.getByRole('heading', { level }).allInnerTexts();

test('side panels: sections rearranged from the keyboard, saved in ui_settings, kept after a reload', async ({
  page,
  request,
}) => {
  const { user, headers } = await signUpViaApi(request, newPerson('Arrange'));
  const accountId = user.account_id ?? 0;
  const seeded = await seedConversation(request, headers, accountId, user.id, { contactName: 'Nora Order', count: 1 });
  await useSession(page.context(), headers);

  // The conversation's panel, in the default order.
  await page.goto(`/app/accounts/${accountId}/conversations/${seeded.conversationId}`);
  const panel = page.getByRole('complementary', { name: p.label });
  await expect(panel.getByRole('heading', { name: p.participants })).toBeVisible();
  const defaults = [
    p.details,
    p.attributes,
    p.labels,
    text.conversations.gallery.sharedFiles,
    p.previous,
    p.participants,
  ];
  expect((await headings(panel, 3)).map((h) => h.toLowerCase())).toEqual(defaults.map((h) => h.toLowerCase()));

  // Participants to the top, with the keyboard: focus stays on the moved section's button as it climbs.
  await panel.getByRole('button', { name: o.title }).click();
  const dialog = page.getByRole('dialog', { name: o.title });
  await expect(dialog.getByRole('button', { name: fill(o.moveUp, { section: p.details }) })).toBeDisabled();
  await dialog.getByRole('button', { name: fill(o.moveUp, { section: p.participants }) }).focus();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Enter');
  await expect(dialog.getByRole('listitem').first()).toContainText(p.participants);
  // At the top its Move up is disabled, so focus went to its Move down.
  await expect(dialog.getByRole('button', { name: fill(o.moveDown, { section: p.participants }) })).toBeFocused();
  await dialog.getByRole('button', { name: fill(o.moveDown, { section: p.labels }) }).click();
  await snap(page, 'arrange-sections-light');
  await expectAccessible(page, 'arrange sections dialog');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'arrange-sections-dark');
  await expectAccessible(page, 'arrange sections dialog (dark)', { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });
  await dialog.getByRole('button', { name: text.common.close }).last().click();
  await expect(dialog).toBeHidden();
  const chosen = [
    p.participants,
    p.details,
    p.attributes,
    text.conversations.gallery.sharedFiles,
    p.labels,
    p.previous,
  ];
  const lower = (xs: string[]) => xs.map((h) => h.toLowerCase());
  await expect.poll(async () => lower(await headings(panel, 3))).toEqual(lower(chosen));

  // Saved in Chatwoot's shape, and kept after a reload.
  const uiSettings = async () =>
    ((await (await request.get('/api/v1/profile', { headers })).json()) as { ui_settings: Record<string, unknown> })
      .ui_settings;
  await expect.poll(uiSettings).toMatchObject({
    conversation_sidebar_items_order: [
      { name: 'conversation_participants' },
      { name: 'contact_details' },
      { name: 'contact_attributes' },
      { name: 'shared_files' },
      { name: 'conversation_labels' },
      { name: 'previous_conversation' },
    ],
  });
  await page.reload();
  await expect.poll(async () => lower(await headings(panel, 3))).toEqual(lower(chosen));

  // The contact page's side column: notes first, then back to the default order.
  await page.goto(`/app/accounts/${accountId}/contacts/${seeded.contactId}`);
  // Read behind the open Arrange dialog too, which hides the page from assistive technology (aria-modal).
  const sideHeadings = async () =>
    (await page.getByRole('heading', { level: 2, includeHidden: true }).allInnerTexts()).filter((h) =>
      [c.labels, c.attributes, c.notes].includes(h),
    );
  await expect.poll(sideHeadings).toEqual([c.labels, c.attributes, c.notes]);
  await page.getByRole('button', { name: o.title }).click();
  await dialog.getByRole('button', { name: fill(o.moveUp, { section: c.notes }) }).click();
  await dialog.getByRole('button', { name: fill(o.moveUp, { section: c.notes }) }).click();
  await expect.poll(sideHeadings).toEqual([c.notes, c.labels, c.attributes]);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect.poll(sideHeadings).toEqual([c.notes, c.labels, c.attributes]);
  await page.getByRole('button', { name: o.title }).click();
  await dialog.getByRole('button', { name: o.reset }).click();
  await expect.poll(sideHeadings).toEqual([c.labels, c.attributes, c.notes]);

  // The dialog in Arabic.
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: ar.sidebarOrder.title }).click();
  await expect(page.getByRole('dialog', { name: ar.sidebarOrder.title })).toBeVisible();
  await snap(page, 'arrange-sections-ar');
  await expectAccessible(page, 'arrange sections dialog (Arabic)', { colour: 'skip' });
});
