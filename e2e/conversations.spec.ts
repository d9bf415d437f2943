import type { Page } from '@playwright/test';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { seedConversation } from './conversationSeed.ts';
import { fill, text } from './pages/text.ts';
import { apiAs } from './seed.ts';

const c = text.conversations;
const ed = text.editor;

const openWorkspace = async (page: Page, accountId: number, conversationId?: number) => {
  await page.goto(`/app/accounts/${accountId}/${conversationId ? `conversations/${conversationId}` : 'dashboard'}`);
  await expect(page.getByRole('region', { name: c.listRegion })).toBeVisible();
};

test('the workspace: list, open, reply, private note with a mention, status, assignee, older messages, shortcuts', async ({
  page,
  context,
  request,
  mailbox,
}) => {
  const person = newPerson('Convo');
  const { headers, user } = await signUpViaApi(request, person);
  // Only confirmed agents can be assigned: confirm the email first.
  const link = await mailbox.waitForLink(person.email, /confirm/i);
  const token = new URL(link).searchParams.get('confirmation_token');
  expect((await request.post('/auth/confirmation', { data: { confirmation_token: token } })).ok()).toBe(true);
  const accountId = user.account_id ?? 0;
  const api = apiAs(request, headers);
  const first = await seedConversation(request, headers, accountId, user.id, {
    contactName: 'Jane Customer',
    count: 45,
  });
  const second = await seedConversation(request, headers, accountId, user.id, {
    contactName: 'Omar Buyer',
    count: 2,
    inbox: { id: first.inboxId },
  });
  await api.post(`/api/v1/accounts/${accountId}/labels`, { title: 'billing', color: '#ff8800' });
  await useSession(context, headers);
  await openWorkspace(page, accountId);

  // Tabs with counts from the list call's meta; both conversations are unassigned.
  const tabs = page.getByRole('tablist', { name: c.tabsLabel });
  await tabs.getByRole('tab', { name: new RegExp(c.tabs.unassigned) }).click();
  const list = page.getByRole('list', { name: c.listLabel });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(tabs.getByRole('tab', { name: new RegExp(c.tabs.unassigned) })).toContainText('2');
  await snap(page, 'conversations-list-light');

  // Open the first conversation: the latest 20 messages, the newest at the bottom.
  await list.getByRole('button', { name: /Jane Customer/ }).click();
  const log = page.getByRole('log', { name: c.messagesLabel });
  await expect(log.getByText('Message 45 from Jane Customer')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/conversations/${first.conversationId}$`));

  // Scrolling up loads older pages by `before` until the start.
  for (let i = 0; i < 6; i += 1) {
    await log.evaluate((el) => el.scrollTo({ top: 0 }));
    await page.waitForTimeout(300);
  }
  await expect(log.getByText('Message 1 from Jane Customer', { exact: true })).toBeVisible();
  await expect(log.getByText(c.startOfConversation)).toBeVisible();

  // Reply (Enter sends); optimistic, then sent.
  const reply = page.getByRole('textbox', { name: ed.replyLabel });
  await reply.click();
  await reply.pressSequentially('Hello from the agent');
  await page.keyboard.press('Enter');
  await expect(log.getByText('Hello from the agent')).toBeVisible();
  await expect(log.getByText(c.message.failed)).toHaveCount(0);
  await snap(page, 'conversations-detail-light');

  // Private note with an @mention (Alt+P switches mode).
  await page.keyboard.press('Alt+KeyP');
  const note = page.getByRole('textbox', { name: ed.noteLabel });
  await expect(note).toBeVisible();
  await note.click();
  await note.pressSequentially('@Convo');
  const suggestions = page.getByRole('listbox', { name: ed.mentions });
  await expect(suggestions.getByRole('option', { name: person.user_full_name })).toBeVisible();
  await page.keyboard.press('Enter');
  await note.pressSequentially('please check');
  await page.getByRole('button', { name: ed.addNote }).click();
  const noteBubble = log
    .getByRole('article', { name: fill(c.message.privateNoteFrom, { name: person.user_full_name }) })
    .last();
  await expect(noteBubble).toContainText(`@${person.user_full_name}`);
  await expect(noteBubble).toContainText('please check');
  const storedNote = async () => {
    const res = await request.get(`/api/v1/accounts/${accountId}/conversations/${first.conversationId}/messages`, {
      headers,
    });
    return ((await res.json()) as { payload: { content: string; private: boolean }[] }).payload.find((m) => m.private)
      ?.content;
  };
  await expect
    .poll(storedNote)
    .toMatch(new RegExp(`^\\[@[^\\]]+\\]\\(mention://user/${user.id}/[^)]+\\) please check$`));

  // Assign to me from the header (assignable agents of the inbox).
  await page.getByRole('button', { name: c.assignee.label }).click();
  await page.getByRole('menuitemradio', { name: person.user_full_name }).click();
  await expect(page.getByRole('button', { name: c.assignee.label })).toContainText(person.user_full_name);
  // Each chip is named with its current value (WCAG 2.5.3: the visible text is part of the name).
  const chip = (label: string, value: string) => fill(text.common.labelValue, { label, value });
  await expect(page.getByRole('button', { name: c.assignee.label })).toHaveAccessibleName(
    chip(c.assignee.label, person.user_full_name),
  );
  await expect(page.getByRole('button', { name: chip(c.team.label, c.team.none), exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: chip(c.priority.label, c.priority.none), exact: true })).toBeVisible();

  // Resolve with the button, reopen with Alt+E.
  await page.getByRole('button', { name: c.actions.resolve, exact: true }).click();
  await expect(page.getByRole('button', { name: c.actions.reopen, exact: true })).toBeVisible();
  const show = async () =>
    (await (
      await request.get(`/api/v1/accounts/${accountId}/conversations/${first.conversationId}`, { headers })
    ).json()) as {
      status: string;
      meta: { assignee: { id: number } | null };
    };
  expect((await show()).status).toBe('resolved');
  expect((await show()).meta.assignee?.id).toBe(user.id);
  await page.keyboard.press('Alt+KeyE');
  await expect(page.getByRole('button', { name: c.actions.resolve, exact: true })).toBeVisible();
  await expect.poll(async () => (await show()).status).toBe('open');

  // Alt+J / Alt+K move between the conversations of the list.
  await tabs.getByRole('tab', { name: new RegExp(c.tabs.all) }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.keyboard.press('Alt+KeyK');
  await expect(page).toHaveURL(new RegExp(`/conversations/(${second.conversationId}|${first.conversationId})$`));

  // Labels from the side panel (POST conversations/{id}/labels).
  await page.goto(`/app/accounts/${accountId}/conversations/${first.conversationId}`);
  const panel = page.getByRole('complementary', { name: c.panel.label });
  await panel.getByRole('button', { name: c.panel.addLabel }).click();
  await page.getByRole('menuitemcheckbox', { name: 'billing' }).click();
  await expect(panel.getByRole('list', { name: c.panel.labels })).toContainText('billing');
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/api/v1/accounts/${accountId}/conversations/${first.conversationId}`, { headers })
          ).json()) as { labels: string[] }
        ).labels,
    )
    .toEqual(['billing']);
  await page.keyboard.press('Escape');

  // "View contact" from the keyboard opens the contact page with focus on its heading, not the body.
  await panel.getByRole('link', { name: c.panel.viewContact }).press('Enter');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Jane Customer' })).toBeFocused();
  await page.goBack();

  // Screenshots: light (above), dark, and Arabic right-to-left.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(log.getByText('Hello from the agent')).toBeVisible();
  await snap(page, 'conversations-detail-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('log')).toBeVisible();
  await snap(page, 'conversations-detail-ar');
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));

  // Search runs the three kinds in parallel and highlights the match.
  await page.goto(`/app/accounts/${accountId}/search?q=Jane`);
  const contactsSection = page.getByRole('region', { name: text.search.kinds.contacts });
  await expect(contactsSection.getByRole('link', { name: /Jane Customer/ })).toBeVisible();
  await expect(contactsSection.locator('mark').first()).toHaveText('Jane');
  const messagesSection = page.getByRole('region', { name: text.search.kinds.messages });
  await expect(messagesSection.getByRole('link').first()).toBeVisible();
  await page.getByRole('tab', { name: new RegExp(text.search.kinds.messages) }).click();
  await expect(contactsSection).toHaveCount(0);
  await snap(page, 'search-light');
  await messagesSection.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/conversations/${first.conversationId}$`));
});

