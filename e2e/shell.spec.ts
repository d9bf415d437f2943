import type { Locator, Page } from '@playwright/test';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { expect, snap, useSession } from './fixtures.ts';
import { AppShell } from './pages/AppShell.ts';
import { fill, text } from './pages/text.ts';
import { shellTest, type TShellSeed } from './shellSeed.ts';

const base = (seed: TShellSeed) => `/app/accounts/${seed.admin.accountId}`;

/** The links' accessible names, in order (an icon link's only text is its name, shown as a tooltip). */
const expectNames = async (links: Locator, names: RegExp[]) => {
  await expect(links).toHaveCount(names.length);
  for (const [i, name] of names.entries()) await expect(links.nth(i)).toHaveAccessibleName(name);
};

/**
 * A primary link's tooltip shows its name on hover and on keyboard focus, on the side away from the sidebar
 * (`away`: right in English, left in Arabic), and Escape hides it.
 */
const expectTooltip = async (page: Page, link: Locator, label: string, away: 'right' | 'left', shot: string) => {
  const tooltip = page.getByRole('tooltip');
  await link.hover();
  await expect(tooltip).toHaveText(label);
  await expect(link).toHaveAccessibleDescription(label);
  // Laid out, not only in the tree: right after a menu closes the tooltip may still be opening.
  await expect(tooltip).toBeVisible();
  const [tip, box] = [await tooltip.boundingBox(), await link.boundingBox()];
  if (!tip || !box) throw new Error('tooltip or link not laid out');
  if (away === 'right') expect(tip.x).toBeGreaterThanOrEqual(box.x + box.width);
  else expect(tip.x + tip.width).toBeLessThanOrEqual(box.x);
  await snap(page, shot);
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
  await page.mouse.move(600, 400);
  await link.focus();
  await expect(tooltip).toHaveText(label);
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
  await link.blur();
};

