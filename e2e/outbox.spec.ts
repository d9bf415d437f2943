import type { APIRequestContext, Page } from '@playwright/test';
import type { TAuthHeaders } from '../common/contracts/auth.ts';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { expect, newPerson, signUpViaApi, test, useSession } from './fixtures.ts';
import { text } from './pages/text.ts';
import { apiAs } from './seed.ts';

/**
 * The offline outbox: replies written with no network wait in the thread ("Waiting to send"), survive a
 * reload, and go out by themselves when the network is back — in the order typed, exactly once — and a
 * queued one can be cancelled. The visitor's side is read through the widget API.
 */
const c = text.conversations;
const widget = '/api/v1/widget';

/** A website inbox with the agent as member and a visitor's conversation in it (through the widget API). */
const setup = async (request: APIRequestContext, label: string) => {
  const { headers, user } = await signUpViaApi(request, newPerson(label));
  const accountId = user.account_id ?? 0;
  const api = apiAs(request, headers);
  const inbox = await api.post<{ id: number; website_token: string }>(`/api/v1/accounts/${accountId}/inboxes`, {
    name: 'Website',
    channel: { type: 'web_widget', website_url: 'https://shop.example.test' },
  });
  await api.post(`/api/v1/accounts/${accountId}/inbox_members`, { inbox_id: inbox.id, user_ids: [user.id] });
  const q = `website_token=${inbox.website_token}`;
  const config = await request.post(`${widget}/config?${q}`);
  expect(config.ok()).toBe(true);
  const token = ((await config.json()) as { auth_token: string }).auth_token;
  const visitor = { 'x-auth-token': token };
  const conv = await request.post(`${widget}/conversations?${q}`, {
    headers: visitor,
    data: { message: { content: 'Hello, is anyone there?' } },
  });
  expect(conv.ok(), await conv.text()).toBe(true);
  const conversationId = ((await conv.json()) as { id: number }).id;
  /** What the visitor's widget reads: the thread's public messages, oldest first. */
  const visitorSees = async () => {
    const res = await request.get(`${widget}/messages?${q}`, { headers: visitor });
    return ((await res.json()) as { content: string; message_type: number }[])
      .filter((m) => m.message_type === 1)
      .map((m) => m.content);
  };
  return { headers, accountId, conversationId, visitorSees };
};

const agentMessages = async (request: APIRequestContext, headers: TAuthHeaders, accountId: number, id: number) => {
  const res = await request.get(`/api/v1/accounts/${accountId}/conversations/${id}/messages`, { headers });
  return ((await res.json()) as { payload: { content: string; message_type: number }[] }).payload
    .filter((m) => m.message_type === 1)
    .map((m) => m.content);
};

const open = async (page: Page, accountId: number, conversationId: number) => {
  await page.goto(`/app/accounts/${accountId}/conversations/${conversationId}`);
  await expect(page.getByRole('log', { name: c.messagesLabel })).toBeVisible();
  await expect(page.getByRole('textbox', { name: text.editor.replyLabel })).toBeVisible();
  await page.waitForTimeout(500); // the socket connects
};

const reply = async (page: Page, content: string) => {
  await page.getByRole('textbox', { name: text.editor.replyLabel }).pressSequentially(content);
  await page.keyboard.press('Enter');
};

/** The message POSTs fail on the network while the page itself still loads (a reload can be served). */
const failMessagePosts = (page: Page) =>
  page.route('**/conversations/*/messages', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
  );

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/outbox-${name}.png`, fullPage: true, animations: 'disabled' });

test('replies written offline wait, survive a reload and go out once, in order', async ({ page, context, request }) => {
  const s = await setup(request, 'Outbox');
  await useSession(context, s.headers);
  await open(page, s.accountId, s.conversationId);
  const log = page.getByRole('log', { name: c.messagesLabel });
  const waiting = log.getByRole('status').filter({ hasText: c.message.waitingToSend });

  await context.setOffline(true);
  await reply(page, 'Offline one');
  await reply(page, 'Offline two');
  await reply(page, 'Offline three');
  await expect(waiting).toHaveCount(3);
  const queuedTexts = log.getByRole('article').filter({ has: page.getByTestId('queued-status') });
  await expect(queuedTexts).toHaveText([/Offline one/, /Offline two/, /Offline three/]);
  await shot(page, 'queued-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'queued-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // Back online but the message POSTs still fail on the network: the outbox tries, keeps all three.
  await failMessagePosts(page);
  await context.setOffline(false);
  await page.waitForTimeout(1500);
  await expect(waiting).toHaveCount(3);
  expect(await s.visitorSees()).toEqual([]);

  // A reload: the three come back from IndexedDB, still waiting, in order (and in Arabic, right to left).
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arLog = page.getByRole('log', { name: ar.conversations.messagesLabel });
  const arWaiting = arLog.getByRole('status').filter({ hasText: ar.conversations.message.waitingToSend });
  await expect(arWaiting).toHaveCount(3);
  await expect(arLog.getByRole('article').filter({ has: page.getByTestId('queued-status') })).toHaveText([
    /Offline one/,
    /Offline two/,
    /Offline three/,
  ]);
  await shot(page, 'queued-ar');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'queued-ar-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await s.visitorSees()).toEqual([]);

  // The network is back for the requests too: they go out by themselves (the outbox's retry).
  await page.unroute('**/conversations/*/messages');
  await expect(arWaiting).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(s.visitorSees, { timeout: 10_000 }).toEqual(['Offline one', 'Offline two', 'Offline three']);
  expect(await agentMessages(request, s.headers, s.accountId, s.conversationId)).toEqual([
    'Offline one',
    'Offline two',
    'Offline three',
  ]);
  for (const t of ['Offline one', 'Offline two', 'Offline three'])
    await expect(arLog.getByRole('article').filter({ hasText: t })).toHaveCount(1);
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));
});

test('a queued reply can be cancelled before it goes out', async ({ page, context, request }) => {
  const s = await setup(request, 'Cancel');
  await useSession(context, s.headers);
  await open(page, s.accountId, s.conversationId);
  const log = page.getByRole('log', { name: c.messagesLabel });

  await context.setOffline(true);
  await reply(page, 'Keep this one');
  await reply(page, 'Cancel this one');
  await expect(log.getByRole('status').filter({ hasText: c.message.waitingToSend })).toHaveCount(2);
  await log
    .getByRole('article')
    .filter({ hasText: 'Cancel this one' })
    .getByRole('button', { name: c.message.cancelQueuedLabel })
    .click();
  await expect(log.getByRole('article').filter({ hasText: 'Cancel this one' })).toHaveCount(0);
  await expect(log.getByRole('status').filter({ hasText: c.message.waitingToSend })).toHaveCount(1);

  // Attachments cannot wait: sending one while offline says so and sends nothing.
  await page.locator(`input[type="file"][aria-label="${text.editor.attach}"]`).setInputFiles({
    name: 'note.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await page.getByRole('button', { name: text.editor.send, exact: true }).click();
  await expect(page.getByText(text.editor.offlineFiles)).toBeVisible();

  await context.setOffline(false);
  await expect(log.getByRole('status').filter({ hasText: c.message.waitingToSend })).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect.poll(s.visitorSees, { timeout: 10_000 }).toEqual(['Keep this one']);
  await page.waitForTimeout(1000);
  expect(await s.visitorSees()).toEqual(['Keep this one']);
  await expect(log.getByRole('article').filter({ hasText: 'Cancel this one' })).toHaveCount(0);
});
