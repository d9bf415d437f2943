import type { APIRequestContext, Page } from '@playwright/test';
import { seedConversation } from './conversationSeed.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';
import { apiAs } from './seed.ts';
import { startWidgetSite, visitorWrites } from './widgetSite.ts';

const A = text.automationPage;
const M = text.macrosPage;
const au = text.automation;

/** A customer's website embedding the widget snippet of the inbox. */
let site: Awaited<ReturnType<typeof startWidgetSite>>;
test.beforeAll(async () => {
  site = await startWidgetSite();
});
test.afterAll(async () => {
  await site.close();
});

const signIn = async (page: Page, label: string) => {
  const { user, headers } = await signUpViaApi(page.request, newPerson(label));
  await useSession(page.context(), headers);
  return { accountId: user.account_id ?? 0, base: `/app/accounts/${user.account_id}`, headers, user };
};

const conversation = async (request: APIRequestContext, s: Awaited<ReturnType<typeof signIn>>, id: number) =>
  (await (
    await request.get(`/api/v1/accounts/${s.accountId}/conversations/${id}`, { headers: { ...s.headers } })
  ).json()) as { labels: string[]; priority: string | null; meta: { assignee: { id: number } | null } };

test('a rule labels and assigns a conversation a visitor starts in the widget', async ({ page, browser }) => {
  const s = await signIn(page, 'Rules');
  const api = apiAs(page.request, s.headers);
  const root = `/api/v1/accounts/${s.accountId}`;
  await api.post(`${root}/labels`, { title: 'vip', color: '#6366f1' });
  const inbox = await api.post<{ id: number; website_token: string; name: string }>(`${root}/inboxes`, {
    name: 'Shop chat',
    channel: { type: 'web_widget', website_url: site.origin },
  });
  site.embed(inbox.website_token);

  await page.goto(`${s.base}/settings/automation`);
  await expect(page.getByRole('heading', { name: A.title, level: 1 })).toBeVisible();
  await expect(page.getByText(A.emptyTitle)).toBeVisible();

  // The builder: name, event, one condition, two ordered actions.
  await page.getByRole('button', { name: A.add }).click();
  const dialog = page.getByRole('dialog', { name: A.addTitle });
  // Nothing filled in: the server's 422 names the field.
  await dialog.getByRole('button', { name: A.create }).click();
  await expect(dialog.getByText("Rule name can't be blank")).toBeVisible();
  await dialog.getByLabel(A.fields.name).fill('Shop chats to me');
  await dialog.getByLabel(A.fields.event).selectOption('conversation_created');
  const cond = fill(au.conditionN, { n: '1' });
  await dialog.getByRole('combobox', { name: fill(au.attributeOf, { item: cond }) }).selectOption('inbox_id');
  await dialog.getByRole('combobox', { name: fill(au.valueOf, { item: cond }) }).selectOption(String(inbox.id));
  const first = fill(au.actionN, { n: '1' });
  await dialog.getByRole('checkbox', { name: 'vip' }).check();
  await dialog.getByRole('button', { name: au.addAction }).click();
  const second = fill(au.actionN, { n: '2' });
  await dialog.getByRole('combobox', { name: second, exact: true }).selectOption('assign_agent');
  await dialog.getByRole('combobox', { name: fill(au.paramOf, { action: second }) }).selectOption(String(s.user.id));
  // Test this rule: nothing in the last 30 days yet.
  await dialog.getByRole('button', { name: A.test }).click();
  await expect(dialog.getByRole('status')).toHaveText(fill(A.testSummary, { matched: '0', checked: '0', days: '30' }));
  await expect(dialog.getByRole('combobox', { name: first, exact: true })).toHaveValue('add_label');
  await snap(page, 'automation-builder-light');
  await dialog.getByRole('button', { name: A.create }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Shop chats to me/ });
  await expect(row.getByRole('switch', { name: fill(A.activeNamed, { name: 'Shop chats to me' }) })).toBeChecked();
  await snap(page, 'automation-list-light');

  // A visitor writes from the website: the rule labels the new conversation and assigns it.
  const { visitor } = await visitorWrites(browser, site.origin, 'Is the blue one in stock?');
  const findId = async () => {
    const res = await page.request.get(`${root}/conversations?assignee_type=all&inbox_id=${inbox.id}`, {
      headers: { ...s.headers },
    });
    return ((await res.json()) as { data: { payload: { id: number }[] } }).data.payload[0]?.id ?? 0;
  };
  await expect.poll(findId).toBeGreaterThan(0);
  const id = await findId();
  await expect
    .poll(async () => {
      const c = await conversation(page.request, s, id);
      return { labels: c.labels, assignee: c.meta.assignee?.id ?? null };
    })
    .toEqual({ labels: ['vip'], assignee: s.user.id });
  await visitor.close();
  await page.goto(`${s.base}/conversations/${id}`);
  await expect(page.getByText(`Assigned to ${s.user.name} by Automation rule "Shop chats to me"`)).toBeVisible();
  await snap(page, 'automation-conversation-light');

  // Clone, then the list in dark mode and Arabic.
  await page.goto(`${s.base}/settings/automation`);
  await row.getByRole('button', { name: fill(A.cloneNamed, { name: 'Shop chats to me' }) }).click();
  await expect(page.getByRole('row', { name: /Shop chats to me - Copy/ })).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${s.base}/settings/automation`);
  await expect(page.getByRole('table')).toBeVisible();
  await snap(page, 'automation-list-dark');
  await page.getByRole('button', { name: fill(A.editNamed, { name: 'Shop chats to me' }), exact: true }).click();
  await expect(page.getByRole('dialog', { name: A.editTitle })).toBeVisible();
  await snap(page, 'automation-builder-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.goto(`${s.base}/settings/automation`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('table')).toBeVisible();
  await snap(page, 'automation-list-ar');
  await page.getByRole('row').nth(1).getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await snap(page, 'automation-builder-ar');
});

test('a macro made in settings runs on three conversations from bulk actions', async ({ page }) => {
  const s = await signIn(page, 'Macros');
  const api = apiAs(page.request, s.headers);
  const root = `/api/v1/accounts/${s.accountId}`;
  await api.post(`${root}/labels`, { title: 'escalated', color: '#ef4444' });
  const one = await seedConversation(page.request, s.headers, s.accountId, s.user.id, {
    contactName: 'Ana One',
    count: 1,
  });
  const inbox = { id: one.inboxId };
  const two = await seedConversation(page.request, s.headers, s.accountId, s.user.id, {
    contactName: 'Bo Two',
    count: 1,
    inbox,
  });
  const three = await seedConversation(page.request, s.headers, s.accountId, s.user.id, {
    contactName: 'Cy Three',
    count: 1,
    inbox,
  });

  await page.goto(`${s.base}/settings/macros`);
  await expect(page.getByText(M.emptyTitle)).toBeVisible();
  await page.getByRole('link', { name: M.add }).click();
  await expect(page.getByRole('heading', { name: text.routes.macros_new, level: 1 })).toBeVisible();
  await page.getByLabel(M.fields.name).fill('Escalate');
  await page.getByRole('radio', { name: new RegExp(M.visibility.global) }).check();
  await page.getByRole('checkbox', { name: 'escalated' }).check();
  await page.getByRole('button', { name: au.addAction }).click();
  const second = fill(au.actionN, { n: '2' });
  await page.getByRole('combobox', { name: second, exact: true }).selectOption('change_priority');
  await page.getByRole('combobox', { name: fill(au.paramOf, { action: second }) }).selectOption('urgent');
  await page.getByRole('button', { name: au.addAction }).click();
  const third = fill(au.actionN, { n: '3' });
  await page.getByRole('combobox', { name: third, exact: true }).selectOption('add_private_note');
  await page.getByRole('textbox', { name: fill(au.paramOf, { action: third }) }).fill('Escalated to the lead');
  // Reorder: the note first.
  await page.getByRole('button', { name: fill(au.moveUp, { item: third }) }).click();
  await page.getByRole('button', { name: fill(au.moveUp, { item: second }) }).click();
  await expect(page.getByRole('combobox', { name: fill(au.actionN, { n: '1' }), exact: true })).toHaveValue(
    'add_private_note',
  );
  await snap(page, 'macro-editor-light');
  await page.getByRole('button', { name: M.create }).click();
  await expect(page.getByRole('row', { name: /Escalate/ })).toContainText(M.visibility.global);
  await snap(page, 'macros-list-light');

  // The workspace: select all three, run the macro from the bulk bar.
  await page.goto(`${s.base}/dashboard`);
  await page
    .getByRole('tablist', { name: text.conversations.tabsLabel })
    .getByRole('tab', {
      name: new RegExp(text.conversations.tabs.all),
    })
    .click();
  const list = page.getByRole('list', { name: text.conversations.listLabel });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await list.getByRole('checkbox').first().check();
  const bar = page.getByRole('toolbar', { name: text.conversations.bulk.label });
  await bar.getByRole('checkbox', { name: text.conversations.bulk.selectAll }).check();
  await bar.getByRole('button', { name: text.macroRun.menu }).click();
  await expect(page.getByRole('menuitem', { name: fill(text.macroRun.run, { name: 'Escalate' }) })).toBeVisible();
  await snap(page, 'macros-bulk-light');
  await page.getByRole('menuitem', { name: fill(text.macroRun.run, { name: 'Escalate' }) }).click();
  await expect(page.getByText(fill(text.macroRun.ranMany, { name: 'Escalate', count: '3' }))).toBeVisible();
  for (const c of [one, two, three])
    await expect
      .poll(async () => {
        const got = await conversation(page.request, s, c.conversationId);
        return { labels: got.labels, priority: got.priority };
      })
      .toEqual({ labels: ['escalated'], priority: 'urgent' });

  // The conversation header has the same menu; the activity lines name the macro.
  await page.goto(`${s.base}/conversations/${one.conversationId}`);
  await expect(page.getByText(`${s.user.name} (macro "Escalate") added escalated`)).toBeVisible();
  await page.getByRole('button', { name: text.macroRun.menu, exact: true }).click();
  await expect(page.getByRole('menuitem', { name: fill(text.macroRun.run, { name: 'Escalate' }) })).toBeVisible();
  await snap(page, 'macros-header-light');
  await page.keyboard.press('Escape');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${s.base}/settings/macros`);
  await expect(page.getByRole('table')).toBeVisible();
  await snap(page, 'macros-list-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.goto(`${s.base}/settings/macros`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('table')).toBeVisible();
  await snap(page, 'macros-list-ar');
  await page.getByRole('row').nth(1).getByRole('button').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await snap(page, 'macro-editor-ar');
});
