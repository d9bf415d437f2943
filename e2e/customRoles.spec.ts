import ar from '../common/i18n/ar.json' with { type: 'json' };
import { AUTH_HEADERS, type TAuthHeaders } from '../common/contracts/auth.ts';
import { expectAccessible } from './axe.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';

const R = text.customRolesPage;
const A = text.agents;

test('custom roles: an administrator makes one, gives it to a new agent, who sees only what it allows', async ({
  page,
  browser,
  mailbox,
}) => {
  test.setTimeout(180_000);
  const { user, headers } = await signUpViaApi(page.request, newPerson('Roles'));
  const accountId = user.account_id ?? 0;
  const base = `/app/accounts/${accountId}`;
  const inboxRes = await page.request.post(`/api/v1/accounts/${accountId}/inboxes`, {
    headers: { ...headers },
    data: { name: 'Billing desk', channel: { type: 'web_widget', website_url: 'https://billing.example.test' } },
  });
  expect(inboxRes.status(), await inboxRes.text()).toBe(200);
  await useSession(page.context(), headers);

  // The settings menu lists the page; it starts empty.
  await page.goto(`${base}/settings/agents/list`);
  await page.getByRole('link', { name: text.menu.settings.custom_roles }).click();
  await expect(page).toHaveURL(/settings\/custom-roles\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: R.title })).toBeVisible();
  await expect(page.getByText(R.emptyTitle)).toBeVisible();

  // The dialog: a name and at least one permission are needed.
  await page.getByRole('button', { name: R.add }).click();
  const dialog = page.getByRole('dialog', { name: R.addTitle });
  await dialog.getByRole('button', { name: R.create }).click();
  await expect(dialog.getByRole('textbox', { name: R.fields.name })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox', { name: R.fields.name }).fill('Reporting desk');
  await dialog.getByRole('textbox', { name: R.fields.description }).fill('Reports and contacts, no conversations');
  await dialog.getByRole('button', { name: R.create }).click();
  await expect(dialog.getByText(R.errors.noPermissions)).toBeVisible();
  await dialog.getByRole('checkbox', { name: R.permissions.report_manage.name }).check();
  await dialog.getByRole('checkbox', { name: R.permissions.contact_manage.name }).check();
  // The optional inbox scope lists the account's inboxes, none ticked (every inbox of the holder).
  await expect(dialog.getByRole('group', { name: R.fields.inboxes })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Billing desk' })).not.toBeChecked();
  await snap(page, 'custom-roles-dialog-light');
  await expectAccessible(page, 'custom roles dialog');
  await dialog.getByRole('button', { name: R.create }).click();
  await expect(page.getByText(fill(R.created, { name: 'Reporting desk' }))).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Reporting desk' });
  await expect(row).toContainText(R.permissions.report_manage.name);
  await expect(row).toContainText(R.permissions.contact_manage.name);
  await expect(row).not.toContainText(R.permissions.conversation_manage.name);

  // Invite an agent with the role from the agents page.
  const email = `rhea-${Date.now()}@example.test`;
  await page.goto(`${base}/settings/agents/list`);
  await page.getByRole('button', { name: A.add }).click();
  const invite = page.getByRole('dialog', { name: A.addTitle });
  await invite.getByRole('textbox', { name: text.fields.name }).fill('Rhea Reports');
  await invite.getByRole('textbox', { name: text.fields.email }).fill(email);
  await invite.getByRole('combobox', { name: text.fields.role }).selectOption({ label: 'Reporting desk' });
  await invite.getByRole('button', { name: A.addSubmit }).click();
  await expect(page.getByText(fill(A.added, { name: 'Rhea Reports' }))).toBeVisible();
  const agentRow = page.getByRole('row').filter({ hasText: 'Rhea Reports' });
  await expect(agentRow.getByRole('cell').nth(1)).toHaveText('Reporting desk');
  // The edit dialog starts from the role.
  await agentRow.getByRole('button', { name: fill(A.editLabel, { name: 'Rhea Reports' }) }).click();
  const edit = page.getByRole('dialog', { name: fill(A.editTitle, { name: 'Rhea Reports' }) });
  await expect(edit.getByRole('combobox', { name: text.fields.role }).locator('option:checked')).toHaveText(
    'Reporting desk',
  );
  await snap(page, 'custom-roles-agent-edit-light');
  await page.keyboard.press('Escape');

  // Rhea sets her password and signs in: she lands on contacts; reports are hers, conversations are not.
  const link = await mailbox.waitForLink(email, /invited/i);
  const token = new URL(link).searchParams.get('reset_password_token');
  const res = await page.request.put('/auth/password', {
    data: { reset_password_token: token, password: 'rhea-secret-1', password_confirmation: 'rhea-secret-1' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const agentHeaders = Object.fromEntries(AUTH_HEADERS.map((h) => [h, res.headers()[h] ?? ''])) as TAuthHeaders;
  const context = await browser.newContext();
  await useSession(context, agentHeaders);
  const agentPage = await context.newPage();
  await agentPage.goto(`${base}/dashboard`);
  await expect(agentPage).toHaveURL(/\/contacts/);
  const nav = agentPage.getByRole('navigation', { name: text.shell.mainNav });
  await expect(nav.getByRole('link', { name: text.menu.primary.contacts })).toBeVisible();
  await expect(nav.getByRole('link', { name: text.menu.primary.reports })).toBeVisible();
  await expect(nav.getByRole('link', { name: text.menu.primary.conversations })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: text.menu.primary.campaigns })).toHaveCount(0);
  await snap(agentPage, 'custom-roles-holder-view-light');
  await expectAccessible(agentPage, 'custom role holder on contacts');
  await agentPage.goto(`${base}/settings/custom-roles/list`);
  await expect(agentPage).not.toHaveURL(/custom-roles/);
  // An open tab follows a change of the role at once: conversations appear in her menu without a reload.
  const roles = await page.request.get(`/api/v1/accounts/${accountId}/custom_roles`, { headers: { ...headers } });
  const roleId = ((await roles.json()) as { id: number }[])[0]?.id ?? 0;
  const patched = await page.request.patch(`/api/v1/accounts/${accountId}/custom_roles/${roleId}`, {
    headers: { ...headers },
    data: { permissions: ['report_manage', 'contact_manage', 'conversation_manage'] },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  await expect(nav.getByRole('link', { name: text.menu.primary.conversations })).toBeVisible();
  await page.request.patch(`/api/v1/accounts/${accountId}/custom_roles/${roleId}`, {
    headers: { ...headers },
    data: { permissions: ['report_manage', 'contact_manage'] },
  });
  await expect(nav.getByRole('link', { name: text.menu.primary.conversations })).toHaveCount(0);
  await context.close();

  // The edit dialog starts from the role's permissions.
  await page.goto(`${base}/settings/custom-roles/list`);
  await row.getByRole('button', { name: fill(R.editNamed, { name: 'Reporting desk' }) }).click();
  const editing = page.getByRole('dialog', { name: fill(R.editTitle, { name: 'Reporting desk' }) });
  await expect(editing.getByRole('checkbox', { name: R.permissions.report_manage.name })).toBeChecked();
  // Scope it to the billing inbox: the list says so.
  await editing.getByRole('checkbox', { name: 'Billing desk' }).check();
  await editing.getByRole('button', { name: text.common.save }).click();
  await expect(row).toContainText(fill(R.scopedTo, { inboxes: 'Billing desk' }));
  await row.getByRole('button', { name: fill(R.editNamed, { name: 'Reporting desk' }) }).click();
  await expect(editing.getByRole('checkbox', { name: 'Billing desk' })).toBeChecked();

  // Dark and Arabic.
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'custom-roles-dialog-dark');
  await expectAccessible(page, 'custom roles dialog dark', { colour: 'only' });
  await page.keyboard.press('Escape');
  await snap(page, 'custom-roles-list-dark');
  await expectAccessible(page, 'custom roles list dark', { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });
  await snap(page, 'custom-roles-list-light');
  await expectAccessible(page, 'custom roles list');
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ar.customRolesPage.title })).toBeVisible();
  await snap(page, 'custom-roles-list-ar');
  await expectAccessible(page, 'custom roles list ar', { colour: 'skip' });
  await page.getByRole('button', { name: fill(ar.customRolesPage.editNamed, { name: 'Reporting desk' }) }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await snap(page, 'custom-roles-dialog-ar');
  await expectAccessible(page, 'custom roles dialog ar', { colour: 'skip' });
  await page.keyboard.press('Escape');
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));

  // Delete with confirmation: Rhea is a plain agent again.
  await page.reload();
  await page.getByRole('button', { name: fill(R.deleteNamed, { name: 'Reporting desk' }) }).click();
  await page.getByRole('dialog').getByRole('button', { name: R.deleteConfirm }).click();
  await expect(page.getByText(fill(R.deleted, { name: 'Reporting desk' }))).toBeVisible();
  await expect(page.getByText(R.emptyTitle)).toBeVisible();
  await page.goto(`${base}/settings/agents/list`);
  await expect(page.getByRole('row').filter({ hasText: 'Rhea Reports' }).getByRole('cell').nth(1)).toHaveText(
    text.roles.agent,
  );
});

