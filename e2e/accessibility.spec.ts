import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { TAuthHeaders, TSignUpRequest } from '../common/contracts/auth.ts';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { expectAccessible } from './axe.ts';
import { seedConversation } from './conversationSeed.ts';
import { expect, newPerson, signUpViaApi, snap, test, untilSubscribed, useSession } from './fixtures.ts';
import type { Mailbox } from './mailbox.ts';
import { fill, text } from './pages/text.ts';
import { apiAs, createAgent } from './seed.ts';

/**
 * Issue 22: the keyboard-only journey, the orientation aids (skip links, titles, the new-message live region,
 * server text's language) and the suggestion menus' combobox pattern. The route walk (routes.spec) runs axe on
 * every screen; docs/ACCESSIBILITY.md says what is promised and how it is tested.
 */
const c = text.conversations;
const ed = text.editor;

/** Presses Tab (Shift+Tab going back) until the element has focus, as a keyboard user would. */
const tabTo = async (page: Page, target: Locator, opts: { back?: boolean; max?: number } = {}) => {
  await expect(target).toBeVisible();
  for (let i = 0; i < (opts.max ?? 150); i += 1) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press(opts.back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
};

/** Presses ArrowDown inside an open menu until the item has focus. */
const arrowTo = async (page: Page, item: Locator, max = 30) => {
  await expect(item).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    if (await item.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`the arrows never reached ${item.toString()}`);
};

const confirmEmail = async (request: APIRequestContext, mailbox: Mailbox, email: string) => {
  const link = await mailbox.waitForLink(email, /confirm/i);
  const token = new URL(link).searchParams.get('confirmation_token');
  expect((await request.post('/auth/confirmation', { data: { confirmation_token: token } })).ok()).toBe(true);
};

const setup = async (request: APIRequestContext, mailbox: Mailbox, label: string) => {
  const person: TSignUpRequest = newPerson(label);
  const { headers, user } = await signUpViaApi(request, person);
  // Only confirmed agents can be assigned.
  await confirmEmail(request, mailbox, person.email);
  const accountId = user.account_id ?? 0;
  const seeded = await seedConversation(request, headers, accountId, user.id, {
    contactName: 'Maya Visitor',
    count: 1,
  });
  await apiAs(request, headers).post(`/api/v1/accounts/${accountId}/labels`, { title: 'vip', color: '#e11d48' });
  return { person, headers, user, accountId, ...seeded };
};

const showConversation = async (request: APIRequestContext, headers: TAuthHeaders, accountId: number, id: number) =>
  (await (await request.get(`/api/v1/accounts/${accountId}/conversations/${id}`, { headers })).json()) as {
    status: string;
    labels: string[];
    meta: { assignee: { id: number } | null };
  };

test('keyboard only: sign in, open a conversation, reply, label, assign, resolve, open the contact', async ({
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const s = await setup(request, mailbox, 'Keys');
  await page.goto('/app/login');
  await expect(page).toHaveTitle(`${text.login.title} · ${text.app.name}`);

  // Sign in: type, Tab, type, Enter.
  await tabTo(page, page.getByLabel(text.fields.email, { exact: true }));
  await page.keyboard.type(s.person.email);
  await tabTo(page, page.getByLabel(text.fields.password, { exact: true }));
  await page.keyboard.type(s.person.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/accounts\/\d+\/dashboard$/);
  await expect(page).toHaveTitle(new RegExp(`^(\\(\\d+\\) )?${text.routes.home} · ${s.person.account_name}$`));

  // The skip link (the first Tab stop of a loaded page: the orientation test) jumps past the sidebars. Where the
  // sign-in form was, Chromium keeps its own starting point for Tab, so here it is tabbed to.
  const skipToList = page.getByRole('link', { name: text.shell.skipToList });
  await expect(page.getByRole('region', { name: c.listRegion })).toBeVisible();
  for (let i = 0; i < 150 && !(await skipToList.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(skipToList).toBeFocused();
  await expect(skipToList).toBeVisible();
  await snap(page, 'a11y-skip-link-light');
  await page.keyboard.press('Enter');
  const listRegion = page.getByRole('region', { name: c.listRegion });
  await expect(listRegion).toBeFocused();

  // The new conversation waits in "Unassigned": Tab reaches the tab list (one stop, its selected tab), the
  // arrows move along it and select; then open it from its card.
  const unassigned = listRegion.getByRole('tab', { name: new RegExp(c.tabs.unassigned) });
  await tabTo(page, listRegion.getByRole('tablist'));
  for (let i = 0; i < 3; i += 1) {
    if (await unassigned.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('ArrowRight');
  }
  await expect(unassigned).toBeFocused();
  await expect(unassigned).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, listRegion.getByRole('listitem').filter({ hasText: 'Maya Visitor' }).getByRole('button').last());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/conversations/${s.conversationId}$`));
  await expect(page).toHaveTitle(
    new RegExp(`^(\\(\\d+\\) )?#${s.conversationId} Maya Visitor · ${text.routes.home} · ${s.person.account_name}$`),
  );

  // Assign (the header, after the list): the assignee menu, arrows to oneself, Enter.
  const assignee = page.getByRole('button', { name: new RegExp(`^${c.assignee.label}`) });
  await tabTo(page, assignee);
  await page.keyboard.press('Enter');
  await arrowTo(page, page.getByRole('menuitemradio', { name: s.person.user_full_name }));
  await page.keyboard.press('Enter');
  await expect(assignee).toContainText(s.person.user_full_name);

  // Reply: on to the editor, type, Enter sends.
  const reply = page.getByRole('textbox', { name: ed.replyLabel });
  await tabTo(page, reply);
  await page.keyboard.type('Happy to help, Maya');
  await page.keyboard.press('Enter');
  const log = page.getByRole('log');
  await expect(log.getByText('Happy to help, Maya')).toBeVisible();

  // Label: on to the panel's "Add label" menu, arrows to the label, Enter.
  const panel = page.getByRole('complementary', { name: c.panel.label });
  await tabTo(page, panel.getByRole('button', { name: c.panel.addLabel }));
  await page.keyboard.press('Enter');
  await arrowTo(page, page.getByRole('menuitemcheckbox', { name: 'vip' }));
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('list', { name: c.panel.labels })).toContainText('vip');
  if (await page.getByRole('menu').isVisible()) await page.keyboard.press('Escape');

  // Resolve: back up to the header.
  await tabTo(page, page.getByRole('button', { name: c.actions.resolve, exact: true }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: c.actions.reopen, exact: true })).toBeVisible();
  await expect
    .poll(async () => {
      const shown = await showConversation(request, s.headers, s.accountId, s.conversationId);
      return [shown.status, shown.labels, shown.meta.assignee?.id];
    })
    .toEqual(['resolved', ['vip'], s.user.id]);

  // The contact: "View contact" in the panel.
  await tabTo(page, panel.getByRole('link', { name: c.panel.viewContact }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/contacts/${s.contactId}$`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('Maya Visitor');
});

test('suggestion menus follow the combobox pattern: expanded, controls, the highlighted option', async ({
  page,
  context,
  request,
  mailbox,
}) => {
  const s = await setup(request, mailbox, 'Combo');
  const api = apiAs(request, s.headers);
  for (const [short_code, content] of [
    ['thanks', 'Thank you for writing to us.'],
    ['thanksagain', 'Thanks again, we are on it.'],
  ])
    await api.post(`/api/v1/accounts/${s.accountId}/canned_responses`, { short_code, content });
  await useSession(context, s.headers);
  await page.goto(`/app/accounts/${s.accountId}/conversations/${s.conversationId}`);
  const reply = page.getByRole('textbox', { name: ed.replyLabel });
  await reply.click();
  await expect(reply).not.toHaveAttribute('aria-expanded');

  await page.keyboard.type('/thanks');
  const editor = page.getByRole('combobox', { name: ed.replyLabel });
  await expect(editor).toHaveAttribute('aria-expanded', 'true');
  const listbox = page.getByRole('listbox', { name: ed.canned });
  await expect(listbox.getByRole('option')).toHaveCount(2);
  const listboxId = await listbox.getAttribute('id');
  expect(listboxId).toBeTruthy();
  await expect(editor).toHaveAttribute('aria-controls', listboxId ?? '');
  await expect(editor).toHaveAttribute('aria-autocomplete', 'list');

  // The highlighted option is the one the editor points at, and it moves with the arrows.
  const highlighted = async () => {
    const id = await editor.getAttribute('aria-activedescendant');
    return page.locator(`[id="${id}"]`);
  };
  await expect(await highlighted()).toHaveAttribute('aria-selected', 'true');
  await expect(await highlighted()).toHaveText(/^thanks(?!again)/);
  await page.keyboard.press('ArrowDown');
  await expect(await highlighted()).toHaveText(/^thanksagain/);
  await expect(await highlighted()).toHaveAttribute('role', 'option');
  await snap(page, 'a11y-canned-combobox-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'a11y-canned-combobox-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expectAccessible(page, 'canned response suggestions');

  // Escape closes it: a plain multi-line text box again.
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(reply).toHaveAttribute('aria-multiline', 'true');
  await expect(reply).not.toHaveAttribute('aria-expanded');
  await expect(reply).not.toHaveAttribute('aria-activedescendant');

  // The emoji menu: Enter picks the highlighted option.
  await page.keyboard.type(' :smi');
  await expect(page.getByRole('combobox', { name: ed.replyLabel })).toHaveAttribute('aria-expanded', 'true');
  const emoji = page.getByRole('listbox', { name: ed.emoji });
  await expect(emoji.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(emoji).toBeHidden();
  await expect(reply).toHaveAttribute('role', 'textbox');
});

test('orientation: the title counts unread, a live region tells of messages elsewhere, server text has its lang', async ({
  page,
  context,
  request,
  mailbox,
}) => {
  const s = await setup(request, mailbox, 'Orient');
  const other = await seedConversation(request, s.headers, s.accountId, s.user.id, {
    contactName: 'Omar Buyer',
    count: 1,
    inbox: { id: s.inboxId },
  });
  await useSession(context, s.headers);
  // The announcement follows the live event: the messages are sent once the socket's subscription is confirmed
  // (a message shown by the page's refetch before that, on a busy machine, proved nothing of the socket).
  const subscribed = untilSubscribed(page);
  // What the page received and logged, for a failure's message.
  const seen: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && seen.push(`console: ${m.text()}`)));
  page.on('websocket', (ws) => {
    seen.push(`socket opened`);
    ws.on('close', () => seen.push('socket closed'));
    ws.on('framesent', (f) => seen.push(`sent: ${String(f.payload).slice(0, 160)}`));
    ws.on('framereceived', (f) => {
      const frame = String(f.payload);
      if (!frame.includes('"ping"')) seen.push(`got at ${Date.now() % 100_000}: ${frame.slice(0, 400)}`);
    });
  });
  await page.goto(`/app/accounts/${s.accountId}/conversations/${s.conversationId}`);
  await expect(page.getByRole('log').getByText('Message 1 from Maya Visitor')).toBeVisible();
  await subscribed;
  // A message in another conversation is announced; one in the open conversation is not.
  const post = async (id: number, content: string) => {
    const sent = await apiAs(request, s.headers).post<{ id: number }>(
      `/api/v1/accounts/${s.accountId}/conversations/${id}/messages`,
      { content, message_type: 'incoming' },
    );
    seen.push(`posted #${sent.id} in ${id} at ${Date.now() % 100_000}`);
  };
  await post(s.conversationId, 'Still there?');
  await expect(page.getByRole('log').getByText('Still there?')).toBeVisible();
  await post(other.conversationId, 'Where is my parcel?');
  const announcement = page.getByText(
    fill(text.shell.newMessage, { name: 'Omar Buyer', id: String(other.conversationId) }),
  );
  // What arrived is read when the wait has failed, not when it began.
  await expect(announcement)
    .toBeAttached()
    .catch(async (err: Error) => {
      const regions = await page.locator('[aria-live]').evaluateAll((els) => els.map((e) => e.outerHTML));
      const log = seen.join('\n') || 'no frame, no console error';
      throw new Error(`${err.message}\nat ${Date.now() % 100_000}\n${log}\nlive regions: ${regions.join('\n')}`);
    });
  await expect(page.getByText(/New message from Maya Visitor/)).toHaveCount(0);

  // Two more within the pause come as one sentence after it.
  await post(other.conversationId, 'Hello?');
  await post(other.conversationId, 'Anyone?');
  await expect(page.getByText(fill(text.shell.newMessages, { count: '2' }))).toBeAttached({ timeout: 10_000 });

  // A colleague assigns the other conversation to this agent: a notification, counted in front of the title.
  const titleTail = `#${s.conversationId} Maya Visitor · ${text.routes.home} · ${s.person.account_name}`;
  await expect(page).toHaveTitle(new RegExp(`^(\\(\\d+\\) )?${titleTail}$`));
  const unreadBefore = Number(/^\((\d+)\)/.exec(await page.title())?.[1] ?? 0);
  const colleague = await createAgent(
    request,
    mailbox,
    { headers: s.headers, accountId: s.accountId },
    { name: 'Nadia Colleague', email: `nadia-${Date.now()}@example.test`, password: 'colleague-secret-1' },
  );
  await apiAs(request, s.headers).post(`/api/v1/accounts/${s.accountId}/inbox_members`, {
    inbox_id: s.inboxId,
    user_ids: [s.user.id, colleague.user.id],
  });
  await apiAs(request, colleague.headers).post(
    `/api/v1/accounts/${s.accountId}/conversations/${other.conversationId}/assignments`,
    { assignee_id: s.user.id },
  );
  await expect(page).toHaveTitle(`(${unreadBefore + 1}) ${titleTail}`, { timeout: 15_000 });

  // The account writes in English; read in Arabic, its activity lines say so with lang="en".
  await apiAs(request, s.headers).post(
    `/api/v1/accounts/${s.accountId}/conversations/${s.conversationId}/toggle_status`,
    {
      status: 'resolved',
    },
  );
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const activity = page.getByRole('log').locator('p[lang="en"]').first();
  await expect(activity).toContainText(/resolved/i);
  await snap(page, 'a11y-activity-lang-ar');
  // On a loaded page the first Tab stop is the skip link, in Arabic too.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: ar.shell.skipToList })).toBeFocused();
  await snap(page, 'a11y-skip-link-ar');
});

test('the widget has a main landmark and a heading, and passes axe in light, dark and Arabic', async ({
  page,
  request,
}) => {
  const { user, headers } = await signUpViaApi(request, newPerson('WidgetA11y'));
  const res = await request.post(`/api/v1/accounts/${user.account_id}/inboxes`, {
    headers: { ...headers },
    data: {
      name: 'Acme support',
      channel: {
        type: 'web_widget',
        website_url: 'https://shop.example.test',
        welcome_title: 'Hi there',
        welcome_tagline: 'We usually answer within minutes.',
        widget_color: '#6D28D9',
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const inbox = (await res.json()) as { website_token: string };
  const w = text.widgetChat;
  for (const mode of ['light', 'dark', 'Arabic'] as const) {
    await page.emulateMedia({ colorScheme: mode === 'dark' ? 'dark' : 'light' });
    const locale = mode === 'Arabic' ? '&locale=ar' : '';
    await page.goto(`/widget?website_token=${inbox.website_token}&dark_mode=auto${locale}`);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acme support');
    await expectAccessible(page, `widget home (${mode})`);
    if (mode === 'light') {
      await page.getByRole('button', { name: w.startConversation }).click();
      await expect(page.getByRole('textbox', { name: w.typeMessage })).toBeVisible();
      await expectAccessible(page, `widget conversation (${mode})`);
    }
  }
});
