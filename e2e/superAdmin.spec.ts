import { execFileSync } from 'node:child_process';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { expectAccessible } from './axe.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';
import { createAgent } from './seed.ts';

const S = text.superAdmin;

const promote = (userId: number) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'e2e/promoteSuperAdmin.ts', String(userId)], {
    env: process.env,
  });

test('the installation console: accounts, limits, flags, suspension, impersonation, status', async ({
  page,
  mailbox,
}) => {
  test.setTimeout(180_000);
  const person = newPerson('Console');
  const { user, headers } = await signUpViaApi(page.request, person);
  const accountId = user.account_id ?? 0;
  promote(user.id);
  const agentEmail = `console-agent-${Date.now()}@example.test`;
  const agent = await createAgent(
    page.request,
    mailbox,
    { headers, accountId },
    {
      name: 'Ingrid Impersonated',
      email: agentEmail,
      password: 'agent-secret-1',
    },
  );

  // The user menu's link opens the console (the server sends /super_admin to the SPA).
  await useSession(page.context(), headers);
  await page.goto(`/app/accounts/${accountId}/dashboard`);
  await page.getByRole('button', { name: new RegExp(person.user_full_name) }).click();
  await page.getByRole('menuitem', { name: text.userMenu.superAdmin }).click();
  await expect(page).toHaveURL(/\/app\/super_admin\/accounts$/);
  await expect(page.getByRole('heading', { level: 1, name: S.accounts.title })).toBeVisible();

  // Find the account, open it.
  await page.getByRole('searchbox', { name: S.accounts.search }).fill(person.account_name);
  await page.getByRole('button', { name: S.search, exact: true }).click();
  await page.getByRole('link', { name: person.account_name }).click();
  await expect(page.getByRole('heading', { level: 1, name: person.account_name })).toBeVisible();

  // A limit: two agents (the account has two members: both in use).
  await page.getByRole('textbox', { name: S.accounts.limit.agents }).fill('2');
  await page.getByRole('button', { name: S.accounts.saveLimits }).click();
  await expect(page.getByText(S.saved).first()).toBeVisible();
  const invite = await page.request.post(`/api/v1/accounts/${accountId}/agents`, {
    headers: { ...headers },
    data: { name: 'One too many', email: `over-${Date.now()}@example.test`, role: 'agent' },
  });
  expect(invite.status()).toBe(402);

  // A feature flag off.
  const macros = page.getByRole('switch', { name: fill(S.accounts.flagLabel, { name: 'macros' }) });
  await expect(macros).toBeChecked();
  await macros.click();
  await expect(macros).not.toBeChecked();
  const details = (await (
    await page.request.get(`/api/v1/accounts/${accountId}`, { headers: { ...headers } })
  ).json()) as { features: Record<string, boolean> };
  expect(details.features.macros).toBe(false);
  await snap(page, 'super-admin-account-light');
  await expectAccessible(page, 'super_admin account');

  // Suspend, then unsuspend.
  await page.getByRole('button', { name: S.accounts.suspend, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: S.accounts.suspend, exact: true }).click();
  await expect(page.getByText(S.state.suspended).first()).toBeVisible();
  const blocked = await page.request.get(`/api/v1/accounts/${accountId}`, { headers: { ...agent.headers } });
  expect(blocked.status()).toBe(403);
  await page.getByRole('button', { name: S.accounts.unsuspend }).click();
  await expect(page.getByText(S.state.active).first()).toBeVisible();

  // A user: find, open, sign in as them; the banner names them and returns to the console.
  await page.getByRole('navigation', { name: S.nav }).getByRole('link', { name: S.sections.users }).click();
  await page.getByRole('searchbox', { name: S.users.search }).fill(agentEmail);
  await page.getByRole('button', { name: S.search, exact: true }).click();
  await page.getByRole('link', { name: 'Ingrid Impersonated' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ingrid Impersonated' })).toBeVisible();
  await expectAccessible(page, 'super_admin user');
  await page.getByRole('button', { name: S.users.impersonate }).click();
  await page.getByRole('dialog').getByRole('button', { name: S.users.proceed }).click();
  await expect(page).toHaveURL(new RegExp(`/app/accounts/${accountId}/`));
  const banner = page.getByRole('region', { name: S.impersonation.title });
  await expect(banner).toContainText(fill(S.impersonation.body, { name: 'Ingrid Impersonated' }));
  await snap(page, 'super-admin-impersonating-light');
  await banner.getByRole('button', { name: S.impersonation.return }).click();
  await expect(page).toHaveURL(new RegExp(`/app/super_admin/users/${agent.user.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Ingrid Impersonated' })).toBeVisible();
  await expect(page.getByRole('region', { name: S.impersonation.title })).toHaveCount(0);

  // Instance status, in dark.
  await page.getByRole('link', { name: S.sections.instance_status }).click();
  await expect(page.getByRole('heading', { level: 1, name: S.status.title })).toBeVisible();
  await expect(page.getByText(S.status.databaseSize)).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'super-admin-status-dark');
  await expectAccessible(page, 'super_admin status dark', { colour: 'only' });
  await page.getByRole('link', { name: S.sections.settings }).click();
  await expect(page.getByRole('heading', { level: 1, name: S.settings.title })).toBeVisible();
  await snap(page, 'super-admin-settings-dark');
  await expectAccessible(page, 'super_admin settings dark', { colour: 'only' });

  // Arabic, right to left.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.goto('/app/super_admin/accounts');
  await expect(page.getByRole('heading', { level: 1, name: ar.superAdmin.accounts.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await snap(page, 'super-admin-accounts-ar');
  await expectAccessible(page, 'super_admin accounts ar');
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));
});

test("an account's administrator who is not the SuperAdmin sees the not-allowed page", async ({ page }) => {
  const { headers } = await signUpViaApi(page.request, newPerson('NotConsole'));
  await useSession(page.context(), headers);
  await page.goto('/super_admin');
  await expect(page.getByRole('heading', { level: 1, name: S.notAllowedTitle })).toBeVisible();
  await expectAccessible(page, 'super_admin not allowed');
});

test('platform apps: the console creates one, shows its token once, and the token reaches the Platform API', async ({
  page,
}) => {
  const person = newPerson('Platform');
  const { user, headers } = await signUpViaApi(page.request, person);
  promote(user.id);
  await useSession(page.context(), headers);
  await page.goto('/app/super_admin/platform_apps');
  await expect(page.getByRole('heading', { name: S.apps.title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: S.apps.add }).click();
  const dialog = page.getByRole('dialog', { name: S.apps.add });
  await dialog.getByLabel(S.fields.name).fill('Provisioner');
  await dialog.getByRole('button', { name: S.apps.create }).click();
  const tokenDialog = page.getByRole('dialog', { name: S.tokenOnceTitle });
  const token = await tokenDialog.getByRole('textbox', { name: S.accessToken }).inputValue();
  expect(token.length).toBeGreaterThan(20);
  await snap(page, 'console-platform-token-light');
  await expectAccessible(page, 'platform app token');
  await tokenDialog.getByRole('button', { name: S.done }).click();
  await expect(page.getByRole('row', { name: /Provisioner/ })).toBeVisible();

  // The token works on the Platform API: the app creates a user it then owns.
  const created = await page.request.post('/platform/api/v1/users', {
    headers: { api_access_token: token },
    data: { name: 'Provisioned Pat', email: `pat-${Date.now()}@example.test`, password: 'Password-123!' },
  });
  expect(created.status()).toBe(200);

  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'console-platform-apps-dark');
  await expectAccessible(page, 'platform apps (dark)', { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('button', { name: fill(S.deleteNamed, { name: 'Provisioner' }) }).click();
  await page.getByRole('dialog').getByRole('button', { name: S.delete }).click();
  await expect(page.getByText(S.apps.empty)).toBeVisible();
  const refused = await page.request.get('/platform/api/v1/users/1', { headers: { api_access_token: token } });
  expect(refused.status()).toBe(401);

  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: ar.superAdmin.apps.title, level: 1 })).toBeVisible();
  await snap(page, 'console-platform-apps-ar');
  await expectAccessible(page, 'platform apps (Arabic)');
});

test('the console deletes an account with a grace period, and undoes it', async ({ page }) => {
  const operator = await signUpViaApi(page.request, newPerson('Graceop'));
  promote(operator.user.id);
  const owner = newPerson('Graceowner');
  const target = await signUpViaApi(page.request, owner);
  const targetId = target.user.account_id ?? 0;
  const member = () => page.request.get(`/api/v1/accounts/${targetId}`, { headers: { ...target.headers } });

  await useSession(page.context(), operator.headers);
  await page.goto(`/app/super_admin/accounts/${targetId}`);
  await expect(page.getByRole('heading', { level: 1, name: owner.account_name })).toBeVisible();
  await page.getByRole('button', { name: S.accounts.delete }).click();
  const dialog = page.getByRole('dialog', { name: fill(S.accounts.deleteTitle, { name: owner.account_name }) });
  await expect(dialog).toContainText(fill(S.accounts.deleteBody, { days: '7' }));
  await dialog.getByRole('button', { name: S.accounts.delete }).click();

  // Suspended at once, with the day it goes and a way back.
  const due = page.getByRole('alert').filter({ hasText: S.accounts.deletionDue.split('{{')[0] ?? '' });
  await expect(due).toBeVisible();
  await expect(page.getByText(S.state.deleting).first()).toBeVisible();
  expect((await member()).status()).toBe(403);
  await snap(page, 'console-account-deleting-light');
  await expectAccessible(page, 'console account pending deletion');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'console-account-deleting-dark');
  await expectAccessible(page, 'console account pending deletion (dark)', { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.getByRole('button', { name: ar.superAdmin.accounts.undoDelete })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: ar.superAdmin.accounts.deletionDue.split('{{')[0] ?? '' }),
  ).toBeVisible();
  await snap(page, 'console-account-deleting-ar');
  await expectAccessible(page, 'console account pending deletion (Arabic)');
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));
  await page.reload();

  await page.getByRole('button', { name: S.accounts.undoDelete }).click();
  await expect(page.getByText(S.accounts.restored)).toBeVisible();
  await expect(page.getByRole('button', { name: S.accounts.delete })).toBeVisible();
  expect((await member()).status()).toBe(200);
});

test("the console's audit log shows the installation's own changes with their diff", async ({ page }) => {
  const operator = newPerson('Auditop');
  const { user, headers } = await signUpViaApi(page.request, operator);
  promote(user.id);
  const bot = await page.request.post('/api/v1/super_admin/agent_bots', {
    headers: { ...headers },
    data: { name: `Audit bot ${Date.now()}` },
  });
  expect(bot.ok()).toBe(true);
  const botName = ((await bot.json()) as { name: string }).name;

  await useSession(page.context(), headers);
  await page.goto('/app/super_admin/accounts');
  await page.getByRole('navigation', { name: S.nav }).getByRole('link', { name: S.sections.audit_logs }).click();
  await expect(page.getByRole('heading', { level: 1, name: S.audit.title })).toBeVisible();
  const A = text.auditLogs;
  const sentence = fill(A.sentence.create, { actor: operator.user_full_name, thing: A.types.AgentBot, name: botName });
  const table = page.getByRole('table', { name: S.audit.title });
  await expect(table.getByText(sentence)).toBeVisible();
  await table.getByRole('button', { name: fill(A.detailsOf, { sentence }) }).click();
  const drawer = page.getByRole('dialog', { name: A.drawerTitle });
  await expect(drawer).toContainText(botName);
  await snap(page, 'console-audit-light');
  await expectAccessible(page, 'console audit log drawer');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'console-audit-dark');
  await expectAccessible(page, 'console audit log (dark)', { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: ar.superAdmin.audit.title })).toBeVisible();
  await snap(page, 'console-audit-ar');
  await expectAccessible(page, 'console audit log (Arabic)');
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));
});

test('a SuperAdmin without two-factor sign-in is sent to turn it on before the console opens', async ({ page }) => {
  const person = newPerson('Nomfa');
  const { user, headers } = await signUpViaApi(page.request, person);
  execFileSync(process.execPath, ['--import', 'tsx', 'e2e/promoteSuperAdmin.ts', String(user.id), '--no-mfa'], {
    env: process.env,
  });
  const refused = await page.request.get('/api/v1/super_admin/accounts', { headers: { ...headers } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('mfa_enrolment_required');

  await useSession(page.context(), headers);
  await page.goto('/app/super_admin/accounts');
  await expect(page.getByRole('heading', { level: 1, name: S.mfaRequiredTitle })).toBeVisible();
  await page.getByRole('link', { name: S.openProfile }).click();
  await expect(page).toHaveURL(new RegExp(`/app/accounts/${user.account_id ?? 0}/profile/settings`));
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: S.mfaRequiredTitle })).toBeVisible();
  await snap(page, 'console-mfa-required-light');
  await expectAccessible(page, 'console asks for two-factor sign-in');
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: ar.superAdmin.mfaRequiredTitle })).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'console-mfa-required-ar-dark');
  await expectAccessible(page, 'console asks for two-factor sign-in (Arabic, dark)');
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));
});
