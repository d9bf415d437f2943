import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { TAuthHeaders } from '../common/contracts/auth.ts';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { expectAccessible } from './axe.ts';
import { seedConversation } from './conversationSeed.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';
import { apiAs, createAgent } from './seed.ts';

/**
 * The first hour (issue 41): what a new user and a Chatwoot team lead met in their first hour — tab counts
 * that follow realtime, Mine under a filter or folder, search hits showing the match, a real Macros menu,
 * no data shown as zero, Translate only when configured, canned responses with their variables filled, and
 * the shell's names that include what they show.
 */

const c = text.conversations;
const ed = text.editor;

interface TSetup {
  accountId: number;
  headers: TAuthHeaders;
  user: { id: number; name: string };
  inboxId: number;
  root: string;
  base: string;
  api: ReturnType<typeof apiAs>;
}

/** An administrator with an API inbox they belong to (auto-assignment on, as inboxes start). */
const setup = async (request: APIRequestContext, label: string): Promise<TSetup> => {
  const person = newPerson(label);
  const { headers, user } = await signUpViaApi(request, person);
  const accountId = user.account_id ?? 0;
  const root = `/api/v1/accounts/${accountId}`;
  const api = apiAs(request, headers);
  const inbox = await api.post<{ id: number }>(`${root}/inboxes`, { name: 'Support API', channel: { type: 'api' } });
  await api.post(`${root}/inbox_members`, { inbox_id: inbox.id, user_ids: [user.id] });
  return {
    accountId,
    headers,
    user: { id: user.id, name: person.user_full_name },
    inboxId: inbox.id,
    root,
    base: `/app/accounts/${accountId}`,
    api,
  };
};

const tabs = (page: Page) => page.getByRole('tablist', { name: c.tabsLabel });
const tab = (page: Page, which: 'me' | 'unassigned' | 'all') =>
  tabs(page).getByRole('tab', { name: new RegExp(`^${c.tabs[which]}`) });
/** The count badge inside a tab. */
const badge = (t: Locator) => t.locator('span');
const list = (page: Page) => page.getByRole('list', { name: c.listLabel });

const boxesOverlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('tab counts follow realtime: a new chat auto-assigned to me moves Mine, not Unassigned', async ({
  page,
  context,
  request,
}) => {
  const s = await setup(request, 'Counts');
  await useSession(context, s.headers);
  await page.goto(`${s.base}/dashboard`);
  await expect(tab(page, 'me')).toHaveAttribute('aria-selected', 'true');
  await expect(badge(tab(page, 'me'))).toHaveText('0');
  // The dashboard's socket marks this agent online: the inbox's auto-assignment can pick them.
  await page.waitForTimeout(1500);

  // A customer writes (created unassigned, then auto-assigned to the only online member).
  const contact = await s.api.post<{ payload: { contact: { id: number } } }>(`${s.root}/contacts`, {
    name: 'Nia Newchat',
    inbox_id: s.inboxId,
  });
  const conv = await s.api.post<{ id: number }>(`${s.root}/conversations`, {
    inbox_id: s.inboxId,
    contact_id: contact.payload.contact.id,
    message: { content: 'Hello, anyone there?' },
  });
  await expect(list(page).getByRole('button', { name: /Nia Newchat/ })).toBeVisible({ timeout: 15_000 });
  await expect(badge(tab(page, 'me'))).toHaveText('1');
  await expect(badge(tab(page, 'unassigned'))).toHaveText('0');
  await expect(badge(tab(page, 'all'))).toHaveText('1');

  // A colleague's change elsewhere (unassign) moves the counts back without a reload.
  await s.api.post(`${s.root}/conversations/${conv.id}/assignments`, { assignee_id: null });
  await expect(badge(tab(page, 'me'))).toHaveText('0');
  await expect(badge(tab(page, 'unassigned'))).toHaveText('1');
  await s.api.post(`${s.root}/conversations/${conv.id}/toggle_status`, { status: 'resolved' });
  await expect(badge(tab(page, 'unassigned'))).toHaveText('0');
  await expect(badge(tab(page, 'all'))).toHaveText('0');
  await snap(page, 'first-hour-counts-light');
});

