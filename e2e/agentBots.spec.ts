import type { Page } from '@playwright/test';
import { BASE_URL } from './constants.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';
import { apiAs } from './seed.ts';
import { startWidgetSite, visitorWrites } from './widgetSite.ts';

const B = text.agentBotsPage;
const S = text.inboxesPage.settings;

/**
 * A local agent bot: it answers each incoming visitor message through the API with its token, and
 * hands the conversation off (status open) when the visitor asks for a human. It also serves the
 * customer's web page that embeds the widget.
 */
let site: Awaited<ReturnType<typeof startWidgetSite>>;
const bot = { token: '', accountId: 0, events: [] as string[] };

const answer = async (body: {
  event: string;
  message_type?: string;
  content?: string;
  conversation?: { id: number };
}) => {
  bot.events.push(body.event);
  if (body.event !== 'message_created' || body.message_type !== 'incoming' || !body.conversation) return;
  const url = `${BASE_URL}/api/v1/accounts/${bot.accountId}/conversations/${body.conversation.id}`;
  const headers = { 'content-type': 'application/json', api_access_token: bot.token };
  const human = /human/i.test(body.content ?? '');
  const content = human ? 'Connecting you with a person now.' : 'Hi! I am Robo. Ask for a human any time.';
  await fetch(`${url}/messages`, { method: 'POST', headers, body: JSON.stringify({ content }) });
  if (human) await fetch(`${url}/toggle_status`, { method: 'POST', headers, body: JSON.stringify({ status: 'open' }) });
};

test.beforeAll(async () => {
  site = await startWidgetSite((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      res.end('ok');
      void answer(JSON.parse(raw) as Parameters<typeof answer>[0]);
    });
  });
});
test.afterAll(async () => {
  await site.close();
});

/** The seed helpers' POST plus a GET, both as the signed-up administrator. */
const apiFor = (page: Page, headers: Parameters<typeof apiAs>[1]) => ({
  ...apiAs(page.request, headers),
  get: async <T>(url: string): Promise<T> => {
    const res = await page.request.get(url, { headers });
    expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  },
});

const signIn = async (page: Page, label: string) => {
  const { user, headers } = await signUpViaApi(page.request, newPerson(label));
  await useSession(page.context(), headers);
  const accountId = user.account_id ?? 0;
  return { accountId, base: `/app/accounts/${accountId}`, headers, user, root: `/api/v1/accounts/${accountId}` };
};

