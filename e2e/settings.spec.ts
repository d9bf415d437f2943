import type { Page } from '@playwright/test';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';
import { apiAs, createAgent } from './seed.ts';

const L = text.labelsPage;
const T = text.teamsPage;
const C = text.cannedPage;

/** A fresh administrator with a browser session. */
const signIn = async (page: Page, label: string) => {
  const { user, headers } = await signUpViaApi(page.request, newPerson(label));
  await useSession(page.context(), headers);
  return { accountId: user.account_id ?? 0, base: `/app/accounts/${user.account_id}`, headers, user };
};

const serverSays = (field: string, message: string) => fill(text.validation.server, { field, message });

test('labels: add, validate, edit, see on the sidebar, delete', async ({ page }) => {
  const s = await signIn(page, 'Labels');
  await page.goto(`${s.base}/settings/labels/list`);
  await expect(page.getByRole('heading', { name: L.title, level: 1 })).toBeVisible();
  await expect(page.getByText(L.emptyTitle)).toBeVisible();
  await snap(page, 'settings-labels-empty-light');

  // Empty title: a field error, the dialog stays open.
  await page.getByRole('button', { name: L.add }).click();
  const dialog = page.getByRole('dialog', { name: L.addTitle });
  const title = dialog.getByLabel(L.fields.title, { exact: true });
  await dialog.getByRole('button', { name: L.create }).click();
  await expect(dialog.getByText(text.validation.required)).toBeVisible();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  // Spaces are refused with the rule spelled out; the typed text stays.
  await title.fill('billing team');
  await dialog.getByLabel(L.fields.description).fill('Invoices and refunds');
  await dialog.getByRole('button', { name: L.create }).click();
  await expect(dialog.getByText(L.errors.titleChars)).toBeVisible();
  await expect(title).toHaveValue('billing team');
  await title.fill('Billing-Team');
  await dialog.getByLabel(fill(text.colorPicker.hex, { label: L.fields.color })).fill('#10b981');
  await snap(page, 'settings-labels-dialog-light');
  await dialog.getByRole('button', { name: L.create }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /billing-team/ });
  await expect(row).toContainText('Invoices and refunds');
  await expect(row).toContainText('#10b981');

  // A duplicate (any case) is the server's 422, shown on the field; the input is kept.
  await page.getByRole('button', { name: L.add }).click();
  await title.fill('BILLING-TEAM');
  await dialog.getByLabel(L.fields.description).fill('Second try');
  await dialog.getByRole('button', { name: L.create }).click();
  await expect(dialog.getByText(serverSays(L.fields.title, 'has already been taken'))).toBeVisible();
  await expect(title).toHaveValue('BILLING-TEAM');
  await expect(dialog.getByLabel(L.fields.description)).toHaveValue('Second try');
  await title.fill('vip');
  await dialog.getByRole('switch', { name: L.fields.showOnSidebar }).click();
  await dialog.getByRole('button', { name: L.create }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /vip/ })).toContainText(text.common.no);

  // Edit.
  await page.getByRole('button', { name: fill(L.editNamed, { title: 'billing-team' }) }).click();
  const edit = page.getByRole('dialog', { name: fill(L.editTitle, { title: 'billing-team' }) });
  await expect(edit.getByLabel(L.fields.title, { exact: true })).toHaveValue('billing-team');
  await edit.getByLabel(L.fields.description).fill('Money matters');
  await edit.getByRole('button', { name: text.common.save }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Money matters');
  await snap(page, 'settings-labels-light');

  // The conversation sidebar lists the label shown on the sidebar, not the hidden one (no reload).
  await page.getByRole('link', { name: text.menu.primary.conversations, exact: true }).click();
  const sidebarLabels = page.getByRole('list', { name: text.menu.sections.labels });
  await expect(sidebarLabels.getByRole('link', { name: 'billing-team' })).toBeVisible();
  await expect(sidebarLabels.getByRole('link', { name: 'vip' })).toHaveCount(0);

  // Delete with confirmation: cancel keeps it, confirm removes it (and from the sidebar).
  await page.goto(`${s.base}/settings/labels/list`);
  await page.getByRole('button', { name: fill(L.deleteNamed, { title: 'billing-team' }) }).click();
  const confirm = page.getByRole('dialog', { name: fill(L.deleteTitle, { title: 'billing-team' }) });
  await confirm.getByRole('button', { name: text.common.cancel }).click();
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: fill(L.deleteNamed, { title: 'billing-team' }) }).click();
  await confirm.getByRole('button', { name: L.deleteConfirm }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('link', { name: text.menu.primary.conversations, exact: true }).click();
  await expect(page.getByRole('link', { name: 'billing-team' })).toHaveCount(0);
});