test('bulk actions and the advanced filter', async ({ page, context, request }) => {
  const { headers, user } = await signUpViaApi(request, newPerson('Bulk'));
  const accountId = user.account_id ?? 0;
  const first = await seedConversation(request, headers, accountId, user.id, { contactName: 'Ann Bulk', count: 1 });
  await seedConversation(request, headers, accountId, user.id, {
    contactName: 'Ben Bulk',
    count: 1,
    inbox: { id: first.inboxId },
  });
  await useSession(context, headers);
  await openWorkspace(page, accountId);
  const tabs = page.getByRole('tablist', { name: c.tabsLabel });
  await tabs.getByRole('tab', { name: new RegExp(c.tabs.all) }).click();
  const list = page.getByRole('list', { name: c.listLabel });
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // Select both, resolve them in one POST bulk_actions: the open list empties.
  await list.getByRole('checkbox').first().check();
  const bar = page.getByRole('toolbar', { name: c.bulk.label });
  await bar.getByRole('checkbox', { name: c.bulk.selectAll }).check();
  await bar.getByRole('button', { name: c.bulk.changeStatus }).click();
  await page.getByRole('menuitem', { name: c.status.resolved }).click();
  await expect(list.getByRole('listitem')).toHaveCount(0);

  // The advanced filter finds them again (POST conversations/filter).
  await page.getByRole('button', { name: c.filter.open }).click();
  const dialog = page.getByRole('dialog', { name: c.filter.title });
  const statuses = dialog.getByRole('group', { name: c.filter.values });
  await statuses.getByRole('checkbox', { name: c.status.resolved }).check();
  await statuses.getByRole('checkbox', { name: c.status.open }).setChecked(false);
  await snap(page, 'conversations-filter-light');
  await dialog.getByRole('button', { name: c.filter.apply }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText(fill(c.filter.applied, { count: '1' }))).toBeVisible();

  // The notifications page shows the panel (nothing unread for a fresh account).
  await page.goto(`/app/accounts/${accountId}/notifications`);
  const panel = page.getByRole('region', { name: text.notificationPanel.title });
  await expect(panel.getByText(text.notificationPanel.empty)).toBeVisible();
  await expect(panel.getByText(fill(text.notificationPanel.pageOf, { page: '1', last: '1' }))).toBeVisible();

  // The bell's side sheet: the dialog's Close button no longer covers "Notification settings".
  await page.getByRole('button', { name: text.shell.notifications, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: text.shell.notifications });
  const settings = sheet.getByRole('button', { name: text.notificationPanel.settings });
  const a = await settings.boundingBox();
  const b = await sheet.getByRole('button', { name: text.common.close, exact: true }).boundingBox();
  expect(a && b && (a.x + a.width <= b.x || b.x + b.width <= a.x)).toBe(true);
  await snap(page, 'notification-panel-light');
  await settings.click();
  await expect(page).toHaveURL(/\/profile\/settings#notifications$/);
});
