import type { Page } from '@playwright/test';
import { startFakeMailOauth, type TFakeMailOauth } from '../server/test/fakeMailOauth.ts';
import { expectAccessible } from './axe.ts';
import { FAKE_MAIL_OAUTH_PORT } from './constants.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { text } from './pages/text.ts';
import { apiAs } from './seed.ts';

const E = text.inboxesPage.email;
const R = text.inboxesPage.mailReauthorize;
const RELAY = '/rails/action_mailbox/relay/inbound_emails';
const relayAuth = `Basic ${Buffer.from('actionmailbox:e2e-relay-password').toString('base64')}`;

let fake: TFakeMailOauth;
test.beforeAll(async () => {
  fake = await startFakeMailOauth(FAKE_MAIL_OAUTH_PORT);
});
test.afterAll(async () => {
  await fake.close();
});

const looks = async (page: Page, name: string, ready: () => Promise<void>) => {
  await snap(page, `${name}-light`);
  await expectAccessible(page, `${name} (light)`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, `${name}-dark`);
  await expectAccessible(page, `${name} (dark)`);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await ready();
  await snap(page, `${name}-ar`);
  await expectAccessible(page, `${name} (Arabic)`);
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
};

test('Gmail sign-in: the Google tile, the consent, the inbox; a refused sign-in raises the banner; re-sign-in clears it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await signUpViaApi(request, newPerson('Gmail'));
  const accountId = Number(admin.user.account_id);
  const base = `/app/accounts/${accountId}`;
  const mailbox = `support-${Date.now()}@gmail.example.test`;
  // Tokens that are always due for a refresh: once the grant is revoked, every use is refused.
  fake.settings.expiresIn = 60;

  await useSession(page.context(), admin.headers);
  await page.goto(`${base}/settings/inboxes/new/email`);
  await expect(page.getByRole('button', { name: new RegExp(E.providers.google) })).toBeEnabled();
  await looks(page, 'email-oauth-picker', () =>
    expect(page.getByRole('button', { name: new RegExp(text.inboxesPage.email.providers.google) })).toBeVisible(),
  );
  await page.getByRole('button', { name: new RegExp(E.providers.google) }).click();
  await page.getByLabel(E.address).fill(mailbox);
  await page.getByRole('button', { name: E.signIn.google }).click();
  // The local Google consents at once and sends the browser back through /google/callback.
  await expect(page).toHaveURL(new RegExp(`${base}/settings/inboxes/new/\\d+/agents$`));
  const inboxId = Number(/new\/(\d+)\/agents/.exec(page.url())?.[1]);
  const inboxUrl = `/api/v1/accounts/${accountId}/inboxes/${inboxId}`;
  const inbox = async () =>
    (await (await request.get(inboxUrl, { headers: admin.headers })).json()) as Record<string, unknown>;
  expect(await inbox()).toMatchObject({ provider: 'google', email: mailbox, reauthorization_required: false });

  // The user removes the app's access: a customer writes, and each reply's send finds the grant refused.
  fake.revoke(mailbox);
  const mail = [
    'From: Lina Haddad <lina@customer.test>',
    `To: ${mailbox}`,
    'Subject: Where is my order?',
    `Message-ID: <order-${Date.now()}@customer.test>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Hello, any news?',
    '',
  ].join('\r\n');
  const relayed = await request.post(RELAY, {
    headers: { 'content-type': 'message/rfc822', authorization: relayAuth },
    data: Buffer.from(mail),
  });
  expect(relayed.status()).toBeLessThan(300);
  let displayId = 0;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/accounts/${accountId}/conversations?inbox_id=${inboxId}&status=all`, {
        headers: admin.headers,
      });
      const body = (await res.json()) as { data: { payload: { id: number }[] } };
      displayId = body.data.payload[0]?.id ?? 0;
      return displayId;
    })
    .toBeGreaterThan(0);
  const api = apiAs(request, admin.headers);
  for (let i = 0; i < 3; i++)
    await api.post(`/api/v1/accounts/${accountId}/conversations/${displayId}/messages`, { content: `Reply ${i}` });
  await expect.poll(async () => (await inbox()).reauthorization_required, { timeout: 30_000 }).toBe(true);

  // The banner on the inbox's settings: one click signs in again and the warning goes.
  fake.settings.expiresIn = 3600;
  await page.goto(`${base}/settings/inboxes/${inboxId}`);
  const banner = page.getByRole('alert').filter({ hasText: R.title.replace('{{provider}}', 'Google') });
  await expect(banner).toBeVisible();
  await looks(page, 'email-oauth-reauthorize', () => expect(page.getByRole('alert').first()).toBeVisible());
  await page.getByRole('button', { name: R.action.replace('{{provider}}', 'Google') }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/settings/inboxes/${inboxId}$`));
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect((await inbox()).reauthorization_required).toBe(false);
  await snap(page, 'email-oauth-reauthorized-light');
});
