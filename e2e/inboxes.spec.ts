import http from 'node:http';
import type { Page } from '@playwright/test';
import type { TAuthHeaders } from '../common/contracts/auth.ts';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { FAKE_TELEGRAM_PORT, FAKE_TWILIO_PORT } from './constants.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { exact, fill, text } from './pages/text.ts';

/**
 * Telegram and Twilio as the credential check at inbox creation meets them: Twilio accepts any account,
 * Telegram refuses the bot token "111:refused" the way it does (401 Unauthorized).
 */
const fakeProviders = [FAKE_TELEGRAM_PORT, FAKE_TWILIO_PORT].map(() =>
  http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.url?.includes('/bot111:refused/')) {
        res.statusCode = 401;
        res.end(JSON.stringify({ ok: false, error_code: 401, description: 'Unauthorized' }));
        return;
      }
      res.end(JSON.stringify({ ok: true, result: { username: 'acme_bot' }, sid: 'AC1', status: 'active' }));
    });
  }),
);
test.beforeAll(() =>
  Promise.all(
    [FAKE_TELEGRAM_PORT, FAKE_TWILIO_PORT].map(
      (port, i) => new Promise<void>((resolve) => fakeProviders[i]!.listen(port, '127.0.0.1', resolve)),
    ),
  ),
);
test.afterAll(() =>
  Promise.all(fakeProviders.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))),
);

const t = text.inboxesPage;

/** A fresh administrator with a browser session; returns the account's base path and API headers. */
const signIn = async (page: Page, label: string) => {
  const { user, headers } = await signUpViaApi(page.request, newPerson(label));
  await useSession(page.context(), headers);
  return { accountId: user.account_id, base: `/app/accounts/${user.account_id}`, headers, name: user.name };
};

const apiGet = async <T>(page: Page, headers: TAuthHeaders, path: string) => {
  const res = await page.request.get(path, { headers: { ...headers } });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
};

