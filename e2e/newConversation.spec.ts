import http from 'node:http';
import type { Page } from '@playwright/test';
import type { TAuthHeaders } from '../common/contracts/auth.ts';
import { FAKE_TWILIO_PORT } from './constants.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { fill, text } from './pages/text.ts';

const t = text.newConversation;

/**
 * Twilio's Content API (four templates: two sendable — one with a text header and a URL button —, one with
 * an image header, one pending) and Messages API.
 */
const sent: URLSearchParams[] = [];
const twilio = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString()));
  req.on('end', () => {
    res.setHeader('content-type', 'application/json');
    // The credential check made when the inbox is created (GET the account).
    if (req.method === 'GET' && /^\/2010-04-01\/Accounts\/[^/]+\.json$/.test(req.url ?? '')) {
      res.end(JSON.stringify({ sid: 'AC1', status: 'active' }));
      return;
    }
    if (req.url?.startsWith('/v1/ContentAndApprovals')) {
      const content = (sid: string, name: string, status: string, types: Record<string, unknown>) => ({
        sid,
        friendly_name: name,
        language: 'en',
        variables: { 1: 'name' },
        types,
        approval_requests: { name, category: 'utility', status },
      });
      res.end(
        JSON.stringify({
          contents: [
            content('HX100', 'order_shipped', 'approved', {
              'twilio/text': { body: 'Hello {{1}}, your order {{2}} has shipped.' },
            }),
            content('HX200', 'spring_banner', 'approved', {
              'twilio/media': { body: 'Spring sale {{1}}', media: ['https://cdn.example.test/banner.png'] },
            }),
            content('HX300', 'draft_notice', 'pending', { 'twilio/text': { body: 'Not approved yet' } }),
            content('HX400', 'order_card', 'approved', {
              'whatsapp/card': {
                header_text: 'Order {{1}}',
                body: 'Hi {{2}}, your parcel is on its way.',
                actions: [{ type: 'URL', title: 'Track parcel', url: 'https://shop.example.test/track/{{3}}' }],
              },
            }),
          ],
          meta: { next_page_url: null },
        }),
      );
      return;
    }
    sent.push(new URLSearchParams(raw));
    res.statusCode = 201;
    res.end(JSON.stringify({ sid: `SM${sent.length}`, status: 'queued' }));
  });
});
test.beforeAll(() => new Promise<void>((resolve) => twilio.listen(FAKE_TWILIO_PORT, '127.0.0.1', resolve)));
test.afterAll(() => new Promise<void>((resolve) => twilio.close(() => resolve())));

const signIn = async (page: Page, label: string) => {
  const person = newPerson(label);
  const { user, headers } = await signUpViaApi(page.request, person);
  await useSession(page.context(), headers);
  const accountId = user.account_id ?? 0;
  return { accountId, base: `/app/accounts/${accountId}`, headers, stamp: person.email.split('@')[0]! };
};

const api = async <T>(page: Page, headers: TAuthHeaders, path: string, data?: unknown) => {
  const res = await page.request.fetch(path, { method: 'POST', headers: { ...headers }, data: data as never });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
};

