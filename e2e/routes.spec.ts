import type { Browser } from '@playwright/test';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import type { TAuthHeaders } from '../common/contracts/auth.ts';
import { expectAccessible } from './axe.ts';
import { BASE_URL } from './constants.ts';
import { expect, useSession } from './fixtures.ts';
import { AppShell } from './pages/AppShell.ts';
import { exact, text } from './pages/text.ts';
import { fillPath, mayOpen, openInApp, titleOf, walkableRoutes, walkTo, type TWalkBarrier } from './routeWalk.ts';
import { shellTest, type TShellSeed } from './shellSeed.ts';

const base = (seed: TShellSeed) => `/app/accounts/${seed.admin.accountId}`;

/** The help centre's home and a portal's page go on to the portal list while the account has no portal. */
const urlOf = (name: string, path: string) =>
  name === 'default_portal_articles' || name === 'portalSlug'
    ? new RegExp(`^${BASE_URL}(${path}|/app/accounts/\\d+/portals/all)$`)
    : exact(`${BASE_URL}${path}`);

/** A second browser of the same person that chose Arabic: the walk checks each screen in it too. */
const arabicPage = async (browser: Browser, headers: TAuthHeaders) => {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  await useSession(context, headers);
  await context.addInitScript(() => localStorage.setItem('cw_locale', 'ar'));
  return context.newPage();
};

shellTest(
  'an administrator opens every route of the spec inside the shell, each accessible in light, dark and Arabic',
  async ({ page, context, browser, shellSeed: seed }) => {
    shellTest.setTimeout(600_000);
    await useSession(context, seed.admin.headers);
    const shell = new AppShell(page);
    const arabic = await arabicPage(browser, seed.admin.headers);
    // One pass: each screen is opened once per language and axe runs on it in each mode (docs/ACCESSIBILITY.md).
    // A screen shaped like one already judged (the "soon" pages of a menu group, the conversation screen's list
    // views) is not judged again, nor opened in Arabic; the Arabic browser works beside the dark check. Dark
    // changes only colours (colour rules alone), Arabic only words and direction (every rule but colour).
    // The first route loads in full; the walk then moves in the app as its links do, no reload per route (the
    // agent's walk below loads every route in full).
    const profile = `${base(seed)}/profile/settings`;
    const barrier: TWalkBarrier = { path: profile, title: text.profile.title };
    const arabicBarrier: TWalkBarrier = { path: profile, title: ar.profile.title };
    const seen = new Set<string>();
    for (const route of walkableRoutes()) {
      const path = `${base(seed)}/${fillPath(route.path)}`;
      await walkTo(page, path, titleOf(route.name), barrier);
      await shell.expectPage(urlOf(route.name, path), titleOf(route.name));
      await expect(page.getByRole('complementary'), route.name).toHaveCount(route.group ? 1 : 0);
      if (!(await expectAccessible(page, `${route.name} (light)`, { seen }))) continue;
      const dark = async () => {
        await page.emulateMedia({ colorScheme: 'dark' });
        await expectAccessible(page, `${route.name} (dark)`, { colour: 'only' });
        await page.emulateMedia({ colorScheme: 'light' });
      };
      const inArabic = async () => {
        await walkTo(arabic, path, /.+/, arabicBarrier);
        await expect(arabic.locator('html')).toHaveAttribute('lang', 'ar');
        await expect(arabic.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(arabic, `${route.name} (Arabic)`, { colour: 'skip' });
      };
      await Promise.all([dark(), inArabic()]);
    }
    await arabic.context().close();
    // Redirects: settings home, list pages, and unnamed routes.
    for (const [from, to] of [
      ['settings', 'settings/general'],
      ['settings/agents', 'settings/agents/list'],
      ['settings/inboxes', 'settings/inboxes/list'],
      ['reports', 'reports/overview'],
      ['campaigns', 'campaigns/ongoing'],
      ['no/such/page', 'dashboard'],
      ['', 'dashboard'],
    ] as const) {
      await page.goto(`${base(seed)}/${from}`);
      await expect(page).toHaveURL(exact(`${BASE_URL}${base(seed)}/${to}`));
    }
  },
);

shellTest('an agent lands where the access rules say', async ({ page, context, shellSeed: seed }) => {
  shellTest.setTimeout(240_000);
  await useSession(context, seed.agent.headers);
  const shell = new AppShell(page);
  // The walk moves in the app as the admin's does (each route's guard and loaders run on every navigation); a
  // route the agent may not open is entered from the profile page, so the dashboard it ends on is the guard's.
  const barrier: TWalkBarrier = { path: `${base(seed)}/profile/settings`, title: text.profile.title };
  for (const route of walkableRoutes()) {
    const path = `${base(seed)}/${fillPath(route.path)}`;
    if (mayOpen(['agent'], route)) {
      await walkTo(page, path, titleOf(route.name), barrier);
      await shell.expectPage(urlOf(route.name, path), titleOf(route.name));
    } else {
      await walkTo(page, barrier.path, barrier.title, barrier);
      await openInApp(page, path);
      await shell.expectDashboard();
    }
  }
  // Loaded in full, a forbidden route is turned away the same way.
  const forbidden = walkableRoutes().find((r) => !mayOpen(['agent'], r));
  if (forbidden) {
    await page.goto(`${base(seed)}/${fillPath(forbidden.path)}`);
    await shell.expectDashboard();
  }
  await page.goto(`${base(seed)}/settings`);
  await expect(page).toHaveURL(exact(`${BASE_URL}${base(seed)}/settings/canned-response`));
  // An account the agent is not a member of: the guard sends them to login, and the login page passes a
  // signed-in user on to their own dashboard — never into the other account.
  await page.goto(`/app/accounts/${seed.secondAccountId}/dashboard`);
  await expect(page).toHaveURL(exact(`${BASE_URL}${base(seed)}/dashboard`));
  // No session at all: the login page.
  await context.clearCookies();
  await page.goto(`${base(seed)}/dashboard`);
  await expect(page).toHaveURL(/\/app\/login$/);
});
