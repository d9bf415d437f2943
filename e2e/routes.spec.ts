import { BASE_URL } from './constants.ts';
import { expect, useSession } from './fixtures.ts';
import { AppShell } from './pages/AppShell.ts';
import { exact } from './pages/text.ts';
import { fillPath, mayOpen, titleOf, walkableRoutes } from './routeWalk.ts';
import { shellTest, type TShellSeed } from './shellSeed.ts';

const base = (seed: TShellSeed) => `/app/accounts/${seed.admin.accountId}`;

shellTest(
  'an administrator opens every route of the spec inside the shell',
  async ({ page, context, shellSeed: seed }) => {
    shellTest.setTimeout(240_000);
    await useSession(context, seed.admin.headers);
    const shell = new AppShell(page);
    for (const route of walkableRoutes()) {
      const path = `${base(seed)}/${fillPath(route.path)}`;
      await page.goto(path);
      await shell.expectPage(exact(`${BASE_URL}${path}`), titleOf(route.name));
      await expect(page.getByRole('complementary'), route.name).toHaveCount(route.group ? 1 : 0);
    }
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
  for (const route of walkableRoutes()) {
    const path = `${base(seed)}/${fillPath(route.path)}`;
    await page.goto(path);
    if (mayOpen(['agent'], route)) await shell.expectPage(exact(`${BASE_URL}${path}`), titleOf(route.name));
    else await shell.expectDashboard();
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
