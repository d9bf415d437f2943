import type { Page } from '@playwright/test';
import { FAKE_TELEGRAM_PORT } from './constants.ts';
import { FakeTelegram } from './fakeTelegram.ts';
import { seedConversation } from './conversationSeed.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';
import { apiAs, createAgent } from './seed.ts';

const c = text.conversations;
const ed = text.editor;

const telegram = new FakeTelegram();
test.beforeAll(() => telegram.listen(FAKE_TELEGRAM_PORT));
test.afterAll(() => telegram.close());

/** The Telegram update a private chat sends our webhook, with the secret our setWebhook registered. */
const telegramUpdate = (chatId: number, messageId: number, textBody: string) => ({
  update_id: messageId,
  message: {
    message_id: messageId,
    date: Math.floor(Date.now() / 1000),
    chat: { id: chatId, type: 'private' },
    from: { id: chatId, first_name: 'Tariq', last_name: 'Telegram', language_code: 'en' },
    text: textBody,
  },
});

const composer = (page: Page) => page.getByRole('textbox', { name: ed.replyLabel });

/**
 * Issue 5's journey: an agent works a queue. Filters and saves a folder, opens a conversation,
 * replies with a canned response and an emoji, writes a note mentioning a colleague, assigns,
 * labels, snoozes, resolves by keyboard; a send the provider refused is retried, not re-sent.
 */