test('email: compose from the contact page with a subject, cc and a file; a 422 keeps what was typed', async ({
  page,
}) => {
  const s = await signIn(page, 'Compose');
  const acc = `/api/v1/accounts/${s.accountId}`;
  await api(page, s.headers, `${acc}/inboxes`, {
    name: 'Support Mail',
    channel: { type: 'email', email: `support-${s.stamp}@example.test` },
  });
  const contact = await api<{ payload: { contact: { id: number } } }>(page, s.headers, `${acc}/contacts`, {
    name: 'Lina Haddad',
    email: `lina-${s.stamp}@example.test`,
  });
  await page.goto(`${s.base}/contacts/${contact.payload.contact.id}`);
  await page.getByRole('button', { name: text.conversations.startNew }).click();
  const dialog = page.getByRole('dialog', { name: t.title });
  await dialog.getByLabel(t.inbox).selectOption({ label: `Support Mail (${t.kind.email})` });
  await dialog.getByRole('button', { name: t.send }).click();
  await expect(dialog.getByText(t.errors.required).first()).toBeVisible();

  await dialog.getByLabel(t.subject, { exact: true }).fill('Your order');
  await dialog.getByLabel(t.cc, { exact: true }).fill('boss@example.test, nope');
  await dialog.getByLabel(t.message, { exact: true }).fill('Hello from the dialog');
  await dialog
    .getByLabel(t.attach)
    .setInputFiles({ name: 'invoice.txt', mimeType: 'text/plain', buffer: Buffer.from('42') });
  await expect(dialog.getByRole('list', { name: t.attachments }).getByText('invoice.txt')).toBeVisible();
  await dialog.getByRole('button', { name: t.send }).click();
  await expect(dialog.getByText(t.errors.emails)).toBeVisible();
  await dialog.getByLabel(t.cc, { exact: true }).fill('boss@example.test');

  // The server refuses once: its message shows and nothing typed is lost.
  let refused = false;
  await page.route('**/api/v1/accounts/*/conversations', async (route) => {
    if (route.request().method() !== 'POST' || refused) return route.fallback();
    refused = true;
    await route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'validation_failed',
        message: 'Source is already taken',
        attributes: ['source_id'],
      }),
    });
  });
  await dialog.getByRole('button', { name: t.send }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Source is already taken');
  await expect(dialog.getByLabel(t.subject, { exact: true })).toHaveValue('Your order');
  await expect(dialog.getByLabel(t.message, { exact: true })).toHaveValue('Hello from the dialog');
  await expect(dialog.getByRole('list', { name: t.attachments }).getByText('invoice.txt')).toBeVisible();
  await snap(page, 'new-conversation-email-422-light');

  await dialog.getByRole('button', { name: t.send }).click();
  await expect(page).toHaveURL(/\/conversations\/\d+$/);
  await expect(page.getByText('Hello from the dialog').first()).toBeVisible();
  await expect(page.getByText('invoice.txt').first()).toBeVisible();

  // The conversation screen's contact panel offers the same dialog.
  const panel = page.getByRole('complementary', { name: text.conversations.panel.label });
  await panel.getByRole('button', { name: text.conversations.startNew }).click();
  await expect(page.getByRole('dialog', { name: t.title }).getByLabel(t.inbox)).toBeVisible();
});

test('twilio whatsapp: synced templates without the image one; a filled template is sent as ContentSid', async ({
  page,
}) => {
  const s = await signIn(page, 'Template');
  const acc = `/api/v1/accounts/${s.accountId}`;
  const phone = `+1555${String(Date.now()).slice(-7)}`;
  const inbox = await api<{ id: number }>(page, s.headers, `${acc}/channels/twilio_channel`, {
    twilio_channel: {
      name: 'Twilio WA',
      medium: 'whatsapp',
      account_sid: 'AC-e2e',
      auth_token: 'tok',
      phone_number: `+1444${String(Date.now()).slice(-7)}`,
    },
  });
  await api(page, s.headers, `${acc}/inboxes/${inbox.id}/sync_templates`);
  const contact = await api<{ payload: { contact: { id: number } } }>(page, s.headers, `${acc}/contacts`, {
    name: 'Omar Said',
    phone_number: phone,
  });

  const open = async (words: typeof t = t) => {
    await page.goto(`${s.base}/contacts/${contact.payload.contact.id}`);
    const label = words === t ? text.conversations.startNew : ar.conversations.startNew;
    await page.getByRole('button', { name: label }).click();
    const dialog = page.getByRole('dialog', { name: words.title });
    await dialog.getByLabel(words.inbox).selectOption({ label: `Twilio WA (${words.kind.whatsapp})` });
    return dialog;
  };
  const pickShipped = async (d: ReturnType<Page['getByRole']>, words: typeof t = t) => {
    await d
      .getByRole('list', { name: words.templates.label })
      .getByRole('button', { name: fill(words.templates.use, { name: 'order_shipped' }) })
      .click();
    await d.getByLabel(fill(words.templates.variable, { name: '{{1}}' })).fill('Omar');
    await d.getByLabel(fill(words.templates.variable, { name: '{{2}}' })).fill('A-17');
  };
  let dialog = await open();
  const list = dialog.getByRole('list', { name: t.templates.label });
  await expect(list.getByRole('button', { name: fill(t.templates.use, { name: 'order_shipped' }) })).toBeVisible();
  await expect(list.getByRole('button')).toHaveCount(2);
  await snap(page, 'new-conversation-templates-light');

  await pickShipped(dialog);
  await expect(dialog.getByRole('figure', { name: t.templates.preview })).toHaveText(
    'Hello Omar, your order A-17 has shipped.',
  );
  await snap(page, 'new-conversation-template-light');

  await page.emulateMedia({ colorScheme: 'dark' });
  await pickShipped(await open());
  await snap(page, 'new-conversation-template-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  dialog = await open(ar.newConversation);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await snap(page, 'new-conversation-templates-ar');
  await pickShipped(dialog, ar.newConversation);
  await snap(page, 'new-conversation-template-ar');
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));

  dialog = await open();
  await pickShipped(dialog);
  sent.length = 0;
  await dialog.getByRole('button', { name: t.send }).click();
  await expect(page).toHaveURL(/\/conversations\/\d+$/);
  await expect(page.getByText('Hello Omar, your order A-17 has shipped.').first()).toBeVisible();
  await expect.poll(() => sent.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(sent[0]!.get('ContentSid')).toBe('HX100');
  expect(JSON.parse(sent[0]!.get('ContentVariables') ?? '{}')).toEqual({ 1: 'Omar', 2: 'A-17' });
  expect(sent[0]!.get('To')).toBe(`whatsapp:${phone}`);
});

