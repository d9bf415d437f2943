import { ensureInstalled, expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { AgentsPage } from './pages/AgentsPage.ts';
import { AppShell } from './pages/AppShell.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { PasswordPages } from './pages/PasswordPages.ts';
import { ProfilePage } from './pages/ProfilePage.ts';
import { SignupPage } from './pages/SignupPage.ts';
import { fill, text } from './pages/text.ts';

// Sign-up is rate-limited to 5 per IP per 30 minutes: each journey signs up at most once.

/** A 1×1 PNG, for the avatar upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('sign up, land on the dashboard, sign out, sign back in and edit the profile', async ({ page }) => {
  const person = newPerson('Ada');
  const signup = new SignupPage(page);
  const shell = new AppShell(page);
  const login = new LoginPage(page);

  await signup.goto();
  await expect(signup.heading()).toBeVisible();
  // Field errors appear after submit, in the user's words, from the shared contract.
  await signup.submit().click();
  await expect(page.getByText(text.validation.required)).toHaveCount(4);
  await signup.email().fill('not-an-email');
  await signup.email().blur();
  await expect(page.getByText(text.validation.email)).toBeVisible();
  await signup.password().fill('abc');
  await signup.password().blur();
  await expect(page.getByText(fill(text.validation.tooShort, { min: '6' }))).toBeVisible();
  await snap(page, 'signup-errors');

  await signup.signUp(person);
  await shell.expectDashboard(person.account_name);
  await expect(shell.emailBanner()).toBeVisible();
  await snap(page, 'dashboard-light');

  await shell.logout();
  await expect(page).toHaveURL(/\/app\/login$/);
  await expect(login.heading()).toBeVisible();
  await login.signIn(person.email, person.password);
  await shell.expectDashboard(person.account_name);

  // Availability from the user menu.
  await shell.openUserMenu();
  await snap(page, 'user-menu');
  await shell.menu().getByRole('menuitemradio', { name: text.availability.busy }).click();
  const busy = fill(text.userMenu.availabilityUpdated, { status: text.availability.busy });
  await expect(shell.toast(busy)).toBeVisible();
  await expect(shell.userMenuButton()).toContainText(text.availability.busy);

  // Profile settings: name, a refused password change, the API token, the avatar.
  await shell.openUserMenu();
  await shell.menu().getByRole('menuitem', { name: text.userMenu.profileSettings }).click();
  const profile = new ProfilePage(page);
  await profile.expectOpen();
  await profile.rename('Ada Lovelace');
  await expect(shell.toast(text.profile.saved)).toBeVisible();
  await expect(shell.userMenuButton()).toContainText('Ada Lovelace');
  await profile.changePassword('not-my-password', 'another-secret');
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  // The token is stored hashed: hidden until a reset shows the new one, once.
  await expect(page.getByText(text.profile.tokenHidden)).toBeVisible();
  await expect(profile.token()).toHaveCount(0);
  await page.getByRole('button', { name: text.profile.tokenReset }).click();
  await shell.dialog().getByRole('button', { name: text.profile.tokenReset }).click();
  await expect(shell.toast(text.profile.tokenResetDone)).toBeVisible();
  expect((await profile.token().inputValue()).length).toBeGreaterThan(10);
  await profile.uploadAvatar({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(shell.toast(text.profile.avatarSaved)).toBeVisible();
  await expect(page.getByRole('button', { name: text.profile.avatarDelete })).toBeVisible();
  await page.getByRole('main').evaluate((main) => main.scrollTo(0, 0));
  await snap(page, 'profile-settings');
  await page.getByRole('button', { name: text.profile.avatarDelete }).click();
  await expect(page.getByRole('button', { name: text.profile.avatarDelete })).toHaveCount(0);
});

test('a wrong password shows the server message; too many attempts say so', async ({ page, request }) => {
  await ensureInstalled(request);
  const login = new LoginPage(page);
  await login.goto();
  await expect(login.heading()).toBeVisible();
  await expect(page.getByRole('link', { name: text.login.createAccount })).toBeVisible();
  await snap(page, 'login-light');

  await login.signIn('nobody@example.test', 'definitely-wrong');
  await expect(login.alert()).toHaveText('Invalid login credentials. Please try again.');
  await expect(page).toHaveURL(/\/app\/login$/);

  await page.route('**/auth/sign_in', (route) =>
    route.fulfill({ status: 429, json: { code: 'rate_limited', message: 'Too many attempts.' } }),
  );
  await login.submit().click();
  await expect(login.alert()).toHaveText(text.errors.tooManyAttempts);

  await login.choosePreferences({ appearance: text.appearance.dark });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await snap(page, 'login-dark');
  await login.choosePreferences({ language: 'العربية', appearance: text.appearance.light });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  await snap(page, 'login-ar');
});

test('forgot password: the mailed link sets a new password and signs in', async ({ page, request, mailbox }) => {
  const person = newPerson('Grace');
  await signUpViaApi(request, person);
  const login = new LoginPage(page);
  const passwords = new PasswordPages(page);
  const shell = new AppShell(page);

  await login.goto();
  await login.forgotPassword().click();
  await expect(page).toHaveURL(/\/app\/auth\/reset\/password$/);
  await passwords.requestReset(person.email);
  await expect(page.getByRole('alert')).toHaveText(fill(text.forgotPassword.sent, { email: person.email }));
  await snap(page, 'forgot-password-sent');

  const link = await mailbox.waitForLink(person.email, /reset your password/i);
  expect(link).toContain('/app/auth/password/edit?reset_password_token=');
  await page.goto(link);
  await passwords.setNewPassword('brand-new-secret', 'something-else');
  await expect(page.getByText(text.validation.passwordMismatch)).toBeVisible();
  await passwords.setNewPassword('brand-new-secret');
  await shell.expectDashboard(person.account_name);

  // The old password no longer works, the new one does.
  await shell.logout();
  await login.signIn(person.email, 'brand-new-secret');
  await shell.expectDashboard(person.account_name);
});

