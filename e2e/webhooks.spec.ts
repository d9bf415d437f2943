import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';
import { startWidgetSite, visitorWrites } from './widgetSite.ts';

const W = text.webhooksPage;

interface TReceived {
  headers: http.IncomingHttpHeaders;
  body: string;
  json: { event?: string; content?: string };
}

/** The customer's service receiving webhooks, and a customer's website embedding the widget. */
let receiver: http.Server;
let receiverUrl = '';
const received: TReceived[] = [];
let site: Awaited<ReturnType<typeof startWidgetSite>>;

const listen = async (server: http.Server) => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

test.beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body, json: JSON.parse(body) as TReceived['json'] });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
  });
  receiverUrl = `${await listen(receiver)}/hooks/helpdesk`;
  site = await startWidgetSite();
});
test.afterAll(async () => {
  await new Promise((r) => receiver.close(r));
  await site.close();
});

const setup = async (page: Page) => {
  const { user, headers } = await signUpViaApi(page.request, newPerson('Hooks'));
  await useSession(page.context(), headers);
  const res = await page.request.post(`/api/v1/accounts/${user.account_id}/inboxes`, {
    headers: { ...headers },
    data: { name: 'Acme website', channel: { type: 'web_widget', website_url: site.origin } },
  });
  expect(res.status(), await res.text()).toBe(200);
  const inbox = (await res.json()) as { id: number; website_token: string };
  return { base: `/app/accounts/${user.account_id}`, inbox };
};

test('a webhook receives a real widget message, signed; the delivery log shows it and redelivers it', async ({
  page,
  browser,
}) => {
  const s = await setup(page);
  await page.goto(`${s.base}/settings/integrations/webhook`);
  await expect(page.getByRole('heading', { name: W.title, level: 1 })).toBeVisible();
  await expect(page.getByText(W.emptyTitle)).toBeVisible();
  await snap(page, 'webhooks-empty-light');

  // Add: a bad URL is refused by the field; then the receiver, scoped to the website inbox.
  await page.getByRole('button', { name: W.add }).first().click();
  const dialog = page.getByRole('dialog', { name: W.addTitle });
  await dialog.getByLabel(W.fields.url).fill('ftp://nope');
  await dialog.getByRole('button', { name: W.create }).click();
  await expect(dialog.getByText(W.errors.url)).toBeVisible();
  await dialog.getByLabel(W.fields.url).fill(receiverUrl);
  await dialog.getByLabel(W.fields.name).fill('Order system');
  await dialog.getByLabel(W.fields.inbox).selectOption({ label: 'Acme website' });
  await expect(dialog.getByRole('checkbox', { name: W.events.message_created })).toBeChecked();
  await dialog.getByRole('checkbox', { name: W.events.conversation_typing_on }).check();
  await snap(page, 'webhooks-dialog-light');
  await dialog.getByRole('button', { name: W.create }).click();

  // The secret, once.
  const secretDialog = page.getByRole('dialog', { name: W.secretTitle });
  const secret = await secretDialog.getByRole('textbox', { name: W.fields.secret }).inputValue();
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  await snap(page, 'webhooks-secret-light');
  await secretDialog.getByRole('button', { name: W.secretDone }).click();
  await expect(page.getByRole('row', { name: /Order system/ })).toBeVisible();
  // The defaults (every event but typing: Chatwoot's eight and our merged, unmerged, split and contact_erased) plus
  // typing_on.
  await expect(page.getByText(fill(W.eventCount, { count: '13' }))).toBeVisible();

  // A visitor writes through the widget on the customer's site.
  site.embed(s.inbox.website_token);
  const chat = await visitorWrites(browser, site.origin, 'Where is my parcel?');
  await expect(chat.log.getByText('Where is my parcel?')).toBeVisible();
  await chat.visitor.close();

  const isParcel = (r: TReceived) => r.json.event === 'message_created' && r.json.content === 'Where is my parcel?';
  await expect.poll(() => received.filter(isParcel).length, { timeout: 15_000 }).toBe(1);
  const got = received.find(isParcel)!;
  expect(got.json).toMatchObject({ message_type: 'incoming', inbox: { id: s.inbox.id } });
  const ts = String(got.headers['x-chatwoot-timestamp']);
  const expected = crypto.createHmac('sha256', secret).update(`${ts}.${got.body}`).digest('hex');
  expect(got.headers['x-chatwoot-signature']).toBe(`sha256=${expected}`);

  // The delivery log shows it; redeliver sends the same body again.
  await page.getByRole('button', { name: fill(W.logNamed, { title: 'Order system' }) }).click();
  const log = page.getByRole('dialog', { name: W.log.title });
  const list = log.getByRole('list', { name: W.log.title });
  await expect(list.getByText('message_created').first()).toBeVisible();
  await expect(list.getByText('200').first()).toBeVisible();
  await snap(page, 'webhooks-log-light');
  const before = received.length;
  await log
    .getByRole('button', { name: new RegExp(`^${W.log.redeliver} message_created`) })
    .first()
    .click();
  await expect(page.getByText(fill(W.log.sent, { status: '200' })).first()).toBeVisible();
  await expect.poll(() => received.length).toBe(before + 1);
  expect(received.at(-1)!.headers['x-chatwoot-delivery']).toBeTruthy();
  await expect(list.getByText(W.log.trigger.redelivery).first()).toBeVisible();

  await log.getByRole('button', { name: W.log.sendTest }).click();
  await expect.poll(() => received.at(-1)?.json.event).toBe('webhook_test');
  await expect(list.getByText('webhook_test')).toBeVisible();
  await log.getByRole('button', { name: text.common.close }).first().click();

  // Dark and Arabic.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.getByRole('row', { name: /Order system/ })).toBeVisible();
  await snap(page, 'webhooks-list-dark');
  await page.getByRole('button', { name: fill(W.logNamed, { title: 'Order system' }) }).click();
  await expect(page.getByRole('dialog', { name: W.log.title }).getByText('webhook_test')).toBeVisible();
  await snap(page, 'webhooks-log-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('table')).toBeVisible();
  await snap(page, 'webhooks-list-ar');
  await page
    .getByRole('row', { name: /Order system/ })
    .getByRole('button')
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await snap(page, 'webhooks-log-ar');
});
