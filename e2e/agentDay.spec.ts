import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { TAuthHeaders } from '../common/contracts/auth.ts';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { seedConversation } from './conversationSeed.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';
import { apiAs, createAgent } from './seed.ts';

/**
 * An agent's day on the conversation screen (issue 18, item 2): search reached from the list, the
 * snooze state, the card's preview, the header beside "also viewing", where toasts go, the label
 * picker's roles and the contact panel's attribute names. Each step failed before its fix.
 */
const c = text.conversations;
const widget = '/api/v1/widget';

const setup = async (request: APIRequestContext, label: string, contactName = 'Jane Customer') => {
  const { headers, user } = await signUpViaApi(request, newPerson(label));
  const accountId = user.account_id ?? 0;
  const seeded = await seedConversation(request, headers, accountId, user.id, { contactName, count: 1 });
  return { headers, user, accountId, ...seeded };
};

const conversationUrl = (accountId: number, id: number) => `/app/accounts/${accountId}/conversations/${id}`;

const send = async (
  request: APIRequestContext,
  headers: TAuthHeaders,
  method: 'put' | 'post',
  url: string,
  data: unknown,
) => {
  const res = await request[method](url, { headers, data });
  expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
  return res;
};

const toArabic = async (page: Page) => {
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
};