test('Mine applies under custom filter conditions and inside a folder', async ({ page, context, request, mailbox }) => {
  const s = await setup(request, 'MineFilter');
  const other = await createAgent(
    request,
    mailbox,
    { headers: s.headers, accountId: s.accountId },
    { name: 'Olga Other', email: `olga-${Date.now()}@example.test`, password: 'agent-secret-1' },
  );
  await s.api.post(`${s.root}/inbox_members`, { inbox_id: s.inboxId, user_ids: [s.user.id, other.user.id] });
  await s.api.post(`${s.root}/labels`, { title: 'vip', color: '#e11d48' });
  const seed = async (name: string, assignee: number | null, priority: string) => {
    const x = await seedConversation(request, s.headers, s.accountId, s.user.id, {
      contactName: name,
      count: 1,
      inbox: { id: s.inboxId },
    });
    await s.api.post(`${s.root}/conversations/${x.conversationId}/labels`, { labels: ['vip'] });
    await s.api.post(`${s.root}/conversations/${x.conversationId}/toggle_priority`, { priority });
    if (assignee)
      await s.api.post(`${s.root}/conversations/${x.conversationId}/assignments`, { assignee_id: assignee });
    return x.conversationId;
  };
  await seed('Mia Mine', s.user.id, 'medium');
  await seed('Otto Others', other.user.id, 'medium');
  await seed('Una Nobody', null, 'medium');
  await seed('Hana High', other.user.id, 'high');
  await seed('Uri Urgent', s.user.id, 'urgent');
  const folder = await s.api.post<{ id: number }>(`${s.root}/custom_filters`, {
    name: 'Urgent & high priority',
    type: 'conversation',
    query: {
      payload: [
        { attribute_key: 'priority', filter_operator: 'equal_to', values: ['urgent'], query_operator: 'or' },
        { attribute_key: 'priority', filter_operator: 'equal_to', values: ['high'], query_operator: null },
      ],
    },
  });

  await useSession(context, s.headers);
  await page.goto(`${s.base}/dashboard`);
  await expect(tab(page, 'me')).toHaveAttribute('aria-selected', 'true');
  // Labels = vip AND Priority = Medium.
  await page.getByRole('button', { name: c.filter.open }).click();
  const dialog = page.getByRole('dialog', { name: c.filter.title });
  await dialog.getByRole('combobox', { name: c.filter.attribute }).selectOption('labels');
  await dialog.getByRole('group', { name: c.filter.values }).getByRole('checkbox', { name: 'vip' }).check();
  await dialog.getByRole('button', { name: c.filter.addRow }).click();
  await dialog.getByRole('combobox', { name: c.filter.attribute }).nth(1).selectOption('priority');
  await dialog
    .getByRole('group', { name: c.filter.values })
    .nth(1)
    .getByRole('checkbox', { name: c.priority.medium })
    .check();
  await dialog.getByRole('button', { name: c.filter.apply }).click();
  await expect(page.getByText(fill(c.filter.applied, { count: '2' }))).toBeVisible();

  await expect(list(page).getByRole('listitem')).toHaveCount(1);
  await expect(list(page).getByRole('button', { name: /Mia Mine/ })).toBeVisible();
  await expect(badge(tab(page, 'me'))).toHaveText('1');
  await expect(badge(tab(page, 'unassigned'))).toHaveText('1');
  await expect(badge(tab(page, 'all'))).toHaveText('3');
  await tab(page, 'unassigned').click();
  await expect(list(page).getByRole('listitem')).toHaveCount(1);
  await expect(list(page).getByRole('button', { name: /Una Nobody/ })).toBeVisible();
  await tab(page, 'all').click();
  await expect(list(page).getByRole('listitem')).toHaveCount(3);
  await snap(page, 'first-hour-filter-mine-light');

  // The folder: Mine shows only mine among the urgent and high ones.
  await page.goto(`${s.base}/custom_view/${folder.id}`);
  await tab(page, 'me').click();
  await expect(list(page).getByRole('listitem')).toHaveCount(1);
  await expect(list(page).getByRole('button', { name: /Uri Urgent/ })).toBeVisible();
  await expect(badge(tab(page, 'all'))).toHaveText('2');
  await tab(page, 'all').click();
  await expect(list(page).getByRole('listitem')).toHaveCount(2);
});

