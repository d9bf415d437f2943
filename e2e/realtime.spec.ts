import { expect, newPerson, signUpViaApi, snap, test, untilSubscribed, useSession } from './fixtures.ts';
import { apiAs } from './seed.ts';
import { text } from './pages/text.ts';

/**
 * The browser loses its network while colleagues change things; when it comes back the account's
 * socket resumes from its last seq, the notice goes offline → reconnecting/reconnected → hidden,
 * and what changed meanwhile is on screen without a reload.
 */
test('offline and back: the notice follows the connection and missed changes arrive', async ({
  page,
  context,
  request,
}) => {
  const { headers, user } = await signUpViaApi(request, newPerson('Realtime'));
  const accountId = user.account_id ?? 0;
  const api = apiAs(request, headers);
  await useSession(context, headers);
  await page.goto(`/app/accounts/${accountId}/dashboard`);
  const sidebar = page.getByRole('navigation').last();
  const labels = () => page.getByRole('list', { name: text.menu.sections.labels });
  await expect(page.getByRole('status').filter({ hasText: text.network.offline })).toHaveCount(0);

  // A change made elsewhere shows up live (account.cache_invalidated → the label list refetches).
  await api.post(`/api/v1/accounts/${accountId}/labels`, { title: 'live-one', color: '#ff0000' });
  await expect(labels().getByRole('link', { name: 'live-one' })).toBeVisible();

  await context.setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: text.network.offline });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: text.network.refresh })).toBeVisible();
  await snap(page, 'realtime-offline-light');

  // 200 events while the tab cannot hear them (the test's own API client is not offline).
  for (let i = 1; i <= 200; i += 1) {
    await api.post(`/api/v1/accounts/${accountId}/labels`, {
      title: `missed-${String(i).padStart(3, '0')}`,
      color: '#00aa00',
    });
  }

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: text.network.reconnected })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: text.network.refresh })).toHaveCount(0);
  await expect(labels().getByRole('link', { name: 'missed-200' })).toBeVisible();
  await expect(labels().getByRole('link', { name: 'missed-001' })).toBeVisible();
  // The success notice hides itself after two seconds.
  await expect(page.getByRole('status').filter({ hasText: text.network.reconnected })).toHaveCount(0, {
    timeout: 5_000,
  });
  await expect(sidebar).toBeVisible();
});

test('the offline notice can be dismissed, and reads right in Arabic and dark mode', async ({
  page,
  context,
  request,
}) => {
  const { headers, user } = await signUpViaApi(request, newPerson('Notice'));
  await useSession(context, headers);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('cw_locale', 'ar'));
  // Offline is noticed on a socket that was connected: go offline once its subscription is confirmed (a fixed
  // half-second wait raced it on a busy machine).
  const subscribed = untilSubscribed(page);
  await page.goto(`/app/accounts/${user.account_id ?? 0}/dashboard`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await subscribed;
  await context.setOffline(true);
  const ar = (await import('../common/i18n/ar.json', { with: { type: 'json' } })).default;
  const notice = page.getByRole('status').filter({ hasText: ar.network.offline });
  await expect(notice).toBeVisible();
  await snap(page, 'realtime-offline-dark-ar');
  await notice.getByRole('button', { name: ar.common.dismiss }).click();
  await expect(notice).toHaveCount(0);
  await context.setOffline(false);
});

/**
 * The first subscription replays nothing: a change made after the page read its data but before the socket
 * was subscribed must still reach the screen. The page's subscribe command is held back while a label is made.
 */
test('a change made while the page was still subscribing shows without a reload', async ({
  page,
  context,
  request,
}) => {
  const { headers, user } = await signUpViaApi(request, newPerson('Subscribing'));
  const accountId = user.account_id ?? 0;
  const api = apiAs(request, headers);
  await useSession(context, headers);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  await page.routeWebSocket(/\/cable$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage(async (message) => {
      if (typeof message === 'string' && message.includes('"command":"subscribe"')) {
        held = true;
        await released;
      }
      server.send(message);
    });
  });
  await api.post(`/api/v1/accounts/${accountId}/labels`, { title: 'already-there', color: '#0055aa' });
  await page.goto(`/app/accounts/${accountId}/dashboard`);
  const labels = () => page.getByRole('list', { name: text.menu.sections.labels });
  // The page has read its labels, and its subscription is held back.
  await expect(labels().getByRole('link', { name: 'already-there' })).toBeVisible();
  await expect.poll(() => held).toBe(true);
  await api.post(`/api/v1/accounts/${accountId}/labels`, { title: 'before-subscribe', color: '#0055aa' });
  // The event went out to nobody: the page is not subscribed yet.
  await page.waitForTimeout(500);
  await expect(labels().getByRole('link', { name: 'before-subscribe' })).toHaveCount(0);
  release();
  await expect(labels().getByRole('link', { name: 'before-subscribe' })).toBeVisible();
});