shellTest(
  'menus follow the role: primary items, settings menu, sidebar sections',
  async ({ page, context, shellSeed: seed }) => {
    await useSession(context, seed.admin.headers);
    const shell = new AppShell(page);
    await page.goto(`${base(seed)}/dashboard`);
    await shell.expectDashboard(seed.admin.accountName);
    // An icon link is named by its label (its tooltip); every area is built, Captain too.
    const primary = Object.values(text.menu.primary).map((name) => new RegExp(name));
    await expectNames(shell.primaryNav().getByRole('link'), primary);
    const sidebar = shell.sidebar();
    await expect(sidebar.getByRole('list', { name: text.menu.sections.inboxes }).getByRole('link')).toHaveText([
      'api hooks',
      'Billing mail',
      'website',
    ]);
    await expect(sidebar.getByRole('link', { name: 'vip' })).toHaveAttribute('href', `${base(seed)}/label/vip`);
    await expect(sidebar.getByRole('link', { name: 'Tier 2' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Urgent open' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: text.menu.add.inbox })).toBeVisible();
    await snap(page, 'shell-conversations-light');
    await expectTooltip(page, shell.primaryLink('reports'), text.menu.primary.reports, 'right', 'tooltip-light');
    await sidebar.getByRole('link', { name: 'Billing mail' }).click();
    await expect(page).toHaveURL(/\/inbox\/\d+$/);
    await expect(sidebar.getByRole('link', { name: 'Billing mail' })).toHaveAttribute('aria-current', 'page');

    await shell.primaryLink('settings').click();
    await expect(page).toHaveURL(/\/settings\/general$/);
    await expect(sidebar.getByRole('link')).toHaveText([
      text.menu.settings.account_settings,
      text.menu.settings.agents,
      text.menu.settings.teams,
      text.menu.settings.inboxes,
      text.menu.settings.labels,
      text.menu.settings.custom_attributes,
      text.menu.settings.automation,
      text.menu.settings.agent_bots,
      text.menu.settings.macros,
      text.menu.settings.canned_responses,
      text.menu.settings.integrations,
      // Audit logs and custom roles exist now (issue 32): they need only their flags.
      text.menu.settings.audit_logs,
      `${text.menu.settings.custom_roles}${text.menu.beta}`,
      // SLA needs only the SLA flag now (issue 20); the item carries its Beta badge in its text.
      `${text.menu.settings.sla}${text.menu.beta}`,
      // Single sign-on and the account's security settings (issue 33), administrators only.
      text.menu.settings.security,
      // What the nightly retention job deletes (issue 33), administrators only.
      text.menu.settings.data_retention,
    ]);
    await snap(page, 'settings-light');
    await shell.primaryLink('reports').click();
    await expect(page).toHaveURL(/\/reports\/overview$/);
    await snap(page, 'reports-light');

    // The agent: no reports, campaigns or add links; settings holds macros and canned responses.
    await context.clearCookies();
    await useSession(context, seed.agent.headers);
    await page.goto(`${base(seed)}/dashboard`);
    await shell.expectDashboard(seed.admin.accountName);
    // An icon link is named by its label (its tooltip); Captain is the agents' too.
    await expectNames(shell.primaryNav().getByRole('link'), [
      new RegExp(text.menu.primary.inbox_view),
      new RegExp(text.menu.primary.conversations),
      new RegExp(text.menu.primary.captain),
      new RegExp(text.menu.primary.contacts),
      new RegExp(text.menu.primary.help_center),
      new RegExp(text.menu.primary.settings),
    ]);
    await expect(shell.sidebar().getByRole('link', { name: text.menu.add.inbox })).toHaveCount(0);
    await shell.openUserMenu();
    await expect(shell.menu().getByRole('menuitem', { name: text.userMenu.superAdmin })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await shell.primaryLink('settings').click();
    await expect(page).toHaveURL(/\/settings\/canned-response$/);
    await expect(shell.sidebar().getByRole('link')).toHaveText([
      text.menu.settings.macros,
      text.menu.settings.canned_responses,
    ]);
    await snap(page, 'agent-settings-light');
  },
);

shellTest(
  'switch between two accounts from the user menu and the sidebar',
  async ({ page, context, shellSeed: seed }) => {
    await useSession(context, seed.admin.headers);
    const shell = new AppShell(page);
    await page.goto(`${base(seed)}/dashboard`);
    await shell.expectDashboard(seed.admin.accountName);
    const selector = await shell.openAccountSelector();
    await expect(shell.accountOption(seed.admin.accountName)).toHaveAttribute('aria-current', 'true');
    await expect(selector.getByText(text.roles.administrator).first()).toBeVisible();
    await snap(page, 'account-selector-two');
    await shell.accountOption(`${seed.admin.accountName} EU`).click();
    await shell.expectDashboard(`${seed.admin.accountName} EU`);
    expect(shell.accountIdInUrl()).toBe(seed.secondAccountId);
    // Back through the account-switch control of the secondary sidebar.
    await shell.sidebar().hover();
    await shell.sidebar().getByRole('button', { name: text.shell.switchAccount }).click();
    await shell.accountOption(seed.admin.accountName).click();
    await shell.expectDashboard(seed.admin.accountName);
    expect(shell.accountIdInUrl()).toBe(seed.admin.accountId);
  },
);

shellTest('keyboard shortcuts open the help and move between areas', async ({ page, context, shellSeed: seed }) => {
  await useSession(context, seed.admin.headers);
  const shell = new AppShell(page);
  await page.goto(`${base(seed)}/dashboard`);
  await shell.expectDashboard();
  await page.keyboard.press('Control+/');
  const help = shell.dialog();
  await expect(help.getByRole('heading', { name: text.shortcuts.title })).toBeVisible();
  for (const label of Object.values(text.shortcuts.items))
    await expect(help.getByText(label, { exact: true })).toBeVisible();
  await snap(page, 'shortcuts-light');
  await page.keyboard.press('Control+Escape');
  await expect(help).toBeHidden();

  await page.keyboard.press('Alt+KeyV');
  await shell.expectPage(/\/contacts$/, text.routes.contacts_dashboard);
  await page.keyboard.press('Alt+KeyR');
  await shell.expectPage(/\/reports\/overview$/, text.routes.account_overview_reports);
  await page.keyboard.press('Alt+KeyS');
  await shell.expectPage(/\/settings\/agents\/list$/, text.agents.title);
  await page.keyboard.press('Alt+KeyC');
  await shell.expectDashboard();
  // Already there: nothing happens (no new history entry).
  const before = await page.evaluate(() => history.length);
  await page.keyboard.press('Alt+KeyC');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => history.length)).toBe(before);

  // Also from the user menu.
  await shell.openUserMenu();
  await shell.menu().getByRole('menuitem', { name: text.userMenu.shortcuts }).click();
  await expect(help).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});

shellTest(
  'profile settings: preferences, signature, notifications; user menu; banners',
  async ({ page, context, shellSeed: seed }) => {
    await useSession(context, seed.admin.headers);
    const shell = new AppShell(page);
    await page.goto(`${base(seed)}/profile/settings`);
    await expect(shell.mainHeading()).toHaveText(text.profile.title);

    const notifications = page.getByRole('region', { name: text.profile.notificationsTitle });
    const mention = notifications.getByRole('checkbox', {
      name: fill(text.profile.notificationEmailFor, { type: text.notificationTypes.conversation_mention }),
    });
    const assigned = notifications.getByRole('checkbox', {
      name: fill(text.profile.notificationPushFor, { type: text.notificationTypes.conversation_assignment }),
    });
    await expect(assigned).toBeChecked();
    await expect(mention).not.toBeChecked();
    await mention.check();
    await expect(shell.toast(text.profile.notificationsSaved).first()).toBeVisible();
    await assigned.uncheck();
    await expect(assigned).not.toBeChecked();

    const signature = page.getByRole('region', { name: text.profile.signatureTitle });
    await signature.getByLabel(text.profile.signatureLabel).fill('— Ada, Acme support');
    await signature.getByRole('button', { name: text.profile.signatureSave }).click();
    await expect(shell.toast(text.profile.signatureSaved)).toBeVisible();
    await signature.getByRole('switch', { name: text.channels.channel_email }).click();
    await expect(signature.getByRole('switch', { name: text.channels.channel_email })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const prefs = page.getByRole('region', { name: text.profile.preferencesTitle });
    const cmdEnter = prefs.getByRole('radio', {
      name: new RegExp(text.profile.sendKey.cmd_enter.replace(/[+/]/g, '\\$&')),
    });
    await cmdEnter.check();
    await expect(shell.toast(text.profile.sendKeySaved)).toBeVisible();

    await page.reload();
    await expect(mention).toBeChecked();
    await expect(assigned).not.toBeChecked();
    await expect(signature.getByLabel(text.profile.signatureLabel)).toHaveValue('— Ada, Acme support');
    await expect(signature.getByRole('switch', { name: text.channels.channel_email })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(cmdEnter).toBeChecked();
    await snap(page, 'profile-light');

    // Availability and auto-offline from the user menu.
    await shell.openUserMenu();
    await expect(shell.menu().getByRole('menuitemradio', { name: text.availability.online })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await shell.menu().getByRole('menuitemcheckbox', { name: text.userMenu.autoOffline }).click();
    await expect(shell.toast(text.userMenu.autoOfflineOff)).toBeVisible();
    const console = shell.menu().getByRole('menuitem', { name: text.userMenu.superAdmin });
    await expect(console).toHaveCount(seed.admin.isSuperAdmin ? 1 : 0);
    if (seed.admin.isSuperAdmin) await expect(console).toHaveAttribute('href', '/super_admin');
    await snap(page, 'user-menu-light');
    await page.keyboard.press('Escape');

    // The email-not-verified banner resends the link.
    await shell.emailBanner().getByRole('button', { name: text.banner.resend }).click();
    await expect(shell.toast(text.banner.resent)).toBeVisible();
  },
);

shellTest('screenshots in dark mode and in Arabic', async ({ page, context, shellSeed: seed }) => {
  await useSession(context, seed.admin.headers);
  const shell = new AppShell(page);
  await page.goto(`${base(seed)}/dashboard`);
  await shell.expectDashboard();
  await shell.choose(text.appearance.dark);
  await snap(page, 'shell-conversations-dark');
  await expectTooltip(page, shell.primaryLink('reports'), text.menu.primary.reports, 'right', 'tooltip-dark');
  for (const [path, name] of [
    ['settings/general', 'settings-dark'],
    ['profile/settings', 'profile-dark'],
    ['settings/inboxes/new', 'wizard-dark'],
    ['portals/all', 'portals-dark'],
  ] as const) {
    await page.goto(`${base(seed)}/${path}`);
    await expect(shell.mainHeading()).toBeVisible();
    await snap(page, name);
  }
  await page.keyboard.press('Control+/');
  await expect(shell.dialog()).toBeVisible();
  await snap(page, 'shortcuts-dark');
  await page.keyboard.press('Control+Escape');
  await page.goto(`${base(seed)}/dashboard`);
  await shell.openUserMenu();
  await snap(page, 'user-menu-dark');
  await page.keyboard.press('Escape');

  await shell.choose('العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await snap(page, 'shell-ar-dark');
  const reportsAr = page
    .getByRole('navigation', { name: ar.shell.mainNav })
    .getByRole('link', { name: ar.menu.primary.reports, exact: true });
  await expectTooltip(page, reportsAr, ar.menu.primary.reports, 'left', 'tooltip-ar-dark');
  await shell.choose('فاتح'); // light
  await snap(page, 'shell-ar');
  for (const [path, name] of [
    ['settings/general', 'settings-ar'],
    ['profile/settings', 'profile-ar'],
    ['reports/overview', 'reports-ar'],
  ] as const) {
    await page.goto(`${base(seed)}/${path}`);
    await expect(shell.mainHeading()).toBeVisible();
    await snap(page, name);
  }
  await shell.openUserMenu();
  await snap(page, 'user-menu-ar');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+/');
  await expect(shell.dialog()).toBeVisible();
  await snap(page, 'shortcuts-ar');
  await page.keyboard.press('Control+Escape');
  await shell.choose('English');
});
