import type { CDPSession } from '@playwright/test';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { AppShell } from './pages/AppShell.ts';
import { text } from './pages/text.ts';

/**
 * Web push on the profile page (part 1 §7, §8). Headless Chromium here has no push service to reach
 * (no network), so PushManager.subscribe fails after permission is granted: the switch shows the spec's
 * toast, as it does when permission is denied. That a subscription reaches the server, and what the
 * server pushes, is covered by server/features/notificationDelivery/notificationPush.db.test.ts. Here:
 * the service worker is served from /app/ and registers under the page's CSP, and it shows a push it
 * receives (delivered through the DevTools protocol, as a push service would).
 */

/** The registration id of the dashboard's service worker, from the DevTools protocol. */
const workerRegistration = async (cdp: CDPSession, scope: string) => {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
      const reg = e.registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (reg) resolve(reg.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
};

test('push notifications: the switch, the failure toast, the service worker showing a push', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const { user, headers } = await signUpViaApi(request, newPerson('Push'));
  await useSession(context, headers);
  const shell = new AppShell(page);
  await page.goto(`/app/accounts/${user.account_id}/profile/settings`);
  const here = new URL(page.url()).origin;
  const region = page.getByRole('region', { name: text.profile.notificationsTitle });
  const toggle = region.getByRole('switch', { name: text.profile.pushBrowserLabel });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).toHaveAccessibleDescription(text.profile.pushBrowserHint);

  // Permission not granted: the toast, and the switch stays off.
  await toggle.click();
  await expect(shell.toast(text.profile.pushUnsupported)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');

  // Granted: the worker registers under /app/ and subscribing is tried; offline it fails → the toast again.
  await context.grantPermissions(['notifications'], { origin: here });
  await page.reload();
  await toggle.focus();
  await page.keyboard.press('Space');
  // Chromium gives up on the unreachable push service after a while.
  await expect(shell.toast(text.profile.pushUnsupported)).toBeVisible({ timeout: 40_000 });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  const worker = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration('/app/');
    return reg ? { scope: reg.scope, script: (reg.active ?? reg.installing ?? reg.waiting)?.scriptURL } : null;
  });
  expect(worker).toEqual({ scope: `${here}/app/`, script: `${here}/app/sw.js` });
  await snap(page, 'push-profile-light');

  // A push arrives: the worker shows it with the title, body and the conversation's URL.
  const cdp = await context.newCDPSession(page);
  const registrationId = await workerRegistration(cdp, `${here}/app/`);
  const url = `${here}/app/accounts/${user.account_id}/conversations/7`;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: here,
    registrationId,
    data: JSON.stringify({ title: 'You have been mentioned in conversation #7', body: 'hello', tag: 'm_7_1', url }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration('/app/');
        const shown = (await reg?.getNotifications()) ?? [];
        return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
      }),
    )
    .toEqual([{ title: 'You have been mentioned in conversation #7', body: 'hello', tag: 'm_7_1', data: { url } }]);

  // Dark and Arabic (right to left), with the toast showing.
  await shell.choose(text.appearance.dark);
  await toggle.click();
  await expect(shell.toast(text.profile.pushUnsupported)).toBeVisible({ timeout: 40_000 });
  await snap(page, 'push-profile-dark');
  await shell.choose('العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('switch', { name: 'إشعارات الدفع في هذا المتصفح' }).click();
  await expect(shell.toast('هذا المتصفح لا يدعم إشعارات سطح المكتب')).toBeVisible({ timeout: 40_000 });
  await snap(page, 'push-profile-ar');
});
