import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Browser, FrameLocator, Page, WebSocketRoute } from '@playwright/test';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { WIDGET_LIMITS } from '../common/contracts/widgetConstants.ts';
import { BASE_URL } from './constants.ts';
import { expect, newPerson, signUpViaApi, snap, test } from './fixtures.ts';
import { text } from './pages/text.ts';

const w = text.widgetChat;

/**
 * A customer's website on another origin that embeds the snippet exactly as the inbox settings show it,
 * with optional window.chatwootSettings first.
 */
let site: http.Server;
let siteUrl = '';
const hostPage = (settings: Record<string, unknown>, websiteToken: string) => `<!doctype html>
<html><head><meta charset="utf-8"><title>Shop</title></head>
<body style="font-family:sans-serif;padding:40px"><h1>Acme shop</h1><p>Welcome to our store.</p>
<script>
window.chatwootSettings = ${JSON.stringify(settings)};
(function (d, t) {
  var BASE_URL = ${JSON.stringify(BASE_URL)};
  var g = d.createElement(t), s = d.getElementsByTagName(t)[0];
  g.src = BASE_URL + '/packs/js/sdk.js';
  g.defer = true; g.async = true;
  s.parentNode.insertBefore(g, s);
  g.onload = function () { window.chatwootSDK.run({ websiteToken: ${JSON.stringify(websiteToken)}, baseUrl: BASE_URL }); };
})(document, 'script');
</script></body></html>`;

