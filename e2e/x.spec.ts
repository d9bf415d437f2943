import type { Page } from '@playwright/test';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { startFakeX, xDirectMessage, xWebhookSignature, type TFakeX } from '../server/test/fakeX.ts';
import { expectAccessible } from './axe.ts';
import { E2E_X_CONSUMER_KEY, E2E_X_CONSUMER_SECRET, FAKE_X_PORT } from './constants.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { text } from './pages/text.ts';

const t = text.inboxesPage;
const ed = text.editor;
const ACCOUNT = { id: `9${Date.now()}`, screenName: 'acme_bakery' };
const CUSTOMER = { id: `7${Date.now()}`, screenName: 'mona_s', name: 'Mona Saleh' };

/**
 * X on a local port (the e2e server's TWITTER_API_URL): its authorize page has an "Authorize app" link back to
 * our callback, and registering our webhook makes it run X's CRC check against the app.
 */
let fake: TFakeX;
test.beforeAll(async () => {
  fake = await startFakeX({
    consumerKey: E2E_X_CONSUMER_KEY,
    consumerSecret: E2E_X_CONSUMER_SECRET,
    port: FAKE_X_PORT,
  });
  fake.state.crcCheck = true;
});
test.afterAll(() => fake.close());

const judge = async (page: Page, name: string) => {
  await snap(page, `${name}-light`);
  await expectAccessible(page, name);
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, `${name}-dark`);
  await expectAccessible(page, `${name} (dark)`, { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });
};

const arabicLook = async (page: Page, name: string) => {
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await snap(page, `${name}-ar`);
  await expectAccessible(page, `${name} (Arabic)`, { colour: 'skip' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));
  await page.reload();
};

/** X's authorize page: the person allows the app, and X sends the browser back to our callback. */
const authorizeOnX = async (page: Page) => {
  await expect(page).toHaveURL(new RegExp(`^http://127.0.0.1:${FAKE_X_PORT}/oauth/authorize`));
  fake.state.nextUser = ACCOUNT;
  await page.getByRole('link', { name: 'Authorize app' }).click();
};

test('X: sign in, receive a direct message, answer it; a revoked token is reconnected', async ({ page }) => {
  test.setTimeout(180_000);
  const { user, headers } = await signUpViaApi(page.request, newPerson('XDirect'));
  await useSession(page.context(), headers);
  const base = `/app/accounts/${user.account_id}`;
  const api = `/api/v1/accounts/${user.account_id}`;

  await page.goto(`${base}/settings/inboxes/new`);
  await page.getByRole('link', { name: new RegExp(t.picker.channels.twitter.title) }).click();
  await expect(page.getByRole('button', { name: t.twitter.signIn })).toBeVisible();
  await judge(page, 'x-connect');
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.getByRole('button', { name: ar.inboxesPage.twitter.signIn })).toBeVisible();
  await snap(page, 'x-connect-ar');
  await expectAccessible(page, 'x connect (Arabic)', { colour: 'skip' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));
  await page.reload();

  await page.getByRole('button', { name: t.twitter.signIn }).click();
  await authorizeOnX(page);
  await expect(page).toHaveURL(/\/settings\/inboxes\/new\/\d+\/agents$/);
  const inboxId = Number(/new\/(\d+)\/agents/.exec(page.url())?.[1]);
  // The webhook passed X's CRC check, and the account is subscribed.
  expect(fake.webhooks).toContain(`${new URL(page.url()).origin}/webhooks/twitter`);
  expect(fake.subscriptions.has(ACCOUNT.id)).toBe(true);

  // A customer writes (a delivery signed with the consumer secret); the agent answers in the composer.
  const raw = JSON.stringify(
    xDirectMessage(ACCOUNT.id, {
      id: `dm-${CUSTOMER.id}`,
      from: CUSTOMER,
      to: ACCOUNT,
      text: 'Do you have rye bread?',
    }),
  );
  const hook = await page.request.post('/webhooks/twitter', {
    headers: {
      'content-type': 'application/json',
      'x-twitter-webhooks-signature': xWebhookSignature(E2E_X_CONSUMER_SECRET, raw),
    },
    data: raw,
  });
  expect(hook.status()).toBe(200);
  const list = await page.request.get(`${api}/conversations?inbox_id=${inboxId}`, { headers: { ...headers } });
  const conv = ((await list.json()) as { data: { payload: { id: number }[] } }).data.payload[0]!;
  await page.goto(`${base}/conversations/${conv.id}`);
  const log = page.getByRole('log');
  await expect(log.getByText('Do you have rye bread?')).toBeVisible();
  const reply = page.getByRole('textbox', { name: ed.replyLabel });
  await reply.click();
  await reply.pressSequentially('Yes, baked this morning.');
  await page.keyboard.press('Enter');
  await expect.poll(() => fake.sent.length).toBe(1);
  expect(fake.sent[0]).toMatchObject({
    userId: ACCOUNT.id,
    recipientId: CUSTOMER.id,
    text: 'Yes, baked this morning.',
  });
  await expect(log.getByText('Yes, baked this morning.')).toBeVisible();
  await expect(log.getByText(text.conversations.message.failed)).toHaveCount(0);
  await judge(page, 'x-conversation');
  await arabicLook(page, 'x-conversation');

  // X revokes the token: the next reply fails and the inbox asks to be reconnected.
  fake.revoke(ACCOUNT.id);
  const failed = await page.request.post(`${api}/conversations/${conv.id}/messages`, {
    headers: { ...headers },
    data: { content: 'Anything else?' },
  });
  expect(failed.ok()).toBe(true);
  await expect
    .poll(async () => {
      const res = await page.request.get(`${api}/inboxes/${inboxId}`, { headers: { ...headers } });
      return ((await res.json()) as { reauthorization_required: boolean }).reauthorization_required;
    })
    .toBe(true);
  await page.goto(`${base}/settings/inboxes/${inboxId}`);
  const banner = page.getByRole('alert').filter({ hasText: t.reauthorize.twitterTitle });
  await expect(banner).toBeVisible();
  await judge(page, 'x-reauthorize');
  await arabicLook(page, 'x-reauthorize');

  await page.getByRole('button', { name: t.reauthorize.twitterAction }).click();
  await authorizeOnX(page);
  await expect(page).toHaveURL(new RegExp(`/settings/inboxes/${inboxId}$`));
  await expect(page.getByRole('alert').filter({ hasText: t.reauthorize.twitterTitle })).toHaveCount(0);
  const after = await page.request.get(`${api}/inboxes`, { headers: { ...headers } });
  expect(((await after.json()) as { payload: { id: number }[] }).payload.map((i) => i.id)).toEqual([inboxId]);
  const convs = await page.request.get(`${api}/conversations?inbox_id=${inboxId}`, { headers: { ...headers } });
  expect(((await convs.json()) as { data: { payload: unknown[] } }).data.payload).toHaveLength(1);
});
