import type { Browser } from '@playwright/test';
import { generate } from 'otplib';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import type { TAuthHeaders } from '../common/contracts/auth.ts';
import type { TSsoSettings } from '../common/contracts/sso.ts';
import { startOidcProvider } from '../server/test/oidcProvider.ts';
import { expectAccessible } from './axe.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { createAgent } from './seed.ts';
import { fill, text } from './pages/text.ts';

const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

const pageAs = async (browser: Browser, headers: TAuthHeaders) => {
  const context = await browser.newContext();
  await useSession(context, headers);
  return context.newPage();
};

/**
 * Settings → Security (docs/SECURITY.md, docs/SSO.md): the two-factor policy (validation, save), the SSO
 * forms, axe clean in light, dark and Arabic.
 */
test('the Security page saves the two-factor policy and shows the SSO settings', async ({ page, request }) => {
  const { user, headers } = await signUpViaApi(request, newPerson('Secpage'));
  const accountId = user.account_id ?? 0;
  await useSession(page.context(), headers);
  await page.goto(`/app/accounts/${accountId}/settings/security`);
  const policy = page.getByRole('region', { name: text.ssoPage.mfaTitle, exact: true });
  await expect(policy).toBeVisible();
  await expect(page.getByRole('region', { name: text.ssoPage.oidc })).toBeVisible();
  const days = policy.getByLabel(text.ssoPage.mfaGraceDays, { exact: true });
  await expect(days).toHaveValue('7');

  await days.fill('120');
  await policy.getByRole('button', { name: text.ssoPage.mfaSave }).click();
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  await expect(policy).toContainText(fill(text.ssoPage.mfaGraceInvalid, { max: '90' }));
  await days.fill('two');
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  await snap(page, 'security-mfa-invalid-light');

  await days.fill('5');
  await policy.getByRole('switch', { name: text.ssoPage.mfaRequired }).click();
  await policy.getByRole('button', { name: text.ssoPage.mfaSave }).click();
  await expect(page.getByText(text.ssoPage.saved)).toBeVisible();
  await expect(policy).toContainText(text.ssoPage.mfaDeadline.split('{{')[0] ?? '');
  const account = await request.get(`/api/v1/accounts/${accountId}`, { headers });
  const { settings } = (await account.json()) as { settings: Record<string, unknown> };
  expect(settings).toMatchObject({ mfa_required: true, mfa_grace_period_days: 5 });
  await snap(page, 'security-light');
  await expectAccessible(page, 'settings: security');

  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'security-dark');
  await expectAccessible(page, 'settings: security (dark)', { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });

  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: ar.ssoPage.mfaTitle, exact: true })).toBeVisible();
  await snap(page, 'security-ar');
  await expectAccessible(page, 'settings: security (Arabic)', { colour: 'skip' });
});