const pages = new Map<string, string>();
test.beforeAll(async () => {
  site = http.createServer((req, res) => {
    const html = pages.get(req.url ?? '');
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((r) => site.close(r));
});

const setup = async (request: APIRequestContext) => {
  const { user, headers } = await signUpViaApi(request, newPerson('Widget'));
  const res = await request.post(`/api/v1/accounts/${user.account_id}/inboxes`, {
    headers: { ...headers },
    data: {
      name: 'Acme support',
      greeting_enabled: true,
      greeting_message: 'Hello! Ask us **anything**.',
      channel: {
        type: 'web_widget',
        website_url: siteUrl,
        welcome_title: 'Hi there 👋',
        welcome_tagline: 'We usually answer within minutes.',
        widget_color: '#6D28D9',
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const inbox = (await res.json()) as { id: number; website_token: string };
  return { accountId: user.account_id, headers, inbox, agentName: user.name };
};

const openWidget = async (page: Page, path: string, openLabel = w.openChat): Promise<FrameLocator> => {
  await page.goto(`${siteUrl}${path}`);
  await page.getByRole('button', { name: openLabel }).click();
  const frame = page.frameLocator('iframe.cw-frame');
  return frame;
};

const findConversation = async (request: APIRequestContext, s: Awaited<ReturnType<typeof setup>>) => {
  const res = await request.get(
    `/api/v1/accounts/${s.accountId}/conversations?assignee_type=all&inbox_id=${s.inbox.id}`,
    { headers: { ...s.headers } },
  );
  const list = (await res.json()) as { data: { payload: { id: number }[] } };
  return list.data.payload[0]?.id;
};

test('a visitor chats on a website: welcome, writes, sees the agent reply live, finds it again after a reload', async ({
  page,
  request,
}) => {
  const s = await setup(request);
  pages.set('/shop', hostPage({}, s.inbox.website_token));
  // The widget's live link passes through here, so the test can cut it.
  const links: WebSocketRoute[] = [];
  await page.context().routeWebSocket(/\/cable/, (ws) => {
    ws.connectToServer();
    links.push(ws);
  });
  const frame = await openWidget(page, '/shop');
  await expect(frame.getByRole('heading', { name: 'Hi there 👋' })).toBeVisible();
  await expect(frame.getByText('We usually answer within minutes.')).toBeVisible();
  // The greeting is the inbox's rich text: its marks show, not its asterisks.
  await expect(frame.getByText('Hello! Ask us anything.')).toBeVisible();
  await expect(frame.getByText('anything', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
  await snap(page, 'widget-home-light');

  await frame.getByRole('button', { name: w.startConversation }).click();
  const box = frame.getByRole('textbox', { name: w.typeMessage });
  await box.fill('Do you ship to Lisbon?');
  await box.press('Enter');
  const log = frame.getByRole('log', { name: w.conversation });
  await expect(log.getByText('Do you ship to Lisbon?')).toBeVisible();
  // The email collection prompt follows the first message of an anonymous visitor.
  await expect(frame.getByText(w.emailCollect.title)).toBeVisible();

  await expect.poll(() => findConversation(request, s)).toBeTruthy();
  const conversationId = await findConversation(request, s);
  const reply = await request.post(`/api/v1/accounts/${s.accountId}/conversations/${conversationId}/messages`, {
    headers: { ...s.headers },
    data: { content: 'Yes, in 2–3 days.' },
  });
  expect(reply.status()).toBe(200);
  await expect(log.getByText('Yes, in 2–3 days.')).toBeVisible();
  await expect(log.getByText(s.agentName)).toBeVisible();

  await frame.getByLabel(w.emailCollect.label).fill('visitor@example.test');
  await frame.getByRole('button', { name: w.emailCollect.submit }).click();
  await expect(frame.getByText('visitor@example.test')).toBeVisible();
  await snap(page, 'widget-conversation-light');

  // The page identifies its signed-in customer through window.$chatwoot.setUser.
  await page.evaluate(() =>
    (
      window as unknown as { $chatwoot: { setUser: (id: string, u: Record<string, string>) => void } }
    ).$chatwoot.setUser('cust-42', { name: 'Dana Visitor' }),
  );
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/accounts/${s.accountId}/conversations/${conversationId}`, {
        headers: { ...s.headers },
      });
      return ((await res.json()) as { meta: { sender: { identifier: string; name: string } } }).meta.sender;
    })
    .toMatchObject({ identifier: 'cust-42', name: 'Dana Visitor' });

  // The host page's cw_conversation cookie brings the same conversation back.
  const cookies = await page.context().cookies(siteUrl);
  expect(cookies.find((c) => c.name === 'cw_conversation')?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  await page.reload();
  await page.getByRole('button', { name: w.openChat }).click();
  const again = page.frameLocator('iframe.cw-frame').getByRole('log', { name: w.conversation });
  await expect(again.getByText('Do you ship to Lisbon?')).toBeVisible();
  await expect(again.getByText('Yes, in 2–3 days.')).toBeVisible();

  // The returning visitor's link drops before any event reached it; a reply sent before it is back is
  // replayed when it reconnects (it resumes from the seq its confirmation gave).
  const dropped = links.length;
  await links.at(-1)?.close();
  const missed = await request.post(`/api/v1/accounts/${s.accountId}/conversations/${conversationId}/messages`, {
    headers: { ...s.headers },
    data: { content: 'Sent while you were away.' },
  });
  expect(missed.status()).toBe(200);
  await expect(again.getByText('Sent while you were away.')).toBeVisible({ timeout: 20_000 });
  expect(links.length).toBe(dropped + 1);

  // Closing from inside the chat hands focus back to the bubble.
  await page.frameLocator('iframe.cw-frame').getByRole('button', { name: w.closeChat }).click();
  await expect(page.locator('iframe.cw-frame')).toBeHidden();
});

const screenshotIn = async (
  browser: Browser,
  request: APIRequestContext,
  opts: { dark?: boolean; arabic?: boolean },
) => {
  const s = await setup(request);
  const path = `/${opts.dark ? 'dark' : 'ar'}`;
  pages.set(path, hostPage({ darkMode: 'auto', ...(opts.arabic && { locale: 'ar' }) }, s.inbox.website_token));
  const context = await browser.newContext({
    colorScheme: opts.dark ? 'dark' : 'light',
    locale: opts.arabic ? 'ar' : 'en-US',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const frame = await openWidget(page, path, opts.arabic ? ar.widgetChat.openChat : w.openChat);
  const t = opts.arabic ? ar.widgetChat : w;
  await frame.getByRole('button', { name: t.startConversation }).click();
  const box = frame.getByRole('textbox', { name: t.typeMessage });
  await box.fill(opts.arabic ? 'مرحبًا، هل يمكنكم مساعدتي؟' : 'Hello from the dark side');
  await box.press('Enter');
  await expect(frame.getByText(t.emailCollect.title)).toBeVisible();
  if (opts.arabic) await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  await snap(page, `widget-conversation-${opts.dark ? 'dark' : 'ar'}`);
  expect(errors).toEqual([]);
  await context.close();
};

test('the widget in dark mode and in Arabic (right to left)', async ({ browser, request }) => {
  await screenshotIn(browser, request, { dark: true });
  await screenshotIn(browser, request, { arabic: true });
});

test('past the new-chat limit of one address the widget says why, and Retry boots it again', async ({
  browser,
  request,
}) => {
  const s = await setup(request);
  pages.set('/limited', hostPage({}, s.inbox.website_token));
  // One address of this test's own: every visitor below is a new browser, so a new chat session each.
  const ip = `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const { max } = WIDGET_LIMITS.sessionsPerIp;
  const visit = async () => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
    const page = await context.newPage();
    return { context, page, frame: await openWidget(page, '/limited') };
  };
  for (let i = 0; i < max; i++) {
    const { context, frame } = await visit();
    await expect(frame.getByRole('button', { name: w.startConversation })).toBeVisible();
    await context.close();
  }
  const { context, page, frame } = await visit();
  // The server's real reason (429: too many new chats from this network), not "not available".
  await expect(frame.getByRole('alert')).toHaveText(w.rateLimited);
  const retry = frame.getByRole('button', { name: w.retry });
  await expect(retry).toBeVisible();
  await snap(page, 'widget-rate-limited');
  // Still limited: Retry asks again and says the same; nothing breaks.
  await retry.click();
  await expect(frame.getByRole('alert')).toHaveText(w.rateLimited);
  await context.close();
});