test('teams: wizard create → add agents → finish, then edit details and members', async ({ page, mailbox }) => {
  const s = await signIn(page, 'Teams');
  const stamp = Date.now();
  const admin = { headers: s.headers, accountId: s.accountId };
  await createAgent(page.request, mailbox, admin, {
    name: 'Amal Agent',
    email: `amal-${stamp}@example.test`,
    password: 'amal-secret-1',
  });
  await createAgent(page.request, mailbox, admin, {
    name: 'Bruno Agent',
    email: `bruno-${stamp}@example.test`,
    password: 'bruno-secret-1',
  });

  await page.goto(`${s.base}/settings/teams/list`);
  await expect(page.getByText(T.emptyTitle)).toBeVisible();
  await page.getByRole('link', { name: T.add }).click();
  await expect(page).toHaveURL(/\/settings\/teams\/new$/);
  const steps = page.getByRole('list', { name: text.wizard.label });
  await expect(steps.getByRole('listitem').nth(0)).toHaveAttribute('data-state', 'active');

  // Empty name: an error, nothing sent.
  await page.getByRole('button', { name: T.new.submit }).click();
  await expect(page.getByText(text.validation.required)).toBeVisible();
  await page.getByLabel(T.fields.name).fill('Support');
  await page.getByLabel(T.fields.description).fill('First line');
  await snap(page, 'settings-teams-new-light');
  await page.getByRole('button', { name: T.new.submit }).click();

  await expect(page).toHaveURL(/\/settings\/teams\/new\/\d+\/agents$/);
  const teamId = Number(/new\/(\d+)\/agents/.exec(page.url())?.[1]);
  await expect(steps.getByRole('listitem').nth(0)).toHaveAttribute('data-state', 'completed');
  await expect(steps.getByRole('listitem').nth(1)).toHaveAttribute('data-state', 'active');
  await page.getByRole('button', { name: T.agents.submit }).click();
  await expect(page.getByText(T.agents.pickOne)).toBeVisible();
  // Search narrows the list; select-all picks what is shown.
  await page.getByRole('searchbox', { name: T.agents.search }).fill('agent');
  await expect(page.getByRole('checkbox', { name: new RegExp(s.user.name) })).toHaveCount(0);
  await page.getByRole('checkbox', { name: T.agents.selectAll }).check();
  await expect(page.getByRole('checkbox', { name: /Amal Agent/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Bruno Agent/ })).toBeChecked();
  await page.getByRole('searchbox', { name: T.agents.search }).fill('');
  await expect(page.getByRole('checkbox', { name: new RegExp(s.user.name) })).not.toBeChecked();
  await snap(page, 'settings-teams-agents-light');
  await page.getByRole('button', { name: T.agents.submit }).click();

  await expect(page).toHaveURL(new RegExp(`/settings/teams/new/${teamId}/finish$`));
  await expect(page.getByRole('heading', { name: T.finish.title })).toBeVisible();
  await expect(page.getByText(fill(T.finish.body, { name: 'Support', count: '2' }))).toBeVisible();
  await snap(page, 'settings-teams-finish-light');

  // The list shows the team with its member count; the conversation sidebar lists it.
  await page.getByRole('link', { name: T.finish.list }).click();
  const row = page.getByRole('row', { name: /Support/ });
  await expect(row).toContainText('First line');
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  await snap(page, 'settings-teams-light');

  // Edit: a duplicate name is refused by the server on the field; then the members are replaced.
  await apiAs(page.request, s.headers).post(`/api/v1/accounts/${s.accountId}/teams`, { name: 'Sales' });
  await page.getByRole('link', { name: fill(T.editNamed, { name: 'Support' }) }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/teams/${teamId}/edit$`));
  const name = page.getByLabel(T.fields.name);
  await expect(name).toHaveValue('Support');
  await name.fill('sales');
  await page.getByRole('button', { name: T.edit.submit }).click();
  await expect(page.getByText(serverSays(T.fields.name, 'has already been taken'))).toBeVisible();
  await expect(name).toHaveValue('sales');
  await name.fill('Customer Support');
  await page.getByRole('button', { name: T.edit.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/teams/${teamId}/edit/agents$`));
  await expect(page.getByRole('checkbox', { name: /Amal Agent/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /Amal Agent/ }).uncheck();
  await page.getByRole('checkbox', { name: new RegExp(s.user.name) }).check();
  await page.getByRole('button', { name: T.agents.editSubmit }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/teams/${teamId}/edit/finish$`));
  await expect(page.getByRole('heading', { name: T.finish.editTitle })).toBeVisible();
  const members = await page.request.get(`/api/v1/accounts/${s.accountId}/teams/${teamId}/team_members`, {
    headers: { ...s.headers },
  });
  expect(((await members.json()) as { name: string }[]).map((m) => m.name).sort()).toEqual(
    ['Bruno Agent', s.user.name].sort(),
  );
  await page.getByRole('link', { name: text.menu.primary.conversations, exact: true }).click();
  await expect(
    page.getByRole('list', { name: text.menu.sections.teams }).getByRole('link', { name: 'Customer Support' }),
  ).toBeVisible();

  // The list loads every team's member count with the teams (one request, none per team).
  const perTeam: string[] = [];
  page.on('request', (r) => {
    if (/\/teams\/\d+\/team_members/.test(r.url())) perTeam.push(r.url());
  });
  await page.goto(`${s.base}/settings/teams/list`);
  const countOf = (team: RegExp) => page.getByRole('row', { name: team }).getByRole('cell').nth(2);
  await expect(countOf(/Customer Support/)).toHaveText('2');
  await expect(countOf(/Sales/)).toHaveText('0');
  expect(perTeam).toEqual([]);

  // Delete with confirmation.
  await page.getByRole('button', { name: fill(T.deleteNamed, { name: 'Sales' }) }).click();
  await page.getByRole('dialog').getByRole('button', { name: T.deleteConfirm }).click();
  await expect(page.getByRole('row', { name: /Sales/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Customer Support/ })).toBeVisible();
});

const cannedFlow = async (page: Page, base: string, code: string) => {
  await page.goto(`${base}/settings/canned-response`);
  await expect(page.getByRole('heading', { name: C.title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: C.add }).click();
  const dialog = page.getByRole('dialog', { name: C.addTitle });
  const shortCode = dialog.getByLabel(C.fields.shortCode);
  const content = dialog.getByLabel(C.fields.content);
  await dialog.getByRole('button', { name: C.create }).click();
  await expect(dialog.getByText(text.validation.required)).toHaveCount(2);
  await shortCode.fill('two words');
  await content.fill('Hello **there**,\nthanks for writing.');
  await dialog.getByRole('button', { name: C.create }).click();
  await expect(dialog.getByText(C.errors.shortCodeSpaces)).toBeVisible();
  await expect(content).toHaveValue('Hello **there**,\nthanks for writing.');
  await shortCode.fill(code);
  await dialog.getByRole('button', { name: C.create }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('thanks for writing.');
  // A duplicate short code is the server's 422 on the field; the content stays.
  await page.getByRole('button', { name: C.add }).click();
  await shortCode.fill(code);
  await content.fill('Another text');
  await dialog.getByRole('button', { name: C.create }).click();
  await expect(dialog.getByText(serverSays(C.fields.shortCode, 'has already been taken'))).toBeVisible();
  await expect(content).toHaveValue('Another text');
  await shortCode.fill(`${code}_refund`);
  await content.fill('Your refund is on its way.');
  await dialog.getByRole('button', { name: C.create }).click();
  await expect(dialog).toBeHidden();
};

test('canned responses: administrator creates, searches, edits and deletes', async ({ page }) => {
  const s = await signIn(page, 'Canned');
  await page.goto(`${s.base}/settings/canned-response`);
  await expect(page.getByText(C.emptyTitle)).toBeVisible();
  await cannedFlow(page, s.base, 'welcome');
  await snap(page, 'settings-canned-light');

  // Search (the server's ?search=): by short code and by content.
  const search = page.getByRole('searchbox', { name: C.search });
  await search.fill('refund');
  await expect(page.getByRole('row', { name: /welcome_refund/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /thanks for writing/ })).toHaveCount(0);
  await search.fill('nothing-like-this');
  await expect(page.getByText(fill(C.noMatches, { search: 'nothing-like-this' }))).toBeVisible();
  await search.fill('');
  await expect(page.getByRole('row', { name: /welcome/ })).toHaveCount(2);

  // Edit.
  await page.getByRole('button', { name: fill(C.editNamed, { code: 'welcome' }), exact: true }).click();
  const edit = page.getByRole('dialog', { name: C.editTitle });
  await expect(edit.getByLabel(C.fields.shortCode)).toHaveValue('welcome');
  await edit.getByLabel(C.fields.content).fill('Hi, welcome aboard!');
  await edit.getByRole('button', { name: text.common.save }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row', { name: /Hi, welcome aboard!/ })).toBeVisible();

  // Delete with confirmation.
  await page.getByRole('button', { name: fill(C.deleteNamed, { code: 'welcome' }), exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: C.deleteConfirm }).click();
  await expect(page.getByRole('row', { name: /aboard/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /welcome_refund/ })).toBeVisible();
});

test('an agent manages canned responses but has no labels or teams pages', async ({ page, browser, mailbox }) => {
  const { user, headers } = await signUpViaApi(page.request, newPerson('Owner'));
  const accountId = user.account_id ?? 0;
  const agent = await createAgent(
    page.request,
    mailbox,
    { headers, accountId },
    { name: 'Cara Agent', email: `cara-${Date.now()}@example.test`, password: 'cara-secret-1' },
  );
  const context = await browser.newContext();
  await useSession(context, agent.headers);
  const agentPage = await context.newPage();
  const base = `/app/accounts/${accountId}`;
  await cannedFlow(agentPage, base, 'agent_hello');
  await agentPage.getByRole('button', { name: fill(C.deleteNamed, { code: 'agent_hello' }), exact: true }).click();
  await agentPage.getByRole('dialog').getByRole('button', { name: C.deleteConfirm }).click();
  await expect(agentPage.getByRole('row', { name: /Hello/ })).toHaveCount(0);

  // The settings menu offers neither, and the addresses lead elsewhere.
  await expect(agentPage.getByRole('link', { name: text.menu.settings.canned_responses, exact: true })).toBeVisible();
  await expect(agentPage.getByRole('link', { name: text.menu.settings.labels, exact: true })).toHaveCount(0);
  await expect(agentPage.getByRole('link', { name: text.menu.settings.teams, exact: true })).toHaveCount(0);
  for (const path of ['settings/labels/list', 'settings/teams/list', 'settings/teams/new']) {
    await agentPage.goto(`${base}/${path}`);
    await expect(agentPage).not.toHaveURL(new RegExp(`${path}$`));
    await expect(agentPage.getByRole('heading', { name: L.title, level: 1 })).toHaveCount(0);
    await expect(agentPage.getByRole('heading', { name: T.title, level: 1 })).toHaveCount(0);
  }
  await context.close();
});

test('settings pages in dark mode and Arabic', async ({ page, mailbox }) => {
  const s = await signIn(page, 'Looks');
  const api = apiAs(page.request, s.headers);
  const root = `/api/v1/accounts/${s.accountId}`;
  await api.post(`${root}/labels`, { title: 'billing', description: 'Invoices', color: '#f59e0b' });
  await api.post(`${root}/labels`, { title: 'vip', color: '#6366f1', show_on_sidebar: false });
  const team = await api.post<{ id: number }>(`${root}/teams`, { name: 'Support', description: 'First line' });
  await createAgent(
    page.request,
    mailbox,
    { headers: s.headers, accountId: s.accountId },
    {
      name: 'Dina Agent',
      email: `dina-${Date.now()}@example.test`,
      password: 'dina-secret-1',
    },
  );
  await api.post(`${root}/canned_responses`, { short_code: 'welcome', content: 'Hello, how can we help?' });
  await api.post(`${root}/canned_responses`, { short_code: 'refund', content: 'Your refund is on its way.' });

  const pages = [
    ['labels', 'settings/labels/list', L.title],
    ['teams', 'settings/teams/list', T.title],
    ['teams-agents', `settings/teams/${team.id}/edit/agents`, fill(T.agents.editTitle, { name: 'Support' })],
    ['canned', 'settings/canned-response', C.title],
  ] as const;
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const [name, path, heading] of pages) {
    await page.goto(`${s.base}/${path}`);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('table').or(page.getByRole('group'))).toBeVisible();
    await snap(page, `settings-${name}-dark`);
  }
  await page.getByRole('button', { name: C.add }).click();
  await snap(page, 'settings-canned-dialog-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  for (const [name, path] of pages) {
    await page.goto(`${s.base}/${path}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('table').or(page.getByRole('group'))).toBeVisible();
    await snap(page, `settings-${name}-ar`);
  }
  await page.goto(`${s.base}/settings/labels/list`);
  await page
    .getByRole('button', { name: /billing/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await snap(page, 'settings-labels-dialog-ar');
});