test('an agent works a queue', async ({ page, context, request, mailbox }) => {
  test.setTimeout(150_000);
  const person = newPerson('Queue');
  const { headers, user } = await signUpViaApi(request, person);
  const confirm = await mailbox.waitForLink(person.email, /confirm/i);
  const token = new URL(confirm).searchParams.get('confirmation_token');
  expect((await request.post('/auth/confirmation', { data: { confirmation_token: token } })).ok()).toBe(true);
  const accountId = user.account_id ?? 0;
  const base = `/api/v1/accounts/${accountId}`;
  const api = apiAs(request, headers);
  const colleague = await createAgent(
    request,
    mailbox,
    { headers, accountId },
    { name: 'Nadia Colleague', email: `nadia-${Date.now()}@example.test`, password: 'nadia-secret-1' },
  );

  const first = await seedConversation(request, headers, accountId, user.id, { contactName: 'Ruth Refund', count: 3 });
  const second = await seedConversation(request, headers, accountId, user.id, {
    contactName: 'Sam Shipping',
    count: 1,
    inbox: { id: first.inboxId },
  });
  await api.post(`${base}/inbox_members`, { inbox_id: first.inboxId, user_ids: [user.id, colleague.user.id] });
  await api.post(`${base}/conversations/${first.conversationId}/toggle_priority`, { priority: 'high' });
  await api.post(`${base}/labels`, { title: 'refunds', color: '#1f93ff' });
  await api.post(`${base}/canned_responses`, {
    short_code: 'refundok',
    content: 'Your refund is on its way and should arrive within 5 working days.',
  });

  // A Telegram inbox whose customer writes in through the webhook (a token of its own, so the journey can repeat).
  const botToken = `777:queue-${Date.now()}`;
  const tg = await api.post<{ id: number }>(`${base}/inboxes`, {
    name: 'Telegram Bot',
    channel: { type: 'telegram', bot_token: botToken },
  });
  await api.post(`${base}/inbox_members`, { inbox_id: tg.id, user_ids: [user.id] });
  const { telegramSecretToken } = await import('../server/features/providers/signatures.ts');
  const hook = await request.post(`/webhooks/telegram/${botToken}`, {
    data: telegramUpdate(55501, 1, 'Is my order shipped?'),
    headers: { 'x-telegram-bot-api-secret-token': telegramSecretToken(botToken) },
  });
  expect(hook.ok(), await hook.text()).toBe(true);

  await useSession(context, headers);
  await page.goto(`/app/accounts/${accountId}/dashboard`);
  const tabs = page.getByRole('tablist', { name: c.tabsLabel });
  const list = page.getByRole('list', { name: c.listLabel });
  await tabs.getByRole('tab', { name: new RegExp(c.tabs.all) }).click();
  await expect(list.getByRole('listitem')).toHaveCount(3);

  // Filter the high-priority conversations and save them as a folder.
  await page.getByRole('button', { name: c.filter.open }).click();
  const dialog = page.getByRole('dialog', { name: c.filter.title });
  await dialog.getByRole('combobox', { name: c.filter.attribute }).selectOption('priority');
  await dialog.getByRole('group', { name: c.filter.values }).getByRole('checkbox', { name: c.priority.high }).check();
  await dialog.getByRole('textbox', { name: c.filter.folderName }).fill('Urgent refunds');
  await dialog.getByRole('button', { name: c.filter.saveFolder }).click();
  await expect(page.getByText(c.filter.saved)).toBeVisible();
  const folderLink = page.getByRole('link', { name: 'Urgent refunds' });
  await folderLink.click();
  await expect(page).toHaveURL(/\/custom_view\/\d+$/);
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // Open it and reply with a canned response plus an emoji.
  await list.getByRole('button', { name: /Ruth Refund/ }).click();
  const log = page.getByRole('log', { name: c.messagesLabel });
  await expect(log.getByText('Message 3 from Ruth Refund')).toBeVisible();
  await composer(page).click();
  await composer(page).pressSequentially('/refund');
  await page
    .getByRole('listbox', { name: ed.canned })
    .getByRole('option', { name: /refundok/ })
    .click();
  await composer(page).pressSequentially(' :smil');
  await page.getByRole('listbox', { name: ed.emoji }).getByRole('option').first().click();
  await page.keyboard.press('Enter');
  await expect(log.getByText(/Your refund is on its way/)).toBeVisible();
  const messages = async (conversationId: number) =>
    (
      (await (await request.get(`${base}/conversations/${conversationId}/messages`, { headers })).json()) as {
        payload: { id: number; content: string; private: boolean; status: string; message_type: number }[];
      }
    ).payload;
  await expect
    .poll(async () => (await messages(first.conversationId)).find((m) => m.message_type === 1)?.content ?? '')
    .toMatch(/Your refund is on its way and should arrive within 5 working days\.\s+\p{Extended_Pictographic}/u);

  // A private note mentioning the colleague makes her a participant.
  await page.keyboard.press('Alt+KeyP');
  const note = page.getByRole('textbox', { name: ed.noteLabel });
  await note.click();
  await note.pressSequentially('@Nadia');
  await expect(
    page.getByRole('listbox', { name: ed.mentions }).getByRole('option', { name: 'Nadia Colleague' }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await note.pressSequentially('can you approve this refund?');
  await page.getByRole('button', { name: ed.addNote }).click();
  await expect(
    log.getByRole('article', { name: fill(c.message.privateNoteFrom, { name: person.user_full_name }) }).last(),
  ).toContainText('@Nadia Colleague');
  await expect
    .poll(async () => (await messages(first.conversationId)).find((m) => m.private)?.content ?? '')
    .toBe(`[@Nadia Colleague](mention://user/${colleague.user.id}/Nadia%20Colleague) can you approve this refund?`);
  // The side panel lists her at once (no reload).
  await expect(
    page.getByRole('complementary', { name: c.panel.label }).getByRole('listitem', { name: 'Nadia Colleague' }),
  ).toBeVisible();
  await expect
    .poll(async () => {
      const res = await request.get(`${base}/conversations/${first.conversationId}/participants`, { headers });
      return ((await res.json()) as { id: number }[]).map((p) => p.id);
    })
    .toContain(colleague.user.id);

  // Assign to the colleague and label it.
  await page.getByRole('button', { name: c.assignee.label }).click();
  await page.getByRole('menuitemradio', { name: 'Nadia Colleague' }).click();
  await expect(page.getByRole('button', { name: c.assignee.label })).toContainText('Nadia Colleague');
  const panel = page.getByRole('complementary', { name: c.panel.label });
  await panel.getByRole('button', { name: c.panel.addLabel }).click();
  await page.getByRole('menuitemcheckbox', { name: 'refunds' }).click();
  await page.keyboard.press('Escape');
  await expect(panel.getByRole('list', { name: c.panel.labels })).toContainText('refunds');
  await snap(page, 'queue-conversation-light');

  // Snooze from the keyboard (Alt+M) until tomorrow.
  await page.keyboard.press('Alt+KeyM');
  await page.getByRole('menuitem', { name: c.snooze.tomorrow }).click();
  await expect(page.getByText(c.statusChanged.snoozed)).toBeVisible();
  const show = async (id: number) =>
    (await (await request.get(`${base}/conversations/${id}`, { headers })).json()) as {
      status: string;
      snoozed_until: number | null;
      labels: string[];
      meta: { assignee: { id: number } | null };
    };
  await expect.poll(async () => (await show(first.conversationId)).status).toBe('snoozed');
  const snoozed = await show(first.conversationId);
  expect(snoozed.snoozed_until).toBeGreaterThan(Date.now() / 1000);
  expect(snoozed.labels).toEqual(['refunds']);
  expect(snoozed.meta.assignee?.id).toBe(colleague.user.id);

  // Resolve the next one by keyboard (Alt+E).
  await page.goto(`/app/accounts/${accountId}/conversations/${second.conversationId}`);
  await expect(log.getByText('Message 1 from Sam Shipping')).toBeVisible();
  await page.keyboard.press('Alt+KeyE');
  await expect(page.getByRole('button', { name: c.actions.reopen, exact: true })).toBeVisible();
  await expect.poll(async () => (await show(second.conversationId)).status).toBe('resolved');

  // Telegram refuses the reply: it shows as failed with the provider's reason; Retry sends it once more.
  await page.goto(`/app/accounts/${accountId}/inbox/${tg.id}`);
  await tabs.getByRole('tab', { name: new RegExp(c.tabs.all) }).click();
  await list.getByRole('button', { name: /Tariq Telegram/ }).click();
  await expect(log.getByText('Is my order shipped?')).toBeVisible();
  telegram.failNext(1);
  const before = telegram.calls.length;
  await composer(page).click();
  await composer(page).pressSequentially('It left our warehouse this morning.');
  await page.keyboard.press('Enter');
  const bubble = log.getByRole('article').filter({ hasText: 'It left our warehouse this morning.' });
  await expect
    .poll(() => telegram.calls.slice(before).map((x) => x.method), { timeout: 20_000 })
    .toContain('sendMessage');
  await expect(bubble.getByText(c.message.failed)).toBeVisible({ timeout: 20_000 });
  await expect(bubble).toContainText('chat not found');
  await snap(page, 'queue-failed-light');
  await bubble.getByRole('button', { name: c.message.retry }).click();
  const sendsSince = () => telegram.calls.slice(before).filter((call) => call.method === 'sendMessage');
  await expect.poll(() => sendsSince().length, { timeout: 20_000 }).toBe(2);
  await expect(bubble.getByText(c.message.failed)).toHaveCount(0);
  const sends = sendsSince();
  expect(sends.every((s) => s.body.chat_id === '55501' || s.body.chat_id === 55501)).toBe(true);
  const tgMessages = await messages(await tgConversationId());
  expect(tgMessages.filter((m) => m.content === 'It left our warehouse this morning.')).toHaveLength(1);

  // Dark and Arabic.
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'queue-failed-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  // An account whose language is Arabic writes its activity lines in Arabic.
  // (Open pages reload when the account's language changes.)
  const [, patched] = await Promise.all([
    page.waitForEvent('load'),
    request.patch(base, { headers, data: { locale: 'ar' } }),
  ]);
  expect(patched.ok()).toBe(true);
  await api.post(`${base}/conversations/${first.conversationId}/toggle_priority`, { priority: 'urgent' });
  await page.goto(`/app/accounts/${accountId}/conversations/${first.conversationId}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('log').getByText(`غيّر ${person.user_full_name} الأولوية من عالية إلى عاجلة`),
  ).toBeVisible();
  await snap(page, 'queue-conversation-ar');
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));

  async function tgConversationId() {
    const res = await request.get(`${base}/conversations?inbox_id=${tg.id}&status=all&assignee_type=all`, { headers });
    const body = (await res.json()) as { data: { payload: { id: number }[] } };
    return body.data.payload[0]?.id ?? 0;
  }
});

test('a conversation opened from a link keeps the tab counts of the list beside it', async ({
  page,
  context,
  request,
}) => {
  const { headers, user } = await signUpViaApi(request, newPerson('Linked'));
  const accountId = user.account_id ?? 0;
  const seeded = await seedConversation(request, headers, accountId, user.id, { contactName: 'Lina Link', count: 1 });
  await useSession(context, headers);
  await page.goto(`/app/accounts/${accountId}/conversations/${seeded.conversationId}`);
  await expect(page.getByRole('log', { name: c.messagesLabel }).getByText('Message 1 from Lina Link')).toBeVisible();
  const tabs = page.getByRole('tablist', { name: c.tabsLabel });
  // Opening it marks it read (conversation.read): the unassigned and all counts stay at 1.
  await page.waitForTimeout(1500);
  await expect(tabs.getByRole('tab', { name: new RegExp(c.tabs.unassigned) })).toContainText('1');
  await expect(tabs.getByRole('tab', { name: new RegExp(c.tabs.all) })).toContainText('1');
});
