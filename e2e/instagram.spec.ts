import crypto from 'node:crypto';
import http from 'node:http';
import type { Page } from '@playwright/test';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { expectAccessible } from './axe.ts';
import { E2E_IG_APP_SECRET, FAKE_INSTAGRAM_PORT } from './constants.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { text } from './pages/text.ts';

const t = text.inboxesPage;
const IG_ID = `e2e-ig-${Date.now()}`;

/**
 * Instagram on a local port (the e2e server's INSTAGRAM_* URLs): the authorize page sends the browser
 * straight back with a code; the token exchanges, /me and the subscription answer; me/messages records sends.
 */
const sends: { auth: string | undefined; body: string }[] = [];
/** A story's picture as Instagram's CDN serves it (a 1×1 PNG): the media job downloads a mention's story. */
const STORY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const fake = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/oauth/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', 'e2e-code');
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      res.end();
    } else if (url.pathname === '/oauth/access_token') {
      res.end(JSON.stringify({ access_token: 'short-token', user_id: 1 }));
    } else if (url.pathname === '/access_token') {
      res.end(JSON.stringify({ access_token: 'long-token', expires_in: 5184000 }));
    } else if (/^\/v[\d.]+\/me$/.test(url.pathname)) {
      res.end(JSON.stringify({ id: 'app-scoped', user_id: IG_ID, username: 'acme.bakery', name: 'Acme Bakery' }));
    } else if (url.pathname.endsWith('/me/subscribed_apps')) {
      res.end(JSON.stringify({ success: true }));
    } else if (url.pathname.endsWith('/me/messages')) {
      sends.push({ auth: req.headers.authorization, body });
      res.end(JSON.stringify({ recipient_id: 'igsid-1', message_id: `ig_m_${sends.length}` }));
    } else if (url.pathname === '/cdn/story.png') {
      res.setHeader('content-type', 'image/png');
      res.end(STORY_PNG);
    } else if (/\/igsid-/.test(url.pathname)) {
      res.end(JSON.stringify({ name: 'Mona Saleh', username: 'mona.s' }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
});
test.beforeAll(() => new Promise<void>((resolve) => fake.listen(FAKE_INSTAGRAM_PORT, '127.0.0.1', resolve)));
test.afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const judge = async (page: Page, name: string) => {
  await snap(page, `${name}-light`);
  await expectAccessible(page, name);
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, `${name}-dark`);
  await expectAccessible(page, `${name} (dark)`, { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });
};

/** A direct message from the customer igsid-1 to the connected account, signed as Instagram signs it. */
const deliver = (page: Page, message: Record<string, unknown>) => {
  const raw = JSON.stringify({
    object: 'instagram',
    entry: [
      {
        id: IG_ID,
        time: Date.now(),
        messaging: [{ sender: { id: 'igsid-1' }, recipient: { id: IG_ID }, timestamp: Date.now(), message }],
      },
    ],
  });
  const signature = `sha256=${crypto.createHmac('sha256', E2E_IG_APP_SECRET).update(raw).digest('hex')}`;
  return page.request.post('/webhooks/instagram', {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    data: raw,
  });
};

test('Instagram: connect with the business login, receive a direct message, reply', async ({ page }) => {
  test.setTimeout(180_000);
  const { user, headers } = await signUpViaApi(page.request, newPerson('Instagram'));
  await useSession(page.context(), headers);
  const base = `/app/accounts/${user.account_id}`;

  await page.goto(`${base}/settings/inboxes/new`);
  await page.getByRole('link', { name: new RegExp(t.picker.channels.instagram.title) }).click();
  await expect(page.getByRole('button', { name: t.instagram.signIn })).toBeVisible();
  await judge(page, 'instagram-connect');
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.getByRole('button', { name: ar.inboxesPage.instagram.signIn })).toBeVisible();
  await snap(page, 'instagram-connect-ar');
  await expectAccessible(page, 'instagram connect (Arabic)', { colour: 'skip' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));
  await page.reload();

  await page.getByRole('button', { name: t.instagram.signIn }).click();
  await expect(page).toHaveURL(/\/settings\/inboxes\/new\/\d+\/agents$/);
  const inboxId = Number(/new\/(\d+)\/agents/.exec(page.url())?.[1]);

  // A customer writes (a webhook signed with the Instagram app secret); the agent's reply reaches Instagram.
  const hook = await deliver(page, { mid: `ig_in_${IG_ID}`, text: 'Is the shop open today?' });
  expect(hook.status()).toBe(200);
  const api = `/api/v1/accounts/${user.account_id}`;
  const list = await page.request.get(`${api}/conversations?inbox_id=${inboxId}`, { headers: { ...headers } });
  const conv = ((await list.json()) as { data: { payload: { id: number }[] } }).data.payload[0]!;
  await page.goto(`${base}/conversations/${conv.id}`);
  await expect(page.getByText('Is the shop open today?')).toBeVisible();
  const reply = await page.request.post(`${api}/conversations/${conv.id}/messages`, {
    headers: { ...headers },
    data: { content: 'Yes, until six.' },
  });
  expect(reply.ok()).toBe(true);
  await expect.poll(() => sends.length).toBe(1);
  expect(sends[0]!.auth).toBe('Bearer long-token');
  expect(JSON.parse(sends[0]!.body)).toEqual({ recipient: { id: 'igsid-1' }, message: { text: 'Yes, until six.' } });

  // A reply to the account's story links the story; a mention shows the story's picture, downloaded.
  const storyUrl = 'https://lookaside.fbsbx.com/ig_messaging_cdn/?asset_id=e2e-story';
  expect(
    (
      await deliver(page, {
        mid: `ig_story_reply_${IG_ID}`,
        text: 'Love it!',
        reply_to: { story: { url: storyUrl, id: 'st-1' } },
      })
    ).status(),
  ).toBe(200);
  const storyPicture = `http://127.0.0.1:${FAKE_INSTAGRAM_PORT}/cdn/story.png`;
  expect(
    (
      await deliver(page, {
        mid: `ig_story_mention_${IG_ID}`,
        attachments: [{ type: 'story_mention', payload: { url: storyPicture } }],
      })
    ).status(),
  ).toBe(200);
  const log = page.getByRole('log', { name: text.conversations.messagesLabel });
  const replied = log.getByRole('article').filter({ hasText: 'Love it!' });
  await expect(replied.getByText(text.conversations.message.storyReply)).toBeVisible();
  await expect(replied.getByRole('link', { name: text.conversations.message.openStory })).toHaveAttribute(
    'href',
    storyUrl,
  );
  const mention = log.getByRole('article').filter({ hasText: text.conversations.message.storyMention });
  await expect(mention.getByRole('img')).toBeVisible();
  // The contact panel's shared files follow the download too: the tile turns from a file card into a picture.
  const panel = page.getByRole('complementary', { name: text.conversations.panel.label });
  await expect(panel.getByRole('button', { name: /^Open / }).locator('img')).toHaveCount(1);
  await judge(page, 'instagram-story');
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  const arLog = page.getByRole('log', { name: ar.conversations.messagesLabel });
  await expect(arLog.getByText(ar.conversations.message.storyReply)).toBeVisible();
  await expect(arLog.getByRole('link', { name: ar.conversations.message.openStory })).toBeVisible();
  await snap(page, 'instagram-story-ar');
  await expectAccessible(page, 'instagram story (Arabic)', { colour: 'skip' });
});