test('twilio whatsapp: a template with a text header and a URL button asks for every value and sends them all', async ({
  page,
}) => {
  const s = await signIn(page, 'Card');
  const acc = `/api/v1/accounts/${s.accountId}`;
  const phone = `+1556${String(Date.now()).slice(-7)}`;
  const inbox = await api<{ id: number }>(page, s.headers, `${acc}/channels/twilio_channel`, {
    twilio_channel: {
      name: 'Twilio Cards',
      medium: 'whatsapp',
      account_sid: 'AC-e2e',
      auth_token: 'tok',
      phone_number: `+1445${String(Date.now()).slice(-7)}`,
    },
  });
  await api(page, s.headers, `${acc}/inboxes/${inbox.id}/sync_templates`);
  const contact = await api<{ payload: { contact: { id: number } } }>(page, s.headers, `${acc}/contacts`, {
    name: 'Rania Aziz',
    phone_number: phone,
  });
  const openCard = async (words: typeof t = t) => {
    await page.goto(`${s.base}/contacts/${contact.payload.contact.id}`);
    const label = words === t ? text.conversations.startNew : ar.conversations.startNew;
    await page.getByRole('button', { name: label }).click();
    const d = page.getByRole('dialog', { name: words.title });
    await d.getByLabel(words.inbox).selectOption({ label: `Twilio Cards (${words.kind.whatsapp})` });
    await d
      .getByRole('list', { name: words.templates.label })
      .getByRole('button', { name: fill(words.templates.use, { name: 'order_card' }) })
      .click();
    return d;
  };
  // Dark and Arabic first: the inputs for the header and the button, each named in the reader's language.
  await page.emulateMedia({ colorScheme: 'dark' });
  await (await openCard()).getByLabel(fill(t.templates.headerVariable, { name: '{{1}}' })).fill('A-17');
  await snap(page, 'new-conversation-template-header-button-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  const arabic = await openCard(ar.newConversation);
  await expect(
    arabic.getByLabel(fill(ar.newConversation.templates.buttonVariable, { name: '{{3}}', button: 'Track parcel' })),
  ).toBeVisible();
  await snap(page, 'new-conversation-template-header-button-ar');
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));

  const dialog = await openCard();

  const header = dialog.getByLabel(fill(t.templates.headerVariable, { name: '{{1}}' }));
  const body = dialog.getByLabel(fill(t.templates.variable, { name: '{{2}}' }));
  const link = dialog.getByLabel(fill(t.templates.buttonVariable, { name: '{{3}}', button: 'Track parcel' }));
  await expect(dialog.getByText('https://shop.example.test/track/{{3}}')).toBeVisible();
  await dialog.getByRole('button', { name: t.send }).click();
  await expect(dialog.getByText(t.errors.required)).toHaveCount(3);
  await expect(dialog.getByRole('button', { name: t.send })).toBeDisabled();
  await snap(page, 'new-conversation-template-header-button-errors-light');

  await header.fill('A-17');
  await body.fill('Rania');
  await link.fill('A-17');
  const preview = dialog.getByRole('figure', { name: t.templates.preview });
  await expect(preview).toContainText('Order A-17');
  await expect(preview).toContainText('Hi Rania, your parcel is on its way.');
  await expect(preview).toContainText('Track parcel');
  await snap(page, 'new-conversation-template-header-button-light');

  sent.length = 0;
  await dialog.getByRole('button', { name: t.send }).click();
  await expect(page).toHaveURL(/\/conversations\/\d+$/);
  await expect.poll(() => sent.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(sent[0]!.get('ContentSid')).toBe('HX400');
  expect(JSON.parse(sent[0]!.get('ContentVariables') ?? '{}')).toEqual({ 1: 'A-17', 2: 'Rania', 3: 'A-17' });
});
