import http from 'node:http';
import type { Page } from '@playwright/test';
import type { TAuthHeaders } from '../common/contracts/auth.ts';
import { twilioSignature } from '../server/features/providers/signatures.ts';
import { expectAccessible } from './axe.ts';
import { BASE_URL, FAKE_TWILIO_PORT } from './constants.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { fill, text } from './pages/text.ts';

const R = text.campaignRecipients;

/** Twilio's Messages API: records each send, answers with a sid. */
const sent: URLSearchParams[] = [];
const twilio = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString()));
  req.on('end', () => {
    res.setHeader('content-type', 'application/json');
    // The credential check made when the inbox is created (GET the account).
    if (req.method === 'GET') {
      res.end(JSON.stringify({ sid: 'AC1', status: 'active' }));
      return;
    }
    sent.push(new URLSearchParams(raw));
    res.statusCode = 201;
    res.end(JSON.stringify({ sid: `SMe2e${sent.length}-${Date.now()}`, status: 'queued' }));
  });
});
test.beforeAll(() => new Promise<void>((resolve) => twilio.listen(FAKE_TWILIO_PORT, '127.0.0.1', resolve)));
test.afterAll(() => new Promise<void>((resolve) => twilio.close(() => resolve())));

const post = async <T>(page: Page, headers: TAuthHeaders, path: string, data?: unknown) => {
  const res = await page.request.post(path, { headers: { ...headers }, data: data as never });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
};

