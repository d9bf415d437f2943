import crypto from 'node:crypto';
import http from 'node:http';
import type { Page } from '@playwright/test';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { expectAccessible } from './axe.ts';
import { E2E_FB_APP_SECRET, FAKE_FACEBOOK_PORT } from './constants.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { text } from './pages/text.ts';

const t = text.inboxesPage;
const PAGE_ID = `e2e-page-${Date.now()}`;

/**
 * Facebook's Graph API on a local port (the e2e server's FACEBOOK_API_URL): the pages of a login, the
 * webhook subscription, profiles, and the Send API, which refuses the first page token as expired
 * (error 190) so the inbox needs reconnecting; the reconnect's login gives a fresh token.
 */
const sends: { token: string | null; body: string }[] = [];
let logins = 0;
const graph = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://x');
    const token = url.searchParams.get('access_token');
    res.setHeader('content-type', 'application/json');
    const path = url.pathname.replace(/^\/v[\d.]+/, '');
    if (path === '/oauth/access_token') {
      res.end(JSON.stringify({ access_token: `long-${url.searchParams.get('fb_exchange_token')}` }));
    } else if (path === '/me/accounts') {
      logins += 1;
      const pageToken = logins === 1 ? 'expired-page-token' : 'fresh-page-token';
      res.end(JSON.stringify({ data: [{ id: PAGE_ID, name: 'Acme Bakery', access_token: pageToken }] }));
    } else if (path.endsWith('/subscribed_apps')) {
      res.end(JSON.stringify({ success: true }));
    } else if (path === '/me/messages') {
      sends.push({ token, body });
      if (token === 'expired-page-token') {
        res.statusCode = 400;
        res.end(
          JSON.stringify({ error: { message: 'Error validating access token', type: 'OAuthException', code: 190 } }),
        );
      } else res.end(JSON.stringify({ recipient_id: 'psid-1', message_id: `m_${sends.length}` }));
    } else if (path.startsWith('/psid-')) {
      res.end(JSON.stringify({ first_name: 'Mona', last_name: 'Saleh' }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
});
test.beforeAll(() => new Promise<void>((resolve) => graph.listen(FAKE_FACEBOOK_PORT, '127.0.0.1', resolve)));
test.afterAll(() => new Promise<void>((resolve) => graph.close(() => resolve())));

/** Facebook's JS SDK, served in place of connect.facebook.net: the login always grants a user token. */
const fakeSdk = (page: Page) =>
  page.route('https://connect.facebook.net/**', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `window.FB = { init: function () {}, login: function (cb) { cb({ status: 'connected', authResponse: { accessToken: 'e2e-user' } }); } };`,
    }),
  );

const toArabic = async (page: Page) => {
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
};

test('Facebook page: connect with the login, receive, a refused token, one-click reconnect', async ({ page }) => {
  // Several screens, each judged in three appearances, on a shared machine.
  test.setTimeout(180_000);
  const { user, headers } = await signUpViaApi(page.request, newPerson('Messenger'));
  await useSession(page.context(), headers);
  const base = `/app/accounts/${user.account_id}`;
  await fakeSdk(page);

  await page.goto(`${base}/settings/inboxes/new/facebook`);
  await page.getByRole('button', { name: t.facebook.login }).click();
  await page.getByLabel(t.facebook.page).selectOption(PAGE_ID);
  await expect(page.getByLabel(t.facebook.inboxName)).toHaveValue('Acme Bakery');
  await snap(page, 'facebook-page-picker-light');
  await expectAccessible(page, 'facebook page picker');
  await page.getByRole('button', { name: t.create.submit }).click();
  await expect(page).toHaveURL(/\/agents$/);
  const inboxId = Number(/new\/(\d+)\/agents/.exec(page.url())?.[1]);

  // A customer writes to the page (a webhook signed with the app secret); the agent's reply meets the expired token.
  const event = {
    object: 'page',
    entry: [
      {
        id: PAGE_ID,
        messaging: [
          {
            sender: { id: 'psid-1' },
            recipient: { id: PAGE_ID },
            timestamp: Date.now(),
            message: { mid: 'm_in_1', text: 'Do you deliver?' },
          },
        ],
      },
    ],
  };
  const raw = JSON.stringify(event);
  const signature = `sha256=${crypto.createHmac('sha256', E2E_FB_APP_SECRET).update(raw).digest('hex')}`;
  const hook = await page.request.post('/bot', {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    data: raw,
  });
  expect(hook.status()).toBe(200);
  const api = `/api/v1/accounts/${user.account_id}`;
  const list = await page.request.get(`${api}/conversations?inbox_id=${inboxId}`, { headers: { ...headers } });
  const conv = ((await list.json()) as { data: { payload: { id: number }[] } }).data.payload[0]!;
  const reply = await page.request.post(`${api}/conversations/${conv.id}/messages`, {
    headers: { ...headers },
    data: { content: 'Yes, every day.' },
  });
  expect(reply.ok()).toBe(true);
  await expect
    .poll(async () => {
      const res = await page.request.get(`${api}/inboxes/${inboxId}`, { headers: { ...headers } });
      return ((await res.json()) as { reauthorization_required: boolean }).reauthorization_required;
    })
    .toBe(true);

  await page.goto(`${base}/settings/inboxes/${inboxId}`);
  const banner = page.getByRole('alert').filter({ hasText: t.reauthorize.title });
  await expect(banner).toBeVisible();
  await snap(page, 'facebook-reauthorize-light');
  await expectAccessible(page, 'facebook reauthorize banner');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'facebook-reauthorize-dark');
  await expectAccessible(page, 'facebook reauthorize banner (dark)', { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });
  await toArabic(page);
  await expect(page.getByRole('button', { name: ar.inboxesPage.reauthorize.action })).toBeVisible();
  await snap(page, 'facebook-reauthorize-ar');
  await expectAccessible(page, 'facebook reauthorize banner (Arabic)', { colour: 'skip' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));
  await page.reload();

  await page.getByRole('button', { name: t.reauthorize.action }).click();
  await expect(page.getByText(t.reauthorize.success)).toBeVisible();
  await expect(banner).toHaveCount(0);
  const after = await page.request.get(`${api}/inboxes/${inboxId}`, { headers: { ...headers } });
  expect(await after.json()).toMatchObject({ id: inboxId, reauthorization_required: false, page_id: PAGE_ID });
  expect(sends[0]).toMatchObject({ token: 'expired-page-token' });
});