test('a bot answers a widget visitor, then hands off; the agent gets the conversation', async ({ page, browser }) => {
  const s = await signIn(page, 'Bots');
  const api = apiFor(page, s.headers);
  const inbox = await api.post<{ id: number; website_token: string }>(`${s.root}/inboxes`, {
    name: 'Shop chat',
    channel: { type: 'web_widget', website_url: site.origin, welcome_title: 'Hi', welcome_tagline: 'Ask away' },
  });
  await api.post(`${s.root}/inbox_members`, { inbox_id: inbox.id, user_ids: [s.user.id] });
  site.embed(inbox.website_token);

  // Settings → Agent bots: empty, then a bot with an outgoing URL; its token is shown once.
  await page.goto(`${s.base}/settings/agent-bots`);
  await expect(page.getByRole('heading', { name: B.title, level: 1 })).toBeVisible();
  await expect(page.getByText(B.emptyTitle)).toBeVisible();
  await page.getByRole('button', { name: B.add }).click();
  const dialog = page.getByRole('dialog', { name: B.addTitle });
  await dialog.getByLabel(B.fields.name).fill('Robo');
  await dialog.getByLabel(B.fields.outgoingUrl).fill('ftp://nope');
  await dialog.getByRole('button', { name: B.create }).click();
  await expect(dialog.getByLabel(B.fields.outgoingUrl)).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel(B.fields.outgoingUrl).fill(`${site.origin}/bot`);
  await dialog.getByLabel(B.fields.description).fill('Answers first');
  await dialog.getByRole('button', { name: B.create }).click();
  const creds = page.getByRole('dialog', { name: fill(B.credentialsTitle, { name: 'Robo' }) });
  const token = creds.getByRole('textbox', { name: B.fields.accessToken });
  await expect(token).toHaveValue(/\S{20,}/);
  bot.token = await token.inputValue();
  bot.accountId = s.accountId;
  await snap(page, 'agent-bots-token-light');
  await creds.getByRole('button', { name: B.done }).click();
  await expect(page.getByRole('table').getByText('Robo', { exact: true })).toBeVisible();
  await snap(page, 'agent-bots-list-light');

  // Inbox settings → Bot: pick Robo.
  await page.goto(`${s.base}/settings/inboxes/${inbox.id}`);
  await page.getByRole('tab', { name: S.tabs.bot }).click();
  await page.getByRole('combobox', { name: text.inboxesPage.bot.select, exact: true }).selectOption({ label: 'Robo' });
  await page.getByRole('button', { name: text.common.save }).click();
  await expect(page.getByText(text.inboxesPage.bot.saved)).toBeVisible();

  // A visitor writes on the shop's page: the bot answers in the widget.
  const { visitor, box, log } = await visitorWrites(browser, site.origin, 'Hello there');
  await expect(log.getByText('Hi! I am Robo. Ask for a human any time.')).toBeVisible();
  // The bot's reply carries its name, as an agent's does.
  await expect(log.getByText('Robo', { exact: true })).toBeVisible();
  const list = await api.get<{ data: { payload: { id: number; status: string }[] } }>(
    `${s.root}/conversations?status=pending&assignee_type=all&inbox_id=${inbox.id}`,
  );
  const conversationId = list.data.payload[0]?.id ?? 0;
  expect(conversationId).toBeGreaterThan(0);

  // The agent sees the bot's reply in the dashboard while the bot has it (pending).
  await page.goto(`${s.base}/conversations/${conversationId}`);
  await expect(page.getByText('Hi! I am Robo. Ask for a human any time.')).toBeVisible();
  // Its bubble names the bot (not "?") and marks it as one.
  const reply = page.getByRole('article', { name: fill(text.conversations.message.from, { name: 'Robo' }) });
  await expect(reply.first()).toContainText('Hi! I am Robo. Ask for a human any time.');
  await expect(reply.first().getByText(text.conversations.message.bot, { exact: true })).toBeVisible();

  await box.fill('I want a human please');
  await box.press('Enter');
  await expect(log.getByText('Connecting you with a person now.')).toBeVisible();
  await snap(visitor, 'agent-bots-widget-handoff-light');
  // Handed off: open, and auto-assignment gives it to the online agent (this dashboard's user).
  await expect
    .poll(async () => {
      const c = await api.get<{ status: string; meta: { assignee: { id: number } | null } }>(
        `${s.root}/conversations/${conversationId}`,
      );
      return [c.status, c.meta.assignee?.id ?? null];
    })
    .toEqual(['open', s.user.id]);
  await expect(page.getByText('Connecting you with a person now.')).toBeVisible();
  await snap(page, 'agent-bots-dashboard-handoff-light');
  // The bot heard about its handoff too (delivered after commit, so it may come a moment later).
  await expect.poll(() => bot.events).toEqual(expect.arrayContaining(['message_created', 'conversation_opened']));
  await visitor.close();
});

test('capacity per agent in inbox settings; agent bots and CSML pages in dark and Arabic', async ({ page }) => {
  const s = await signIn(page, 'Capacity');
  const api = apiFor(page, s.headers);
  const inbox = await api.post<{ id: number }>(`${s.root}/inboxes`, { name: 'Support', channel: { type: 'api' } });
  await api.post(`${s.root}/inbox_members`, { inbox_id: inbox.id, user_ids: [s.user.id] });
  await api.post(`${s.root}/agent_bots`, {
    name: 'Triage',
    description: 'Sorts the queue',
    outgoing_url: 'https://bot.example.test/hook',
  });

  await page.goto(`${s.base}/settings/inboxes/${inbox.id}`);
  await page.getByRole('tab', { name: S.tabs.collaborators }).click();
  const capacity = page.getByLabel(fill(S.capacityFor, { name: s.user.name }));
  await capacity.fill('0');
  await expect(page.getByText(text.inboxesPage.form.positiveNumber)).toBeVisible();
  await capacity.fill('3');
  await page.getByRole('button', { name: S.saveCapacity }).click();
  await expect(page.getByText(S.capacitySaved)).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: S.tabs.collaborators }).click();
  await expect(page.getByLabel(fill(S.capacityFor, { name: s.user.name }))).toHaveValue('3');
  await snap(page, 'inbox-capacity-light');

  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'inbox-capacity-dark');
  await page.goto(`${s.base}/settings/agent-bots`);
  await expect(page.getByRole('table').getByText('Triage', { exact: true })).toBeVisible();
  await snap(page, 'agent-bots-list-dark');
  await page.getByRole('button', { name: fill(B.editNamed, { name: 'Triage' }) }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await snap(page, 'agent-bots-dialog-dark');
  await page.goto(`${s.base}/settings/agent-bots/csml/new`);
  await expect(page.getByText(B.csml.notConfiguredTitle)).toBeVisible();
  await snap(page, 'agent-bots-csml-dark');

  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.goto(`${s.base}/settings/agent-bots`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('table')).toBeVisible();
  await snap(page, 'agent-bots-list-ar');
  await page.goto(`${s.base}/settings/inboxes/${inbox.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('tab').nth(1).click();
  await expect(page.getByRole('textbox').last()).toHaveValue('3');
  await snap(page, 'inbox-capacity-ar');
});