test('a one-off SMS campaign to a label reaches Twilio, and status callbacks fill its recipients page', async ({
  page,
}) => {
  // The whole journey — the dialog, the send, the callbacks, the report in three looks — takes over a minute here.
  test.setTimeout(150_000);
  const person = newPerson('Campaigner');
  const { user, headers } = await signUpViaApi(page.request, person);
  await useSession(page.context(), headers);
  const accountId = user.account_id ?? 0;
  const acc = `/api/v1/accounts/${accountId}`;
  const ourNumber = `+1444${String(Date.now()).slice(-7)}`;
  await post(page, headers, `${acc}/channels/twilio_channel`, {
    twilio_channel: {
      name: 'Store SMS',
      medium: 'sms',
      account_sid: 'AC-camp',
      auth_token: 'tok',
      phone_number: ourNumber,
    },
  });
  await post(page, headers, `${acc}/labels`, { title: 'vip', color: '#e11d48' });
  const people = [
    { name: 'Lina Haddad', phone: `+1555${String(Date.now() + 1).slice(-7)}` },
    { name: 'Omar Said', phone: `+1555${String(Date.now() + 2).slice(-7)}` },
    { name: 'Blocked Bea', phone: `+1555${String(Date.now() + 3).slice(-7)}`, blocked: true },
  ];
  for (const p of people) {
    const c = await post<{ payload: { contact: { id: number } } }>(page, headers, `${acc}/contacts`, {
      name: p.name,
      phone_number: p.phone,
      ...(p.blocked && { blocked: true }),
    });
    await post(page, headers, `${acc}/contacts/${c.payload.contact.id}/labels`, { labels: ['vip'] });
  }
  // The administrator creates the campaign in the one-off dialog; before launch it shows two reachable, one blocked.
  const message = 'Spring sale: 20% off this week';
  const C = text.campaignsPage;
  await page.goto(`/app/accounts/${accountId}/campaigns/one_off`);
  // Once the list has loaded: as the run's first journey (a cold server, two workers starting) a click on the
  // header's button before then opened nothing.
  await expect(page.getByRole('heading', { name: C.oneOff.emptyTitle })).toBeVisible();
  await page.getByRole('button', { name: C.oneOff.add }).first().click();
  const dialog = page.getByRole('dialog', { name: C.oneOff.add });
  await dialog.getByLabel(C.fields.title).fill('Spring sale');
  await dialog.getByLabel(C.fields.message).fill(message);
  await dialog.getByLabel(C.fields.inbox).selectOption({ label: 'Store SMS' });
  // A minute ago in the browser's time zone: due at once (the next due check sends it).
  const past = new Date(Date.now() - 60_000 - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await dialog.getByLabel(C.fields.scheduledAt).fill(past);
  await dialog.getByRole('checkbox', { name: 'vip' }).check();
  await expect(dialog.getByRole('status')).toContainText(fill(C.reach, { count: '2' }));
  await expect(dialog.getByRole('status')).toContainText(
    fill(C.skipped, { blocked: '1', noPhone: '0', optedOut: '0' }),
  );
  await snap(page, 'campaign-one-off-dialog-light');
  await expectAccessible(page, 'campaigns/one_off dialog');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'campaign-one-off-dialog-dark');
  await expectAccessible(page, 'campaigns/one_off dialog dark', { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });
  await dialog.getByRole('button', { name: C.create }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Spring sale' })).toBeVisible();
  const campaigns = await page.request.get(`${acc}/campaigns`, { headers });
  const campaignId = ((await campaigns.json()) as { id: number; title: string }[]).find(
    (c) => c.title === 'Spring sale',
  )!.id;

  // The due check runs now (E2E_CAMPAIGN_CHECK_ROUTE) instead of at the next minute, and sends what it claims.
  sent.length = 0;
  const check = await post<{ claimed: number[] }>(page, headers, `${acc}/e2e/campaign_check`);
  expect(check.claimed).toHaveLength(1);
  // The route sends what it claimed; the worker's send job may share the work (one a second, each once), so
  // the two may arrive in either order.
  await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(2);
  expect(sent.map((s) => [s.get('To'), s.get('From'), s.get('Body')]).sort()).toEqual(
    [
      [people[0]!.phone, ourNumber, message],
      [people[1]!.phone, ourNumber, message],
    ].sort(),
  );

  // Twilio reports: Lina's was delivered, Omar's could not be.
  const sidsOf = async () => {
    const res = await page.request.get(`${acc}/campaigns/${campaignId}/recipients`, { headers });
    return ((await res.json()) as { payload: { provider_message_id: string | null }[] }).payload.map(
      (r) => r.provider_message_id ?? '',
    );
  };
  await expect.poll(async () => (await sidsOf()).filter(Boolean).length, { timeout: 10_000 }).toBe(2);
  const sids = await sidsOf();
  const callback = async (sid: string, status: string, extra: Record<string, string> = {}) => {
    const params = { AccountSid: 'AC-camp', From: ourNumber, MessageSid: sid, MessageStatus: status, ...extra };
    const res = await page.request.post('/twilio/delivery_status', {
      headers: {
        'x-twilio-signature': twilioSignature('tok', `${BASE_URL}/twilio/delivery_status`, params),
        'content-type': 'application/x-www-form-urlencoded',
      },
      data: new URLSearchParams(params).toString(),
    });
    expect(res.status()).toBe(204);
  };
  await callback(sids[0]!, 'delivered');
  await callback(sids[1]!, 'undelivered', { ErrorCode: '30003', ErrorMessage: 'Unreachable destination handset' });

  // The callbacks reach the recipients through the message.updated consumer: wait for it, then look.
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`${acc}/campaigns/${campaignId}/recipients`, { headers });
        return ((await res.json()) as { payload: { status: string }[] }).payload.map((r) => r.status);
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toEqual(['delivered', 'failed']);
  await page.goto(`/app/accounts/${accountId}/campaigns/one_off/${campaignId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Spring sale' })).toBeVisible();
  const table = page.getByRole('table', { name: R.table });
  const row = (name: string) => table.getByRole('row').filter({ hasText: name });
  await expect(row('Lina Haddad').getByRole('cell').nth(2)).toHaveText(R.statuses.delivered);
  await expect(row('Omar Said').getByRole('cell').nth(2)).toHaveText(R.statuses.failed);
  await expect(row('Omar Said').getByRole('cell').nth(3)).toHaveText('30003 - Unreachable destination handset');
  await expect(table.getByRole('row')).toHaveCount(3);
  const figure = (label: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
      .getByRole('definition');
  await expect(figure(R.statuses.delivered)).toHaveText('1');
  await expect(figure(R.statuses.failed)).toHaveText('1');

  // The status filter and the CSV.
  await page.getByRole('combobox', { name: R.filter }).selectOption(R.statuses.failed);
  await expect(table.getByRole('row')).toHaveCount(2);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: R.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`campaign-${campaignId}-recipients.csv`);
  await page.getByRole('combobox', { name: R.filter }).selectOption(R.allStatuses);

  // A test send goes to the typed number only.
  sent.length = 0;
  await page.getByRole('textbox', { name: R.testPhone }).fill('+15550001111');
  await page.getByRole('button', { name: R.sendTest }).click();
  await expect(page.getByText(R.testSent)).toBeVisible();
  expect(sent.map((s) => s.get('To'))).toEqual(['+15550001111']);

  await snap(page, 'campaign-recipients-light');
  await expectAccessible(page, 'campaigns/one_off/:campaignId');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'campaign-recipients-dark');
  await expectAccessible(page, 'campaigns/one_off/:campaignId dark', { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('table', { name: ar.campaignRecipients.table })).toBeVisible();
  await snap(page, 'campaign-recipients-ar');
  await expectAccessible(page, 'campaigns/one_off/:campaignId ar', { colour: 'skip' });
  // The one-off dialog in Arabic.
  await page.goto(`/app/accounts/${accountId}/campaigns/one_off`);
  await page.getByRole('button', { name: ar.campaignsPage.oneOff.add }).first().click();
  await expect(page.getByRole('dialog', { name: ar.campaignsPage.oneOff.add })).toBeVisible();
  await snap(page, 'campaign-one-off-dialog-ar');
  await expectAccessible(page, 'campaigns/one_off dialog ar', { colour: 'skip' });
});
