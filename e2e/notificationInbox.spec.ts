import type { Locator, Page } from '@playwright/test';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { seedConversation } from './conversationSeed.ts';
import { text } from './pages/text.ts';
import { apiAs, createAgent } from './seed.ts';

const iv = text.inboxView;
const ed = text.editor;

/** The item whose title matches, and its actions menu. */
const item = (list: Locator, title: RegExp) => list.getByRole('listitem').filter({ hasText: title });
const act = async (page: Page, list: Locator, title: RegExp, action: string) => {
  await item(list, title)
    .getByRole('button', { name: new RegExp(`^${iv.actionsFor.replace('{{title}}', '')}`) })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
};

test('the notification inbox: live notifications, open and reply, snooze, unread, delete, clear read, arrows', async ({
  page,
  context,
  request,
  mailbox,
}) => {
  // B (the administrator) assigns and mentions A (an agent); A works from inbox-view.
  const adminPerson = newPerson('Boss');
  const b = await signUpViaApi(request, adminPerson);
  const accountId = b.user.account_id ?? 0;
  const agentPerson = newPerson('Agent');
  const a = await createAgent(
    request,
    mailbox,
    { headers: b.headers, accountId },
    {
      name: 'Amal Agent',
      email: agentPerson.email,
      password: agentPerson.password,
    },
  );
  const api = apiAs(request, b.headers);
  const base = `/api/v1/accounts/${accountId}`;
  const first = await seedConversation(request, b.headers, accountId, b.user.id, {
    contactName: 'Jane Customer',
    count: 1,
  });
  const second = await seedConversation(request, b.headers, accountId, b.user.id, {
    contactName: 'Omar Buyer',
    count: 1,
    inbox: { id: first.inboxId },
  });
  await api.post(`${base}/inbox_members`, { inbox_id: first.inboxId, user_ids: [b.user.id, a.user.id] });

  await useSession(context, a.headers);
  await page.goto(`/app/accounts/${accountId}/inbox-view`);
  const list = page.getByRole('region', { name: iv.title });
  await expect(list.getByRole('heading', { name: iv.emptyTitle })).toBeVisible();
  await snap(page, 'inbox-view-empty-light');

  // B assigns the first conversation and mentions A in the second: both arrive live.
  // Each waits for the one before: notifications are made by jobs, which keep no order between them.
  const assigned = new RegExp(`#${first.conversationId} has been assigned to you`);
  const mentioned = new RegExp(`mentioned in conversation #${second.conversationId}`);
  await api.post(`${base}/conversations/${first.conversationId}/assignments`, { assignee_id: a.user.id });
  await expect(item(list, assigned)).toBeVisible();
  await api.post(`${base}/conversations/${second.conversationId}/messages`, {
    content: `[@Amal Agent](mention://user/${a.user.id}/Amal%20Agent) can you take this?`,
    private: true,
  });
  await expect(item(list, mentioned)).toBeVisible();
  // A message from Jane in the assigned conversation: one more (grouped per conversation and type).
  await api.post(`${base}/conversations/${first.conversationId}/messages`, {
    content: 'Any news?',
    message_type: 'incoming',
  });
  const newMessage = new RegExp(`new message is created in conversation #${first.conversationId}`);
  await expect(item(list, newMessage)).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  // Newest first.
  await expect(list.getByRole('listitem').first()).toContainText(newMessage);

  // Open the mention: its conversation on the right, the notification read.
  await item(list, mentioned).getByRole('button').first().click();
  await expect(page).toHaveURL(/\/inbox-view\/\d+$/);
  const log = page.getByRole('log', { name: text.conversations.messagesLabel });
  await expect(log.getByText('can you take this?')).toBeVisible();
  await expect(item(list, mentioned).getByRole('img', { name: iv.unread })).toHaveCount(0);

  // Reply from the right pane.
  const reply = page.getByRole('textbox', { name: ed.replyLabel });
  await reply.click();
  await reply.pressSequentially('On it, Omar');
  await page.keyboard.press('Enter');
  await expect(log.getByText('On it, Omar')).toBeVisible();
  await snap(page, 'inbox-view-open-light');

  // Up/Down on the list moves and opens.
  const rows = list.locator('[data-notification-id]');
  const order = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-notification-id') ?? ''));
  const mentionId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const at = order.indexOf(mentionId);
  // Newest first: the new message, the mention, the assignment. Moving up opens the new message and
  // leaves the assignment unread, so "delete all read" below keeps it.
  expect(at).toBe(1);
  const neighbour = at - 1;
  await rows.nth(at).focus();
  await page.keyboard.press('ArrowUp');
  await expect(page).toHaveURL(new RegExp(`/inbox-view/${order[neighbour]}$`));
  await expect(rows.nth(neighbour)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(new RegExp(`/inbox-view/${mentionId}$`));
  await expect(log.getByText('can you take this?')).toBeVisible();

  // Dark and Arabic.
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'inbox-view-open-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('log')).toBeVisible();
  await snap(page, 'inbox-view-open-ar');
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(3);

  // Snooze the assignment: out of the list until then.
  await act(page, list, assigned, iv.snooze.oneHour);
  await expect(item(list, assigned)).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // Mark the mention unread again.
  await act(page, list, mentioned, iv.markUnread);
  await expect(item(list, mentioned).getByRole('img', { name: iv.unread })).toBeVisible();
  await snap(page, 'inbox-view-actions-light');

  // Read the new-message one, then delete all read (with confirmation): the unread mention stays.
  await item(list, newMessage).getByRole('button').first().click();
  await expect(item(list, newMessage).getByRole('img', { name: iv.unread })).toHaveCount(0);
  await list.getByRole('button', { name: iv.bulk }).click();
  await page.getByRole('menuitem', { name: iv.deleteRead }).click();
  const dialog = page.getByRole('dialog', { name: iv.confirmDeleteReadTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: iv.confirmDelete }).click();
  await expect(item(list, newMessage)).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // Delete the last one: the empty state again.
  await act(page, list, mentioned, iv.delete);
  await expect(list.getByRole('heading', { name: iv.emptyTitle })).toBeVisible();
  // Only the snoozed assignment is left on the server.
  const titles = async () => {
    const res = await request.get(`${base}/notifications?includes[]=read&includes[]=snoozed`, { headers: a.headers });
    return ((await res.json()) as { data: { payload: { push_message_title: string }[] } }).data.payload.map(
      (n) => n.push_message_title,
    );
  };
  await expect.poll(titles).toEqual([expect.stringMatching(assigned)]);
});