test('custom roles: report areas and a team scope narrow what the holder sees', async ({ page, browser, mailbox }) => {
  test.setTimeout(180_000);
  const { user, headers } = await signUpViaApi(page.request, newPerson('Areas'));
  const accountId = user.account_id ?? 0;
  const base = `/app/accounts/${accountId}`;
  const api = `/api/v1/accounts/${accountId}`;
  const post = async <T>(path: string, data: unknown) => {
    const res = await page.request.post(`${api}${path}`, { headers: { ...headers }, data });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as T;
  };
  const inbox = await post<{ id: number }>('/inboxes', {
    name: 'Support desk',
    channel: { type: 'web_widget', website_url: 'https://support.example.test' },
  });
  const night = await post<{ id: number }>('/teams', { name: 'Night shift' });
  await post('/teams', { name: 'Day shift' });
  const teamIds = [night.id, 0];
  const day = (
    (await (await page.request.get(`${api}/teams`, { headers: { ...headers } })).json()) as {
      id: number;
      name: string;
    }[]
  ).find((x) => x.name === 'Day shift');
  teamIds[1] = day?.id ?? 0;
  for (const [name, teamId] of [
    ['Nadia Night', teamIds[0]],
    ['Dario Day', teamIds[1]],
  ] as const) {
    const contact = await post<{ payload: { contact: { id: number } } }>('/contacts', { name });
    const conv = await post<{ id: number }>('/conversations', {
      inbox_id: inbox.id,
      contact_id: contact.payload.contact.id,
      message: { content: `Hello from ${name}` },
    });
    await post(`/conversations/${conv.id}/assignments`, { team_id: teamId });
  }
  await useSession(page.context(), headers);

  // The dialog: report areas are enabled only with Reports ticked; teams are an optional scope.
  await page.goto(`${base}/settings/custom-roles/list`);
  await page.getByRole('button', { name: R.add }).click();
  const dialog = page.getByRole('dialog', { name: R.addTitle });
  await dialog.getByRole('textbox', { name: R.fields.name }).fill('Night desk');
  const area = (name: string) => dialog.getByRole('checkbox', { name, exact: true });
  await dialog.getByRole('checkbox', { name: R.permissions.conversation_manage.name }).check();
  await expect(area(R.reportAreas.csat)).toBeDisabled();
  await dialog.getByRole('checkbox', { name: R.permissions.report_manage.name }).check();
  await expect(area(R.reportAreas.csat)).toBeEnabled();
  await expect(area(R.reportAreas.overview)).toBeChecked();
  for (const a of ['overview', 'conversations', 'bots', 'agents', 'labels', 'inboxes', 'sla'] as const)
    await area(R.reportAreas[a]).uncheck();
  await dialog.getByRole('checkbox', { name: 'Night shift' }).check();
  await snap(page, 'custom-roles-areas-dialog-light');
  await expectAccessible(page, 'custom role dialog with areas and teams');
  await dialog.getByRole('button', { name: R.create }).click();
  await expect(page.getByText(fill(R.created, { name: 'Night desk' }))).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Night desk' });
  await expect(row).toContainText(fill(R.scopedToTeams, { teams: 'Night shift' }));
  await expect(row).toContainText(fill(R.reportsIn, { areas: `${R.reportAreas.csat}, ${R.reportAreas.teams}` }));

  // Invite the holder, put them in the inbox, and sign them in.
  const roles = (await (await page.request.get(`${api}/custom_roles`, { headers: { ...headers } })).json()) as {
    id: number;
  }[];
  const email = `nina-${Date.now()}@example.test`;
  const agent = await post<{ id: number }>('/agents', {
    name: 'Nina Night',
    email,
    role: 'agent',
    custom_role_id: roles[0]?.id,
  });
  await post('/inbox_members', { inbox_id: inbox.id, user_ids: [agent.id] });
  const link = await mailbox.waitForLink(email, /invited/i);
  const token = new URL(link).searchParams.get('reset_password_token');
  const res = await page.request.put('/auth/password', {
    data: { reset_password_token: token, password: 'nina-secret-1', password_confirmation: 'nina-secret-1' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const agentHeaders = Object.fromEntries(AUTH_HEADERS.map((h) => [h, res.headers()[h] ?? ''])) as TAuthHeaders;
  const context = await browser.newContext();
  await useSession(context, agentHeaders);
  const nina = await context.newPage();

  // Conversations: only the night shift's.
  await nina.goto(`${base}/dashboard`);
  await nina.getByRole('tab', { name: new RegExp(`^${text.conversations.tabs.all}`) }).click();
  await expect(nina.getByText('Nadia Night').first()).toBeVisible();
  await expect(nina.getByText('Dario Day')).toHaveCount(0);

  // Reports: the Reports link opens the first allowed area; the menu lists only CSAT and Teams.
  const nav = nina.getByRole('navigation', { name: text.shell.mainNav });
  await nav.getByRole('link', { name: text.menu.primary.reports }).click();
  await expect(nina).toHaveURL(/\/reports\/csat$/);
  const menu = nina.getByRole('navigation', { name: text.menu.reports.title });
  await expect(menu.getByRole('link', { name: text.menu.reports.csat })).toBeVisible();
  await expect(menu.getByRole('link', { name: text.menu.reports.team })).toBeVisible();
  await expect(menu.getByRole('link', { name: text.menu.reports.overview })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: text.menu.reports.agent })).toHaveCount(0);
  await snap(nina, 'custom-roles-areas-holder-light');
  await expectAccessible(nina, 'report areas holder');
  // A report outside the areas is refused as any page the role does not open: back to the conversations.
  await nina.goto(`${base}/reports/overview`);
  await expect(nina).toHaveURL(/\/dashboard$/);
  await nina.goto(`${base}/reports/teams`);
  await expect(nina).toHaveURL(/\/reports\/teams$/);
  await nina.emulateMedia({ colorScheme: 'dark' });
  await snap(nina, 'custom-roles-areas-holder-dark');
  await expectAccessible(nina, 'report areas holder dark', { colour: 'only' });
  await nina.emulateMedia({ colorScheme: 'light' });
  await nina.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await nina.reload();
  await expect(nina.locator('html')).toHaveAttribute('dir', 'rtl');
  const arMenu = nina.getByRole('navigation', { name: ar.menu.reports.title });
  await expect(arMenu.getByRole('link', { name: ar.menu.reports.csat })).toBeVisible();
  await expect(arMenu.getByRole('link', { name: ar.menu.reports.overview })).toHaveCount(0);
  await snap(nina, 'custom-roles-areas-holder-ar');
  await expectAccessible(nina, 'report areas holder ar', { colour: 'skip' });
  await context.close();

  // The admin's dialog in dark and Arabic.
  await row.getByRole('button', { name: fill(R.editNamed, { name: 'Night desk' }) }).click();
  const editing = page.getByRole('dialog', { name: fill(R.editTitle, { name: 'Night desk' }) });
  await expect(editing.getByRole('checkbox', { name: R.reportAreas.csat, exact: true })).toBeChecked();
  await expect(editing.getByRole('checkbox', { name: R.reportAreas.overview, exact: true })).not.toBeChecked();
  await expect(editing.getByRole('checkbox', { name: 'Night shift' })).toBeChecked();
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'custom-roles-areas-dialog-dark');
  await expectAccessible(page, 'custom role areas dialog dark', { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.keyboard.press('Escape');
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await page.getByRole('button', { name: fill(ar.customRolesPage.editNamed, { name: 'Night desk' }) }).click();
  await expect(page.getByRole('dialog').getByRole('group', { name: ar.customRolesPage.fields.teams })).toBeVisible();
  await snap(page, 'custom-roles-areas-dialog-ar');
  await expectAccessible(page, 'custom role areas dialog ar', { colour: 'skip' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));
});