const box = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
};
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('search from the list: the search box, the / shortcut, recent searches kept, picked and cleared', async ({
  page,
  context,
  request,
}) => {
  const s = await setup(request, 'Searcher');
  await useSession(context, s.headers);
  await page.goto(`/app/accounts/${s.accountId}/dashboard`);
  const list = page.getByRole('region', { name: c.listRegion });
  // The magnifier no longer hides the filter: a search box opens the search page, the filter has its own button.
  await expect(list.getByRole('button', { name: c.filter.open })).toBeVisible();
  await list.getByRole('link', { name: c.searchBox }).click();
  await expect(page).toHaveURL(/\/search$/);
  const input = page.getByRole('searchbox', { name: text.search.label });
  await expect(input).toBeFocused();
  await input.fill('Message 1');
  await input.press('Enter');
  await expect(page.getByRole('link', { name: /Message 1 from Jane Customer/ }).first()).toBeVisible();

  // "/" (outside a text field) opens search from the conversations; the last query is offered.
  await page.goto(`/app/accounts/${s.accountId}/dashboard`);
  await expect(list).toBeVisible();
  await page.keyboard.press('/');
  await expect(page).toHaveURL(/\/search$/);
  const recent = page.getByRole('list', { name: text.search.recent });
  await expect(recent.getByRole('button', { name: 'Message 1' })).toBeVisible();
  await snap(page, 'agentday-search-recent-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'agentday-search-recent-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await recent.getByRole('button', { name: 'Message 1' }).click();
  await expect(page.getByRole('searchbox', { name: text.search.label })).toHaveValue('Message 1');
  await expect(page.getByRole('link', { name: /Message 1 from Jane Customer/ }).first()).toBeVisible();
  await page.getByRole('searchbox', { name: text.search.label }).fill('');
  await page.getByRole('button', { name: text.search.clearRecent }).click();
  await expect(recent).toHaveCount(0);

  // A "/" typed into the reply box stays there.
  await page.goto(conversationUrl(s.accountId, s.conversationId));
  const reply = page.getByRole('textbox', { name: text.editor.replyLabel });
  await reply.click();
  await page.keyboard.type('a/b');
  await expect(page).toHaveURL(/\/conversations\/\d+$/);
  await toArabic(page);
  await snap(page, 'agentday-list-search-ar');
  await page.goto(`/app/accounts/${s.accountId}/search`);
  await page.getByRole('searchbox').fill('Jane');
  await page.getByRole('searchbox').press('Enter');
  await page.goto(`/app/accounts/${s.accountId}/search`);
  await expect(page.getByRole('list').getByRole('button', { name: 'Jane' })).toBeVisible();
  await snap(page, 'agentday-search-recent-ar');
});

test('snooze: "Snoozed until" in the header and on the card, "until next reply" without a time; Unsnooze reopens', async ({
  page,
  context,
  request,
}) => {
  const s = await setup(request, 'Snoozer');
  const base = `/api/v1/accounts/${s.accountId}/conversations`;
  const until = Math.floor(Date.now() / 1000) + 3 * 86_400;
  await send(request, s.headers, 'post', `${base}/${s.conversationId}/toggle_status`, {
    status: 'snoozed',
    snoozed_until: until,
  });
  const other = await seedConversation(request, s.headers, s.accountId, s.user.id, {
    contactName: 'Omar Later',
    count: 1,
    inbox: { id: s.inboxId },
  });
  await send(request, s.headers, 'post', `${base}/${other.conversationId}/toggle_status`, { status: 'snoozed' });

  await useSession(context, s.headers);
  await page.goto(conversationUrl(s.accountId, s.conversationId));
  const header = page.locator('header').filter({ has: page.getByRole('heading', { name: 'Jane Customer' }) });
  await expect(header.getByText(/^Snoozed until /)).toBeVisible();
  await expect(header.getByText(c.snoozedNextReply)).toHaveCount(0);

  // The list of snoozed conversations: each card says until when.
  const list = page.getByRole('region', { name: c.listRegion });
  await list.getByRole('button', { name: c.sortAndFilter }).click();
  await page.getByRole('menuitemradio', { name: c.status.snoozed }).click();
  await page.getByRole('tab', { name: new RegExp(c.tabs.all) }).click();
  const card = (name: string) => list.getByRole('listitem').filter({ hasText: name });
  await expect(card('Jane Customer').getByText(/^Snoozed until /)).toBeVisible();
  await expect(card('Omar Later').getByText(c.snoozedNextReply)).toBeVisible();
  await snap(page, 'agentday-snoozed-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'agentday-snoozed-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  await header.getByRole('button', { name: c.actions.unsnooze }).click();
  await expect(header.getByText(/^Snoozed until /)).toHaveCount(0);
  await expect(header.getByRole('button', { name: c.actions.resolve, exact: true })).toBeVisible();
  const res = await request.get(`${base}/${s.conversationId}`, { headers: s.headers });
  expect(((await res.json()) as { status: string }).status).toBe('open');

  await page.goto(conversationUrl(s.accountId, other.conversationId));
  await toArabic(page);
  await expect(page.locator('header').getByText(ar.conversations.snoozedNextReply)).toBeVisible();
  await expect(page.locator('header').getByRole('button', { name: ar.conversations.actions.unsnooze })).toBeVisible();
  await snap(page, 'agentday-snoozed-ar');
});

test('the card previews what a person wrote, not the bot prompt or a private note — the API agrees', async ({
  page,
  context,
  request,
}) => {
  const { headers, user } = await signUpViaApi(request, newPerson('Preview'));
  const accountId = user.account_id ?? 0;
  const api = apiAs(request, headers);
  const inbox = await api.post<{ id: number; website_token: string }>(`/api/v1/accounts/${accountId}/inboxes`, {
    name: 'Website',
    channel: { type: 'web_widget', website_url: 'https://shop.example.test' },
  });
  await api.post(`/api/v1/accounts/${accountId}/inbox_members`, { inbox_id: inbox.id, user_ids: [user.id] });
  const q = `website_token=${inbox.website_token}`;
  const config = await request.post(`${widget}/config?${q}`);
  const token = ((await config.json()) as { auth_token: string }).auth_token;
  const conv = await request.post(`${widget}/conversations?${q}`, {
    headers: { 'x-auth-token': token },
    data: { message: { content: 'My parcel never arrived' } },
  });
  expect(conv.ok(), await conv.text()).toBe(true);
  const id = ((await conv.json()) as { id: number }).id;

  // The widget asked for an email (a template prompt) after the visitor's message; the API previews the visitor.
  const listed = await request.get(`/api/v1/accounts/${accountId}/conversations?status=open`, { headers });
  const payload = (
    (await listed.json()) as { data: { payload: { id: number; last_non_activity_message: { content: string } }[] } }
  ).data.payload;
  expect(payload.find((x) => x.id === id)?.last_non_activity_message.content).toBe('My parcel never arrived');

  await useSession(context, headers);
  await page.goto(conversationUrl(accountId, id));
  const log = page.getByRole('log', { name: c.messagesLabel });
  await expect(log.getByText('Get notified by email')).toBeVisible({ timeout: 20_000 });
  const list = page.getByRole('region', { name: c.listRegion });
  await page.getByRole('tab', { name: new RegExp(c.tabs.all) }).click();
  const card = list.getByRole('listitem').first();
  await expect(card).toContainText('My parcel never arrived');
  await expect(card).not.toContainText('Get notified by email');

  // A private note does not become the preview (live, then after a reload); a reply does.
  await page.getByRole('tab', { name: text.editor.privateNote }).click();
  await page.getByRole('textbox', { name: text.editor.noteLabel }).fill('Checking with the courier');
  await page.getByRole('button', { name: text.editor.addNote, exact: true }).click();
  await expect(log.getByText('Checking with the courier')).toBeVisible();
  await expect(card).toContainText('My parcel never arrived');
  await page.reload();
  await page.getByRole('tab', { name: new RegExp(c.tabs.all) }).click();
  await expect(list.getByRole('listitem').first()).toContainText('My parcel never arrived');
  await snap(page, 'agentday-preview-light');
  await page.getByRole('tab', { name: text.editor.reply, exact: true }).click();
  await page.getByRole('textbox', { name: text.editor.replyLabel }).fill('It is on its way');
  await page.getByRole('button', { name: text.editor.send, exact: true }).click();
  await expect(list.getByRole('listitem').first()).toContainText('It is on its way');
});

test('header: contact and inbox stay readable beside "also viewing" at 1280 and 1440 px', async ({
  page,
  browser,
  context,
  request,
  mailbox,
}) => {
  const s = await setup(request, 'Header', 'Maximiliana Featherstonehaugh-Worthington');
  await send(request, s.headers, 'put', `/api/v1/accounts/${s.accountId}/inboxes/${s.inboxId}`, {
    name: 'Customer Support Europe',
  });
  const agent = await createAgent(
    request,
    mailbox,
    { headers: s.headers, accountId: s.accountId },
    { name: 'Dana Colleague', email: `dana-${Date.now()}@example.test`, password: 'dana-secret-1' },
  );
  await apiAs(request, s.headers).post(`/api/v1/accounts/${s.accountId}/inbox_members`, {
    inbox_id: s.inboxId,
    user_ids: [s.user.id, agent.user.id],
  });
  const url = conversationUrl(s.accountId, s.conversationId);
  await useSession(context, s.headers);
  await page.goto(url);
  const otherContext = await browser.newContext();
  await useSession(otherContext, agent.headers);
  const other = await otherContext.newPage();
  await other.goto(url);
  await expect(page.getByRole('status', { name: /Dana Colleague/ })).toBeVisible({ timeout: 15_000 });

  const name = page.getByRole('heading', { level: 2, name: 'Maximiliana Featherstonehaugh-Worthington' });
  const inbox = page.locator('header').getByText('Customer Support Europe');
  const fits = (l: Locator) => l.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(() => fits(name)).toBe(true);
    await expect.poll(() => fits(inbox)).toBe(true);
    await snap(page, `agentday-header-${width}-light`);
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'agentday-header-1440-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await toArabic(page);
  await expect(page.getByRole('status', { name: /Dana Colleague/ })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => fits(page.getByRole('heading', { level: 2 }).first())).toBe(true);
  await snap(page, 'agentday-header-1280-ar');
  await otherContext.close();
});

test('toasts appear top-end, never over Send, Save changes or Copy', async ({ page, context, request, mailbox }) => {
  const person = newPerson('Toaster');
  const { headers, user } = await signUpViaApi(request, person);
  // Only confirmed agents can be assigned: confirm the email first.
  const link = await mailbox.waitForLink(person.email, /confirm/i);
  const token = new URL(link).searchParams.get('confirmation_token');
  expect((await request.post('/auth/confirmation', { data: { confirmation_token: token } })).ok()).toBe(true);
  const accountId = user.account_id ?? 0;
  const seeded = await seedConversation(request, headers, accountId, user.id, {
    contactName: 'Jane Customer',
    count: 1,
  });
  const s = { headers, user, accountId, ...seeded };
  await useSession(context, s.headers);
  await page.goto(conversationUrl(s.accountId, s.conversationId));
  const sendButton = page.getByRole('button', { name: text.editor.send, exact: true });
  await expect(sendButton).toBeVisible();
  const assign = async () => {
    await page.getByRole('button', { name: c.assignee.label }).click();
    await page.getByRole('menuitemradio', { name: s.user.name }).click();
  };
  await assign();
  const toast = page.getByRole('status').filter({ hasText: c.assigned });
  await expect(toast).toBeVisible();
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const t1 = await box(toast);
  expect(overlaps(t1, await box(sendButton))).toBe(false);
  expect(t1.y).toBeLessThan(viewport.height / 4);
  expect(t1.x + t1.width).toBeGreaterThan(viewport.width - 40);
  await snap(page, 'agentday-toast-light');

  await page.goto(`/app/accounts/${s.accountId}/profile/settings`);
  const save = page
    .getByRole('region', { name: text.profile.personalTitle })
    .getByRole('button', { name: text.common.save });
  await save.click();
  const saved = page.getByRole('status').last();
  await expect(saved).toBeVisible();
  expect(overlaps(await box(saved), await box(save))).toBe(false);
  // A reset shows the new token once, with Copy under it.
  await page.getByRole('button', { name: text.profile.tokenReset }).click();
  await page.getByRole('dialog').getByRole('button', { name: text.profile.tokenReset }).click();
  const copy = page.getByRole('button', { name: text.profile.tokenCopy });
  await copy.scrollIntoViewIfNeeded();
  await copy.click();
  await expect(page.getByRole('status').last()).toBeVisible();
  // Earlier toasts may time out while we measure: check the ones still on screen.
  const copyBox = await box(copy);
  for (const st of await page.getByRole('status').all()) {
    const shown = await st.boundingBox();
    if (shown) expect(overlaps(shown, copyBox)).toBe(false);
  }

  // Right to left: top-left.
  await page.goto(conversationUrl(s.accountId, s.conversationId));
  await toArabic(page);
  // The assignee chip of the conversation's header (the sidebar is a header too, with the user menu in it).
  await page.getByRole('main').locator('header').getByRole('button').filter({ hasText: s.user.name }).click();
  await page.getByRole('menuitemradio', { name: s.user.name }).click();
  const arToast = page
    .locator('[role="status"]')
    .filter({ has: page.locator('button') })
    .first();
  await expect(arToast).toBeVisible();
  const t2 = await box(arToast);
  expect(t2.x).toBeLessThan(40);
  expect(t2.y).toBeLessThan(viewport.height / 4);
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'agentday-toast-ar-dark');
});

test('multi-select menus are menuitemcheckbox; the contact panel names attributes by their definitions', async ({
  page,
  context,
  request,
}) => {
  const s = await setup(request, 'Panel');
  const base = `/api/v1/accounts/${s.accountId}`;
  await send(request, s.headers, 'post', `${base}/labels`, { title: 'billing' });
  const define = (key: string, name: string, type: string) =>
    send(request, s.headers, 'post', `${base}/custom_attribute_definitions`, {
      attribute_key: key,
      attribute_display_name: name,
      attribute_display_type: type,
      attribute_model: 'contact_attribute',
    });
  await define('device_category', 'Device category', 'text');
  await define('is_vip', 'VIP customer', 'checkbox');
  await define('renewal_date', 'Renewal date', 'date');
  await send(request, s.headers, 'put', `${base}/contacts/${s.contactId}`, {
    custom_attributes: { device_category: 'tablet', is_vip: true, renewal_date: '2026-12-01', plan_tier: 'gold' },
  });

  await useSession(context, s.headers);
  await page.goto(conversationUrl(s.accountId, s.conversationId));
  const panel = page.getByRole('complementary', { name: c.panel.label });
  await panel.getByRole('button', { name: c.panel.addLabel }).click();
  const billing = page.getByRole('menuitemcheckbox', { name: 'billing' });
  await expect(billing).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('menuitemradio')).toHaveCount(0);
  await billing.click();
  await expect(billing).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await panel.getByRole('button', { name: c.panel.editParticipants }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: s.user.name })).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');

  const attrs = panel.getByRole('region', { name: c.panel.attributes });
  await expect(attrs.getByText('Device category')).toBeVisible();
  await expect(attrs.getByText('tablet')).toBeVisible();
  await expect(attrs.getByText('VIP customer')).toBeVisible();
  await expect(attrs.getByText(c.panel.yes, { exact: true })).toBeVisible();
  await expect(attrs.getByText('Renewal date')).toBeVisible();
  await expect(attrs.getByText('Dec 1, 2026')).toBeVisible();
  await expect(attrs.getByText('Plan tier')).toBeVisible();
  await expect(attrs.getByText(/device_category|plan_tier/)).toHaveCount(0);
  await snap(page, 'agentday-panel-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'agentday-panel-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await toArabic(page);
  await expect(page.getByRole('complementary').getByText('Device category')).toBeVisible();
  await snap(page, 'agentday-panel-ar');
  expect(fill(c.snoozedUntil, { time: 'x' })).toBe('Snoozed until x');
});