test('create a second account from the account selector and land on it', async ({ page, context, request }) => {
  const person = newPerson('Linus');
  const { headers } = await signUpViaApi(request, person);
  await useSession(context, headers);
  const shell = new AppShell(page);

  await page.goto('/app');
  await shell.expectDashboard(person.account_name);
  const firstAccountId = shell.accountIdInUrl();

  const selector = await shell.openAccountSelector();
  await expect(shell.accountOption(person.account_name)).toHaveAttribute('aria-current', 'true');
  await selector.getByRole('button', { name: text.accountSelector.newAccount }).click();
  const create = shell.dialog();
  await expect(create.getByRole('heading', { name: text.createAccount.title })).toBeVisible();
  const submit = create.getByRole('button', { name: text.createAccount.submit });
  await expect(submit).toBeDisabled();

  // A name already used by one of the user's accounts is refused (422).
  await create.getByLabel(text.fields.accountName).fill(person.account_name);
  await submit.click();
  await expect(create.getByRole('alert')).toHaveText(text.createAccount.exists);
  await snap(page, 'create-account-exists');

  const secondName = `${person.account_name} Two`;
  await create.getByLabel(text.fields.accountName).fill(secondName);
  await submit.click();
  await shell.expectDashboard(secondName);
  expect(shell.accountIdInUrl()).not.toBe(firstAccountId);
  await expect(shell.toast(text.createAccount.success)).toBeVisible();

  await shell.openAccountSelector();
  await expect(shell.accountOption(secondName)).toHaveAttribute('aria-current', 'true');
  await expect(shell.accountOption(person.account_name)).toBeVisible();
  await snap(page, 'account-selector');
  await shell.accountOption(person.account_name).click();
  await shell.expectDashboard(person.account_name);
  expect(shell.accountIdInUrl()).toBe(firstAccountId);
});

test('an administrator invites an agent who sets a password from the mail', async ({
  page,
  context,
  browser,
  request,
  mailbox,
}) => {
  const admin = newPerson('Margaret');
  const { headers, user } = await signUpViaApi(request, admin);
  await useSession(context, headers);
  const accountId = user.account_id ?? 0;
  const shell = new AppShell(page);
  const agents = new AgentsPage(page);

  await page.goto(`/app/accounts/${accountId}/dashboard`);
  await shell.expectDashboard(admin.account_name);
  await shell.goToAgents();
  await expect(agents.row(admin.email)).toContainText(text.roles.administrator);
  await expect(agents.row(admin.email)).toContainText(text.agents.pending);

  const agent = { name: 'Katherine Agent', email: `katherine-${Date.now()}@example.test`, role: 'Agent' as const };
  await agents.openAddDialog();
  await agents.fillAddForm(agent);
  await expect(shell.toast(fill(text.agents.added, { name: agent.name }))).toBeVisible();
  await expect(agents.row(agent.email)).toContainText(text.agents.pending);
  await expect(agents.row(agent.email)).toContainText(text.roles.agent);

  // Server refusals are shown: the address is already an agent; the last administrator stays one.
  await agents.openAddDialog();
  await agents.fillAddForm({ ...agent, name: 'Again' });
  await expect(agents.dialog().getByText('is already an agent of this account')).toBeVisible();
  await page.keyboard.press('Escape');
  await agents.openEdit(admin.user_full_name);
  await agents.dialog().getByLabel(text.fields.role).selectOption({ label: text.roles.agent });
  await agents.dialog().getByRole('button', { name: text.agents.editSubmit }).click();
  await expect(agents.dialog().getByRole('alert')).toContainText('at least one administrator');
  await page.keyboard.press('Escape');
  await snap(page, 'agents-light');

  await shell.choose(text.appearance.dark);
  await snap(page, 'agents-dark');
  await shell.primaryLink('conversations').click();
  await snap(page, 'dashboard-dark');
  await shell.choose('العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await snap(page, 'dashboard-ar-dark');
  await shell.choose('فاتح'); // light
  await snap(page, 'dashboard-ar');
  await page.goto(`/app/accounts/${accountId}/settings/agents/list`);
  await snap(page, 'agents-ar');
  await shell.choose('English');

  // The invitee opens the mailed link in their own browser and sets a password.
  const link = await mailbox.waitForLink(agent.email, /invited/i);
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await agentPage.goto(link);
  await new PasswordPages(agentPage).setNewPassword('agent-secret-1');
  const agentShell = new AppShell(agentPage);
  await agentShell.expectDashboard(admin.account_name);
  await expect(agentShell.primaryLink('reports')).toHaveCount(0);
  await expect(agentShell.primaryLink('campaigns')).toHaveCount(0);
  await expect(agentShell.userMenuButton()).toContainText(agent.name);
  await snap(agentPage, 'agent-dashboard');
  // Agents cannot open administrator pages: they land on their dashboard.
  await agentPage.goto(`/app/accounts/${accountId}/settings/agents/list`);
  await agentShell.expectDashboard(admin.account_name);
  await agentContext.close();

  // The link proved the address: the agent is verified now. Then the admin removes them.
  await page.reload();
  await expect(agents.row(agent.email)).toContainText(text.agents.verified);
  await agents.remove(agent.name);
  await expect(shell.toast(fill(text.agents.removed, { name: agent.name }))).toBeVisible();
  await expect(agents.row(agent.email)).toHaveCount(0);
});