/** OpenID Connect end to end: a local provider, settings through the API, "Sign in with SSO" in Chromium. */
test('signs in with OpenID Connect through a local provider', async ({ page, request }) => {
  const { user, headers } = await signUpViaApi(request, newPerson('Oidc'));
  const accountId = user.account_id ?? 0;
  const url = `/api/v1/accounts/${accountId}/sso_settings`;
  const before = (await (await request.get(url, { headers })).json()) as TSsoSettings;
  const idp = await startOidcProvider({
    redirectUri: before.service_provider.oidc_redirect_uri,
    postLogoutRedirectUri: before.service_provider.oidc_post_logout_redirect_uri,
  });
  try {
    const domain = `oidc-${Date.now().toString(36)}.test`;
    const res = await request.patch(url, {
      headers,
      data: {
        allowed_domains: [domain],
        oidc: { enabled: true, issuer: idp.issuer, client_id: idp.clientId, client_secret: idp.clientSecret },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    const email = `grace@${domain}`;
    idp.users.set('grace-1', { email, name: 'Grace Hopper' });
    idp.nextLogin.sub = 'grace-1';

    await page.goto('/app/login');
    await page.getByRole('button', { name: text.login.ssoButton }).click();
    await page.getByLabel(text.fields.email, { exact: true }).fill(email);
    await snap(page, 'sso-login-light');
    await expectAccessible(page, 'login: sign in with SSO');
    await page.getByRole('button', { name: text.ssoPage.login.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/app/accounts/${accountId}/`), { timeout: 20_000 });
    await expect(page.getByRole('navigation').first()).toBeVisible();
    const agents = await request.get(`/api/v1/accounts/${accountId}/agents`, { headers });
    const list = (await agents.json()) as { email: string; role: string }[];
    expect(list.find((a) => a.email === email)).toMatchObject({ role: 'agent' });
    await snap(page, 'sso-signed-in');
  } finally {
    await idp.close();
  }
});

/**
 * An account requiring two-factor sign-in: a member without it sees the days left, then (grace over) the
 * enrolment screen in place of the dashboard; enrolled, they get in; an administrator resets their 2FA.
 */
test('forced enrolment: banner, enrolment screen, and an administrator resetting two-factor', async ({
  page,
  request,
  browser,
  mailbox,
}) => {
  const { user, headers } = await signUpViaApi(request, newPerson('Mfapol'));
  const accountId = user.account_id ?? 0;
  const stamp = Date.now().toString(36);
  const agent = { name: 'Ada Enrol', email: `ada-${stamp}@example.test`, password: `pass-${stamp}-word` };
  const member = await createAgent(request, mailbox, { headers, accountId }, agent);
  const patch = (data: Record<string, unknown>) =>
    request.patch(`/api/v1/accounts/${accountId}`, { headers, data }).then((r) => expect(r.status()).toBe(200));
  await patch({ mfa_required: true, mfa_grace_period_days: 3 });

  const agentPage = await pageAs(browser, member.headers);
  await agentPage.goto(`/app/accounts/${accountId}/dashboard`);
  const banner = agentPage.getByRole('region', { name: text.banner.mfaTitle });
  await expect(banner).toContainText(fill(text.banner.mfaBody, { count: '3' }));
  await snap(agentPage, 'mfa-banner-light');
  await expectAccessible(agentPage, 'dashboard: two-factor banner');
  await banner.getByRole('link', { name: text.banner.mfaEnrol }).click();
  await expect(agentPage).toHaveURL(/\/profile\/settings/);

  // The administrator enrols first (the requirement holds for them too), then ends the grace period.
  const admin = (path: string, data?: unknown) =>
    request.post(`/api/v1/profile/mfa${path}`, { headers, data }).then(async (r) => {
      expect(r.ok(), await r.text()).toBe(true);
      return (await r.json()) as { secret: string };
    });
  const { secret: adminSecret } = await admin('');
  await admin('/verify', { otp_code: await codeAt(adminSecret) });
  // The grace period over: the API refuses the member; the SPA shows the enrolment screen.
  await patch({ mfa_grace_period_days: 0 });
  await agentPage.goto(`/app/accounts/${accountId}/dashboard`);
  await expect(agentPage.getByRole('heading', { level: 1, name: text.mfa.requiredTitle })).toBeVisible();
  await snap(agentPage, 'mfa-required-light');
  await expectAccessible(agentPage, 'two-factor required screen');
  // The screen follows the system's appearance as it changes, without a reload.
  const heading = agentPage.getByRole('heading', { level: 1 });
  await agentPage.emulateMedia({ colorScheme: 'dark' });
  await expect(agentPage.locator('html')).toHaveClass(/dark/);
  await expect(heading).toHaveText(text.mfa.requiredTitle);
  await snap(agentPage, 'mfa-required-dark');
  await expectAccessible(agentPage, 'two-factor required screen (dark)', { colour: 'only' });
  await agentPage.emulateMedia({ colorScheme: 'light' });
  await expect(agentPage.locator('html')).not.toHaveClass(/dark/);
  await agentPage.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await agentPage.reload();
  await expect(heading).toHaveText(ar.mfa.requiredTitle);
  await expect(agentPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await snap(agentPage, 'mfa-required-ar');
  await expectAccessible(agentPage, 'two-factor required screen (Arabic)', { colour: 'skip' });
  await agentPage.evaluate(() => localStorage.setItem('cw_locale', 'en'));
  await agentPage.reload();
  await expect(heading).toHaveText(text.mfa.requiredTitle);
  await agentPage.getByRole('button', { name: text.mfa.enable }).click();
  const secret = await agentPage.getByLabel(text.mfa.setupKey, { exact: true }).inputValue();
  await agentPage.getByLabel(text.mfa.codeLabel, { exact: true }).fill(await codeAt(secret));
  await agentPage.getByRole('button', { name: text.mfa.verify }).click();
  await agentPage.getByRole('button', { name: text.mfa.savedCodes }).click();
  await agentPage.getByRole('button', { name: text.mfa.requiredContinue }).click();
  await expect(agentPage.getByRole('heading', { name: text.mfa.requiredTitle })).toBeHidden();
  await expect(agentPage.getByRole('region', { name: text.banner.mfaTitle })).toBeHidden();
  await expect(agentPage).toHaveURL(new RegExp(`/app/accounts/${accountId}/dashboard`));

  // The administrator resets the member's two-factor sign-in (a lost phone).
  await useSession(page.context(), headers);
  await page.goto(`/app/accounts/${accountId}/settings/agents`);
  const table = page.getByRole('table', { name: text.agents.title });
  const row = table.getByRole('row').filter({ hasText: agent.email });
  await expect(row).toContainText(text.agents.mfaOn);
  await snap(page, 'agents-mfa-light');
  await row.getByRole('button', { name: fill(text.agents.resetMfaLabel, { name: agent.name }) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(fill(text.agents.resetMfaBody, { name: agent.name }));
  await expectAccessible(page, 'agents: reset two-factor dialog');
  await dialog.getByRole('button', { name: text.agents.resetMfaSubmit }).click();
  await expect(page.getByText(fill(text.agents.mfaResetDone, { name: agent.name }))).toBeVisible();
  await expect(row).toContainText(text.agents.mfaOff);
  await expect(row.getByRole('button', { name: fill(text.agents.resetMfaLabel, { name: agent.name }) })).toHaveCount(0);
  await agentPage.context().close();
});

/** Settings → Data retention (docs/PRIVACY.md "Retention"): validation, preview, an inbox override, save. */
test('the data retention page previews and saves a policy', async ({ page, request }) => {
  const { user, headers } = await signUpViaApi(request, newPerson('Retain'));
  const accountId = user.account_id ?? 0;
  const inbox = await request.post(`/api/v1/accounts/${accountId}/inboxes`, {
    headers,
    data: { name: 'Retained support', channel: { type: 'web_widget', website_url: 'https://retain.example.test' } },
  });
  expect(inbox.ok(), await inbox.text()).toBe(true);
  const { id: inboxId } = (await inbox.json()) as { id: number };
  await useSession(page.context(), headers);
  await page.goto(`/app/accounts/${accountId}/settings/data-retention`);
  await expect(page.getByRole('heading', { level: 1, name: text.retentionPage.title })).toBeVisible();
  const t = text.retentionPage;
  const conversations = page.getByLabel(t.conversations_days, { exact: true }).first();
  await conversations.fill('0');
  await page.getByRole('button', { name: t.preview }).click();
  await expect(conversations).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(fill(t.errors.days, { min: '1' }))).toBeVisible();

  await conversations.fill('365');
  await page.getByLabel(t.attachments_days, { exact: true }).first().fill('90');
  await page.getByRole('switch', { name: t.orphanContacts }).click();
  await page.getByLabel(t.audit_logs_days, { exact: true }).fill('180');
  const overrides = page.getByRole('region', { name: t.overridesTitle });
  await overrides.getByRole('button', { name: t.addOverride }).click();
  await overrides.getByLabel(t.inbox, { exact: true }).selectOption({ label: 'Retained support' });
  await overrides.getByLabel(t.conversations_days, { exact: true }).fill('30');
  await page.getByRole('button', { name: t.preview }).click();
  const status = page.getByRole('status').filter({ hasText: '0 B' });
  await expect(status).toContainText(
    fill(t.previewResult, { conversations: '0', size: '0 B', attachments: '0', contacts: '0', auditLogs: '0' }),
  );
  await snap(page, 'retention-light');
  await expectAccessible(page, 'settings: data retention');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  const saved = await request.get(`/api/v1/accounts/${accountId}/retention_policy`, { headers });
  expect(await saved.json()).toMatchObject({
    policy: {
      conversations_days: 365,
      attachments_days: 90,
      delete_orphan_contacts: true,
      audit_logs_days: 180,
      inbox_overrides: [{ inbox_id: inboxId, conversations_days: 30, attachments_days: null }],
    },
  });

  await page.reload();
  await expect(page.getByLabel(t.conversations_days, { exact: true }).first()).toHaveValue('365');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'retention-dark');
  await expectAccessible(page, 'settings: data retention (dark)', { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ar.retentionPage.title })).toBeVisible();
  await snap(page, 'retention-ar');
  await expectAccessible(page, 'settings: data retention (Arabic)', { colour: 'skip' });
});