test('a search hit shows the matching message, highlighted, not the last one', async ({ page, context, request }) => {
  const s = await setup(request, 'SearchHit');
  const x = await seedConversation(request, s.headers, s.accountId, s.user.id, {
    contactName: 'Pat Parcel',
    count: 0,
    inbox: { id: s.inboxId },
  });
  for (const content of ['My parcel 4471 never arrived at the door', 'Please rate the conversation'])
    await s.api.post(`${s.root}/conversations/${x.conversationId}/messages`, { content, message_type: 'incoming' });
  await useSession(context, s.headers);
  await page.goto(`${s.base}/search?q=parcel`);
  const hits = page.getByRole('region', { name: text.search.kinds.conversations });
  const hit = hits.getByRole('link', { name: new RegExp(`#${x.conversationId}`) });
  await expect(hit).toContainText('My parcel 4471 never arrived');
  await expect(hit).not.toContainText('Please rate the conversation');
  await expect(hit.locator('mark')).toHaveText(['Parcel', 'parcel']);
  await snap(page, 'first-hour-search-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'first-hour-search-dark');
  await expectAccessible(page, 'search with a conversation hit');
});

test('the Macros menu: focus moves in, arrows move, Escape returns to its button, chips stay visible', async ({
  page,
  context,
  request,
}) => {
  const s = await setup(request, 'Macros');
  for (const name of ['Escalate', 'Close politely'])
    await s.api.post(`${s.root}/macros`, {
      name,
      visibility: 'global',
      actions: [{ action_name: 'change_priority', action_params: ['high'] }],
    });
  const x = await seedConversation(request, s.headers, s.accountId, s.user.id, {
    contactName: 'Mac Menu',
    count: 1,
    inbox: { id: s.inboxId },
  });
  await useSession(context, s.headers);
  const check = async (shot: string) => {
    await page.goto(`${s.base}/conversations/${x.conversationId}`);
    await expect(page.getByRole('heading', { name: 'Mac Menu' })).toBeVisible();
    const button = page.getByRole('button', { name: text.macroRun.menu, exact: true });
    await button.click();
    const menu = page.getByRole('menu', { name: text.macroRun.menu });
    const first = menu.getByRole('menuitem').first();
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
    // It does not cover the conversation's chips.
    const box = await menu.boundingBox();
    for (const name of [c.team.label, c.priority.label]) {
      const chip = await page.getByRole('button', { name: new RegExp(`^${name}:`) }).boundingBox();
      expect(box && chip && boxesOverlap(box, chip), `the menu covers the ${name} chip`).toBe(false);
    }
    await snap(page, shot);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    // From the keyboard alone: Enter opens it with the first macro focused, Escape closes it.
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
  };
  await check('first-hour-macros-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await check('first-hour-macros-dark');
});

test('no data is not zero: reports and CSAT show a dash and say why', async ({ page, context, request }) => {
  const s = await setup(request, 'NoData');
  await seedConversation(request, s.headers, s.accountId, s.user.id, {
    contactName: 'Zed Zero',
    count: 1,
    inbox: { id: s.inboxId },
  });
  await useSession(context, s.headers);
  const R = text.reportsPage;
  const card = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });
  const checkOverview = async (shot: string) => {
    await page.goto(`${s.base}/reports/conversation`);
    // The summary is a few aggregate queries: on a loaded machine they can take a while.
    await expect(card(R.metrics.avg_resolution_time)).toContainText('—', { timeout: 30_000 });
    await expect(card(R.metrics.avg_resolution_time)).toContainText(R.noData.noResolutions);
    await expect(card(R.metrics.avg_resolution_time)).not.toContainText('0s');
    await expect(card(R.metrics.avg_first_response_time)).toContainText(R.noData.noReplies);
    // Counts stay numbers: zero resolutions is a fact, not missing data.
    await expect(card(R.metrics.resolutions_count)).toContainText('0');
    await expect(card(R.metrics.conversations_count)).toContainText('1');
    await snap(page, shot);
  };
  await checkOverview('first-hour-report-empty-light');
  await expectAccessible(page, 'conversation report without resolutions');

  const C = text.csatReport;
  await page.goto(`${s.base}/reports/csat`);
  const cards = page.locator('dl');
  await expect(cards.getByText('0.00%')).toHaveCount(0);
  await expect(cards).toContainText(C.noResponses);
  await expect(cards).toContainText(C.noSurveys);
  const bars = page.getByRole('region', { name: C.distribution });
  await expect(bars.getByRole('listitem').filter({ hasText: C.rating5 })).toContainText(
    fill(C.shareNone, { count: '0' }),
  );
  await expect(bars).not.toContainText('0.00%');
  await snap(page, 'first-hour-csat-empty-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'first-hour-csat-empty-dark');
  await expectAccessible(page, 'CSAT report without responses (dark)', { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('dl')).toContainText(ar.csatReport.noResponses);
  await snap(page, 'first-hour-csat-empty-ar');
});

test('Translate is offered only when a translation service is configured', async ({ page, context, request }) => {
  const s = await setup(request, 'Translate');
  const x = await seedConversation(request, s.headers, s.accountId, s.user.id, {
    contactName: 'Tia Translate',
    count: 1,
    inbox: { id: s.inboxId },
  });
  await useSession(context, s.headers);
  const open = async () => {
    await page.goto(`${s.base}/conversations/${x.conversationId}`);
    const log = page.getByRole('log', { name: c.messagesLabel });
    await expect(log.getByText('Message 1 from Tia Translate')).toBeVisible();
    return log;
  };
  // This server has TRANSLATE_API_URL: the action is there, and the installation says so.
  const installation = (await (await request.get('/api/v1/installation')).json()) as Record<string, unknown>;
  expect(installation.translation_configured).toBe(true);
  let log = await open();
  await expect(log.getByRole('button', { name: text.composer.translate }).first()).toBeAttached();

  // A server without one answers translation_configured: false — no Translate anywhere.
  await page.route('**/api/v1/installation', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as Record<string, unknown>;
    await route.fulfill({ response: res, json: { ...body, translation_configured: false } });
  });
  log = await open();
  await log.getByText('Message 1 from Tia Translate').hover();
  await expect(log.getByRole('button', { name: text.composer.translate })).toHaveCount(0);
  await snap(page, 'first-hour-no-translate-light');
});

test('a canned response is inserted with its variables filled; unknown ones stay as typed', async ({
  page,
  context,
  request,
}) => {
  const s = await setup(request, 'Canned');
  await s.api.post(`${s.root}/canned_responses`, {
    short_code: 'greet',
    content: 'Hi {{contact.name}}, this is {{agent.name}} about #{{conversation.id}} in {{inbox.name}}. {{order.ref}}',
  });
  const x = await seedConversation(request, s.headers, s.accountId, s.user.id, {
    contactName: 'Cleo Canned',
    count: 1,
    inbox: { id: s.inboxId },
  });
  await useSession(context, s.headers);
  await page.goto(`${s.base}/conversations/${x.conversationId}`);
  const reply = page.getByRole('textbox', { name: ed.replyLabel });
  await reply.click();
  await page.keyboard.type('/greet');
  const listbox = page.getByRole('listbox', { name: ed.canned });
  await expect(listbox.getByRole('option')).toHaveCount(1);
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'first-hour-canned-dark');
  // The preview's text keeps 4.5:1 in dark mode.
  await expectAccessible(page, 'canned response suggestions (dark)', { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.keyboard.press('Enter');
  const editor = page.getByRole('combobox', { name: ed.replyLabel }).or(reply);
  await expect(editor.first()).toContainText(
    `Hi Cleo Canned, this is ${s.user.name} about #${x.conversationId} in Support API. {{order.ref}}`,
  );
  await snap(page, 'first-hour-canned-filled-light');
});

/** Words of a text, without punctuation or case (as axe compares a name with the visible text). */
const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** WCAG 2.5.3: every word the control shows, in order, is in its accessible name. */
/** `shownIn`: where the control's text shows when not inside it (a portalled tooltip). */
const expectNameHasVisibleText = async (control: Locator, shownIn: Locator = control) => {
  const shown = words(await shownIn.innerText());
  expect(shown.length, 'the control shows some text').toBeGreaterThan(0);
  const inOrder = shown.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^\\p{L}\\p{N}]+');
  await expect(control).toHaveAccessibleName(new RegExp(inOrder, 'iu'));
};

test('the shell names include their visible text (Label in Name), in light, dark and Arabic', async ({
  page,
  context,
  request,
  mailbox,
}) => {
  const s = await setup(request, 'LabelName');
  const colleague = await createAgent(
    request,
    mailbox,
    { headers: s.headers, accountId: s.accountId },
    { name: 'Cora Colleague', email: `cora-${Date.now()}@example.test`, password: 'agent-secret-1' },
  );
  await s.api.post(`${s.root}/inbox_members`, { inbox_id: s.inboxId, user_ids: [s.user.id, colleague.user.id] });
  const x = await seedConversation(request, s.headers, s.accountId, s.user.id, {
    contactName: 'Bea Bell',
    count: 1,
    inbox: { id: s.inboxId },
  });
  // A colleague assigns it to the administrator: an unread notification, so the bell shows a count.
  await apiAs(request, colleague.headers).post(`${s.root}/conversations/${x.conversationId}/assignments`, {
    assignee_id: s.user.id,
  });
  await useSession(context, s.headers);

  const check = async (lang: typeof text | typeof ar) => {
    await expect(page.getByRole('heading', { name: 'Bea Bell' })).toBeVisible();
    await expectNameHasVisibleText(page.getByRole('button', { name: lang.commandPalette.title }));
    const bell = page.getByRole('button', { name: new RegExp(`^${lang.shell.notifications}`) });
    await expect(bell).toContainText('1');
    await expectNameHasVisibleText(bell);
    const reports = page.getByRole('link', { name: lang.menu.primary.reports, exact: true });
    await reports.hover(); // its tooltip shows
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    await expectNameHasVisibleText(reports, tooltip);
    await expectNameHasVisibleText(
      page.getByRole('button', { name: new RegExp(`^${lang.conversations.assignee.label}`) }),
    );
  };
  await page.goto(`${s.base}/conversations/${x.conversationId}`);
  await check(text);
  await expectAccessible(page, 'conversation with the shell (light)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page, 'conversation with the shell (dark)', { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });

  // The shortcut help's list scrolls: it can be focused and has a name.
  await page.keyboard.press('Control+/');
  const help = page.getByRole('dialog', { name: text.shortcuts.title });
  const scroller = help.getByRole('region', { name: text.shortcuts.title });
  await expect(scroller).toHaveAttribute('tabindex', '0');
  await scroller.focus();
  await expect(scroller).toBeFocused();
  await expectAccessible(page, 'shortcut help');
  await page.keyboard.press('Escape');

  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await check(ar);
  await snap(page, 'first-hour-shell-ar');
  await expectAccessible(page, 'conversation with the shell (Arabic)', { colour: 'skip' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'first-hour-shell-ar-dark');
});