test('website inbox: form rules, agents step and the embed snippet', async ({ page }) => {
  const s = await signIn(page, 'Web');
  await page.goto(`${s.base}/settings/inboxes/list`);
  await expect(page.getByRole('heading', { name: t.list.title, level: 1 })).toBeVisible();
  await expect(page.getByText(t.list.emptyTitle)).toBeVisible();
  await page.getByRole('link', { name: t.list.add }).click();
  await expect(page).toHaveURL(/\/settings\/inboxes\/new$/);
  await expect(page.getByRole('list', { name: text.wizard.label })).toBeVisible();
  await snap(page, 'inboxes-picker-light');
  await page.getByRole('link', { name: new RegExp(t.picker.channels.website.title) }).click();
  await expect(page).toHaveURL(/\/settings\/inboxes\/new\/website$/);

  const submit = page.getByRole('button', { name: t.create.submit });
  await expect(submit).toBeDisabled();
  const name = page.getByLabel(t.website.name, { exact: true });
  const domain = page.getByLabel(t.website.domain, { exact: true });
  // An error appears only after the field is left: type, clear, leave.
  await name.fill('x');
  await name.fill('');
  await expect(page.getByText(text.validation.required)).toHaveCount(0);
  await name.blur();
  await expect(page.getByText(text.validation.required)).toHaveCount(1);
  await name.fill('Acme website');
  await domain.fill('acme.test');
  await expect(page.getByText(text.validation.required)).toHaveCount(0);
  await expect(page.getByLabel(fill(text.colorPicker.hex, { label: t.website.color }))).toHaveValue('#009CE0');
  await page.getByLabel(t.website.welcomeTitle).fill('Hello there');
  await page.getByLabel(t.greeting.enabled).check();
  // The website greeting is rich text (the reply editor), at least 4 rows high.
  const greeting = page.getByRole('textbox', { name: t.greeting.message });
  expect((await greeting.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(100);
  await greeting.fill('We reply ');
  await page.getByRole('button', { name: text.editor.menu.bold }).click();
  await greeting.pressSequentially('fast');
  await page.getByRole('button', { name: text.editor.menu.bold }).click();
  await greeting.pressSequentially('.');
  await snap(page, 'inboxes-website-form-light');
  await submit.click();

  await expect(page).toHaveURL(/\/settings\/inboxes\/new\/\d+\/agents$/);
  const inboxId = Number(/new\/(\d+)\/agents/.exec(page.url())?.[1]);
  await page.getByRole('button', { name: t.agents.submit }).click();
  await expect(page.getByText(t.agents.pickOne)).toBeVisible();
  await page.getByRole('checkbox', { name: new RegExp(s.name) }).check();
  await page.getByRole('button', { name: t.agents.submit }).click();

  await expect(page).toHaveURL(new RegExp(`/settings/inboxes/new/${inboxId}/finish$`));
  await expect(page.getByRole('heading', { name: t.finish.title })).toBeVisible();
  const snippet = page.locator('pre');
  await expect(snippet).toContainText('/packs/js/sdk.js');
  await expect(snippet).toContainText('window.chatwootSDK.run');
  await expect(page.getByRole('button', { name: text.common.copy, exact: true })).toBeVisible();
  await snap(page, 'inboxes-finish-light');

  const members = await apiGet<{ payload: { name: string }[] }>(
    page,
    s.headers,
    `/api/v1/accounts/${s.accountId}/inbox_members/${inboxId}`,
  );
  expect(members.payload.map((m) => m.name)).toEqual([s.name]);
  const inbox = await apiGet<Record<string, unknown>>(
    page,
    s.headers,
    `/api/v1/accounts/${s.accountId}/inboxes/${inboxId}`,
  );
  expect(inbox).toMatchObject({
    greeting_enabled: true,
    greeting_message: 'We reply **fast**.',
    welcome_title: 'Hello there',
  });
});

test('API and Twilio SMS inboxes: webhook rule, Twilio toggles and E.164', async ({ page }) => {
  const s = await signIn(page, 'Api');
  await page.goto(`${s.base}/settings/inboxes/new/api`);
  await page.getByLabel(t.api.name).fill('Backend');
  const webhook = page.getByLabel(t.api.webhookUrl);
  await webhook.fill('ftp://hooks.acme.test');
  await webhook.blur();
  await expect(page.getByText(text.validation.invalid)).toBeVisible();
  await webhook.fill('https://hooks.acme.test/in');
  await page.getByRole('button', { name: t.create.submit }).click();
  await expect(page).toHaveURL(/\/agents$/);
  await page.getByRole('button', { name: t.agents.skip }).click();
  await expect(page.getByRole('textbox', { name: t.finish.identifier })).toHaveValue(/\S{10,}/);
  await expect(page.getByRole('textbox', { name: t.finish.webhook })).toHaveValue('https://hooks.acme.test/in');

  await page.goto(`${s.base}/settings/inboxes/new/sms`);
  await expect(page.getByLabel(t.provider)).toHaveValue('twilio');
  await page.getByRole('button', { name: t.create.submit }).click();
  // Submitting reveals every rule at once.
  await expect(page.getByText(text.validation.required)).toHaveCount(4);
  await page.getByLabel(t.twilio.name).fill('Twilio texts');
  const phone = page.getByLabel(t.twilio.phone);
  await phone.fill('4155550123');
  await phone.blur();
  await expect(page.getByText(t.form.phoneE164)).toBeVisible();
  await phone.fill('+1 415 555 0123');
  await expect(page.getByText(t.form.phoneE164)).toHaveCount(0);

  await page.getByLabel(t.twilio.useMessagingService).check();
  await expect(page.getByLabel(t.twilio.phone)).toHaveCount(0);
  await expect(page.getByLabel(t.twilio.messagingServiceSid)).toBeVisible();
  await page.getByLabel(t.twilio.useApiKey).check();
  await expect(page.getByLabel(t.twilio.apiKeySid)).toBeVisible();
  await expect(page.getByLabel(t.twilio.apiKeySecret)).toBeVisible();
  await expect(page.getByLabel(t.twilio.authToken)).toHaveCount(0);
  await snap(page, 'inboxes-twilio-light');
  await page.getByLabel(t.twilio.messagingServiceSid).fill('MG123');
  await page.getByLabel(t.twilio.accountSid).fill('AC123');
  await page.getByLabel(t.twilio.apiKeySid).fill('SK123');
  await page.getByLabel(t.twilio.apiKeySecret).fill('secret');
  await page.getByRole('button', { name: t.create.submit }).click();
  await expect(page).toHaveURL(/\/agents$/);
  const id = Number(/new\/(\d+)\/agents/.exec(page.url())?.[1]);
  const twilio = await apiGet<Record<string, unknown>>(
    page,
    s.headers,
    `/api/v1/accounts/${s.accountId}/inboxes/${id}`,
  );
  expect(twilio).toMatchObject({
    channel_type: 'Channel::TwilioSms',
    medium: 'sms',
    messaging_service_sid: 'MG123',
    phone_number: '',
    api_key_sid: 'SK123',
  });

  // Without the messaging service the number goes out as + and digits only.
  await page.goto(`${s.base}/settings/inboxes/new/sms`);
  await page.getByLabel(t.twilio.name).fill('Twilio number');
  await page.getByLabel(t.twilio.phone).fill('+1 415-555-0199');
  await page.getByLabel(t.twilio.accountSid).fill('AC999');
  await page.getByLabel(t.twilio.authToken).fill('tok');
  await page.getByRole('button', { name: t.create.submit }).click();
  await expect(page).toHaveURL(/\/agents$/);
  const id2 = Number(/new\/(\d+)\/agents/.exec(page.url())?.[1]);
  const numbered = await apiGet<Record<string, unknown>>(
    page,
    s.headers,
    `/api/v1/accounts/${s.accountId}/inboxes/${id2}`,
  );
  expect(numbered).toMatchObject({ phone_number: '+14155550199', messaging_service_sid: '' });

  // Email: Microsoft and Google tiles are enabled when configured (the e2e server has a local stand-in for both;
  // emailOauth.spec.ts signs in through them).
  await page.goto(`${s.base}/settings/inboxes/new/email`);
  await expect(page.getByRole('button', { name: new RegExp(t.email.providers.microsoft) })).toBeEnabled();
  await expect(page.getByRole('button', { name: new RegExp(t.email.providers.google) })).toBeEnabled();
  await snap(page, 'inboxes-email-picker-light');
  await page.getByRole('button', { name: new RegExp(t.email.providers.other) }).click();
  await page.getByLabel(t.email.address).fill('not-an-email');
  await page.getByLabel(t.email.address).blur();
  await expect(page.getByText(text.validation.email)).toBeVisible();
});

test('inbox settings persist after reload; delete asks for the name', async ({ page }) => {
  const s = await signIn(page, 'Set');
  const created = await page.request.post(`/api/v1/accounts/${s.accountId}/inboxes`, {
    headers: { ...s.headers },
    data: { name: 'Help site', channel: { type: 'web_widget', website_url: 'https://help.acme.test' } },
  });
  const { id } = (await created.json()) as { id: number };
  await page.goto(`${s.base}/settings/inboxes/list`);
  await expect(page.getByText('Help site')).toBeVisible();
  await snap(page, 'inboxes-list-light');
  await page.getByRole('link', { name: fill(t.list.settingsOf, { name: 'Help site' }) }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/inboxes/${id}$`));

  await page.getByRole('switch', { name: t.settings.fields.greeting_enabled }).click();
  await page.getByLabel(t.greeting.message).fill('Welcome to Acme!');
  const hex = page.getByLabel(fill(text.colorPicker.hex, { label: t.website.color }));
  await hex.fill('#FF5500');
  await page.getByRole('switch', { name: t.settings.fields.csat_survey_enabled }).click();
  await page.getByRole('button', { name: text.common.save }).click();
  await expect(page.getByText(t.settings.saved).last()).toBeVisible();

  await page.getByRole('tab', { name: t.settings.tabs.businessHours }).click();
  await page.getByRole('switch', { name: t.hours.enabled }).click();
  await page.getByLabel(t.hours.timezone).selectOption('Europe/Paris');
  await page.getByLabel(fill(t.hours.closesAt, { day: t.hours.days.monday })).selectOption({ label: '18:30' });
  await page.getByLabel(t.hours.outOfOffice).fill('We are closed.');
  await page.getByRole('button', { name: text.common.save }).click();
  await expect(page.getByText(t.settings.saved).last()).toBeVisible();
  await snap(page, 'inboxes-hours-light');

  await page.reload();
  await expect(page.getByRole('switch', { name: t.settings.fields.greeting_enabled })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('textbox', { name: t.greeting.message })).toHaveText('Welcome to Acme!');
  await expect(page.getByLabel(fill(text.colorPicker.hex, { label: t.website.color }))).toHaveValue(/#ff5500/i);
  await expect(page.getByRole('switch', { name: t.settings.fields.csat_survey_enabled })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await snap(page, 'inboxes-settings-light');
  await page.getByRole('tab', { name: t.settings.tabs.businessHours }).click();
  await expect(page.getByLabel(t.hours.timezone)).toHaveValue('Europe/Paris');
  await expect(page.getByLabel(fill(t.hours.closesAt, { day: t.hours.days.monday }))).toHaveValue(String(18 * 60 + 30));
  await expect(page.getByLabel(t.hours.outOfOffice)).toHaveValue('We are closed.');

  // Dark and Arabic views of the same screen, to look at.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.getByRole('tab', { name: t.settings.tabs.settings }).click();
  await snap(page, 'inboxes-settings-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.goto(`${s.base}/settings/inboxes/new/sms`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await snap(page, 'inboxes-twilio-ar');
  await page.goto(`${s.base}/settings/inboxes/${id}`);
  await expect(page.getByRole('heading', { name: 'Help site', level: 1 })).toBeVisible();
  await snap(page, 'inboxes-settings-ar');
  await page.evaluate(() => localStorage.removeItem('cw_locale'));

  await page.goto(`${s.base}/settings/inboxes/list`);
  await page.getByRole('button', { name: fill(t.list.deleteOf, { name: 'Help site' }) }).click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: t.list.deleteConfirm });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill('Help sit');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill('Help site');
  await snap(page, 'inboxes-delete-light');
  await confirm.click();
  await expect(page.getByText(exact(fill(t.list.deleted, { name: 'Help site' })))).toBeVisible();
  await expect(page.getByText(t.list.emptyTitle)).toBeVisible();
  const gone = await page.request.get(`/api/v1/accounts/${s.accountId}/inboxes/${id}`, { headers: { ...s.headers } });
  expect(gone.status()).toBe(404);
});

test('provider checks: a refused Telegram token, Twitter not configured', async ({ page }) => {
  const s = await signIn(page, 'Checks');
  // X is configured in the e2e run (x.spec.ts connects an account): the providers' answer says it is not.
  await page.route('**/inbox_providers', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: { ...((await res.json()) as object), twitter: false } });
  });
  await page.goto(`${s.base}/settings/inboxes/new`);
  const tile = (name: string) => page.getByRole('link', { name: new RegExp(name) });
  // Facebook is configured in the e2e run (e2e/facebook.spec.ts connects a page through it).
  await expect(tile(t.picker.channels.facebook.title)).not.toContainText(t.picker.notConfigured);
  await expect(tile(t.picker.channels.twitter.title)).toContainText(t.picker.notConfigured);
  await expect(tile(t.picker.channels.telegram.title)).not.toContainText(t.picker.notConfigured);
  await snap(page, 'inboxes-picker-unconfigured-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'inboxes-picker-unconfigured-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  const arTile = page.getByRole('link', { name: new RegExp(ar.inboxesPage.picker.channels.twitter.title) });
  await expect(arTile).toContainText(ar.inboxesPage.picker.notConfigured);
  await snap(page, 'inboxes-picker-unconfigured-ar');
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));
  await page.reload();

  await tile(t.picker.channels.twitter.title).click();
  await expect(page.getByRole('heading', { name: t.twitter.notConfiguredTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: t.twitter.signIn })).toHaveCount(0);
  await snap(page, 'inboxes-twitter-unconfigured-light');

  // Telegram refuses the token: the form says so on the field and nothing is created.
  await page.goto(`${s.base}/settings/inboxes/new/telegram`);
  const token = page.getByLabel(t.telegram.token);
  await token.fill('111:refused');
  await page.getByRole('button', { name: t.create.submit }).click();
  await expect(page.getByText(/Telegram: Unauthorized/)).toBeVisible();
  await expect(token).toHaveValue('111:refused');
  await expect(page).toHaveURL(/\/new\/telegram$/);
  await snap(page, 'inboxes-telegram-refused-light');
  const inboxes = await apiGet<{ payload: unknown[] }>(page, s.headers, `/api/v1/accounts/${s.accountId}/inboxes`);
  expect(inboxes.payload).toHaveLength(0);
  await token.fill('222:accepted');
  await page.getByRole('button', { name: t.create.submit }).click();
  await expect(page).toHaveURL(/\/agents$/);
});
