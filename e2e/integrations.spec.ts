import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { expectAccessible } from './axe.ts';
import { seedConversation } from './conversationSeed.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';

const I = text.integrationsPage;
const D = I.dashboardApps;

/**
 * A customer's dashboard app: on load it asks the dashboard for its context (Chatwoot's fetch-info message)
 * and writes what it receives into the page.
 */
const APP_PAGE = `<!doctype html><html lang="en"><head><title>Orders app</title></head><body>
<h1>Orders app</h1><pre id="ctx">waiting</pre>
<script>
window.addEventListener('message', (e) => {
  try {
    const msg = JSON.parse(e.data);
    if (msg.event === 'appContext') document.getElementById('ctx').textContent = JSON.stringify(msg.data);
  } catch {}
});
window.parent.postMessage('chatwoot-dashboard-app:fetch-info', '*');
</script></body></html>`;

let appServer: http.Server;
let appUrl = '';
test.beforeAll(async () => {
  appServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(APP_PAGE);
  });
  await new Promise<void>((r) => appServer.listen(0, '127.0.0.1', r));
  appUrl = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}/orders`;
});
test.afterAll(async () => {
  await new Promise((r) => appServer.close(r));
});

const toArabic = async (page: Page) => {
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
};

const setup = async (page: Page) => {
  const { user, headers } = await signUpViaApi(page.request, newPerson('Integrations'));
  await useSession(page.context(), headers);
  return { user, headers, base: `/app/accounts/${user.account_id}` };
};

test('integrations: the app list, a Dialogflow connection from its schema, secrets never shown', async ({ page }) => {
  const s = await setup(page);
  const inbox = await page.request.post(`/api/v1/accounts/${s.user.account_id}/inboxes`, {
    headers: { ...s.headers },
    data: { name: 'Support API', channel: { type: 'api' } },
  });
  expect(inbox.ok()).toBe(true);

  await page.goto(`${s.base}/settings/integrations`);
  await expect(page.getByRole('heading', { name: I.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(I.apps.dialogflow.name) })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(I.apps.dashboard_apps.name) })).toBeVisible();
  await snap(page, 'integrations-list-light');
  await expectAccessible(page, 'integrations list');

  await page.getByRole('link', { name: new RegExp(I.apps.dialogflow.name) }).click();
  await expect(page.getByRole('heading', { name: I.apps.dialogflow.name, level: 1 })).toBeVisible();
  await expect(page.getByText(I.notConnected)).toBeVisible();
  await page.getByRole('button', { name: I.connect }).first().click();
  const dialog = page.getByRole('dialog', { name: fill(I.connectTitle, { name: I.apps.dialogflow.name }) });
  // The schema's required fields are required.
  await dialog.getByRole('button', { name: I.connect }).click();
  await expect(dialog.getByText(text.validation.required).first()).toBeVisible();
  await dialog.getByLabel(I.inbox).selectOption({ label: 'Support API' });
  await dialog.getByLabel(I.apps.dialogflow.fields.project_id).fill('support-bot');
  // The server checks the key's shape with the app's schema.
  await dialog.getByLabel(I.apps.dialogflow.fields.credentials).fill('{"nope": true}');
  await dialog.getByRole('button', { name: I.connect }).click();
  await expect(dialog.getByText(/service account key/)).toBeVisible();
  const key = JSON.stringify({ client_email: 'bot@p.iam.gserviceaccount.com', private_key: 'TOP-SECRET-KEY' });
  await dialog.getByLabel(I.apps.dialogflow.fields.credentials).fill(key);
  await dialog.getByLabel(I.apps.dialogflow.fields.region).selectOption('europe-west1');
  await snap(page, 'integrations-connect-light');
  await expectAccessible(page, 'integrations connect dialog');
  await dialog.getByRole('button', { name: I.connect }).click();
  await expect(page.getByRole('row', { name: /Support API/ })).toBeVisible();

  // Configure: the secret is never read back; blank keeps it.
  await page.getByRole('button', { name: fill(I.configureNamed, { name: 'Support API' }) }).click();
  const edit = page.getByRole('dialog', { name: fill(I.configureTitle, { name: I.apps.dialogflow.name }) });
  await expect(edit.getByLabel(I.apps.dialogflow.fields.credentials)).toHaveValue('');
  await expect(edit.getByLabel(I.apps.dialogflow.fields.project_id)).toHaveValue('support-bot');
  expect(await page.content()).not.toContain('TOP-SECRET-KEY');
  await edit.getByLabel(I.apps.dialogflow.fields.language_code).fill('fr');
  await edit.getByRole('button', { name: text.common.save }).click();
  await expect(edit).toBeHidden();
  const apps = await page.request.get(`/api/v1/accounts/${s.user.account_id}/integrations/apps`, {
    headers: { ...s.headers },
  });
  const body = await apps.text();
  expect(body).not.toContain('TOP-SECRET-KEY');
  expect(body).toContain('"language_code":"fr"');

  // Disable, then disconnect.
  const toggle = page.getByRole('switch', { name: fill(I.enabledNamed, { name: 'Support API' }) });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.getByRole('row', { name: /Support API/ })).toBeVisible();
  await snap(page, 'integrations-app-dark');
  await expectAccessible(page, 'integration app (dark)');
  await page.emulateMedia({ colorScheme: 'light' });
  await toArabic(page);
  await expect(page.getByRole('table')).toBeVisible();
  await snap(page, 'integrations-app-ar');
  await expectAccessible(page, 'integration app (Arabic)');
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));
  await page.reload();

  await page.getByRole('button', { name: fill(I.disconnectNamed, { name: 'Support API' }) }).click();
  await page.getByRole('button', { name: I.disconnect }).click();
  await expect(page.getByText(I.notConnected)).toBeVisible();
});

test('dashboard apps: managed in settings, shown as a conversation tab that receives appContext', async ({ page }) => {
  const s = await setup(page);
  const seeded = await seedConversation(page.request, s.headers, Number(s.user.account_id), s.user.id, {
    contactName: 'Dana Buyer',
    count: 1,
  });

  await page.goto(`${s.base}/settings/integrations/dashboard_apps`);
  await expect(page.getByRole('heading', { name: D.title, level: 1 })).toBeVisible();
  await expect(page.getByText(D.emptyTitle)).toBeVisible();
  await page.getByRole('button', { name: D.add }).first().click();
  const dialog = page.getByRole('dialog', { name: D.addTitle });
  await dialog.getByLabel(D.fields.title).fill('Orders');
  await dialog.getByLabel(D.fields.url).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: D.create }).click();
  await expect(dialog.getByText(D.urlInvalid)).toBeVisible();
  await dialog.getByLabel(D.fields.url).fill(appUrl);
  await snap(page, 'dashboard-apps-dialog-light');
  await dialog.getByRole('button', { name: D.create }).click();
  await expect(page.getByRole('row', { name: /Orders/ })).toBeVisible();
  await snap(page, 'dashboard-apps-list-light');
  await expectAccessible(page, 'dashboard apps');

  // The conversation screen shows the app as a tab; the frame asks for and gets the context.
  await page.goto(`${s.base}/conversations/${seeded.conversationId}`);
  const tabs = page.getByRole('tablist', { name: text.dashboardAppTabs.tabsLabel });
  await expect(tabs.getByRole('tab', { name: text.dashboardAppTabs.conversation })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Message 1 from Dana Buyer')).toBeVisible();
  await tabs.getByRole('tab', { name: 'Orders' }).click();
  const frame = page.frameLocator(`iframe[title="${fill(text.dashboardAppTabs.frameTitle, { title: 'Orders' })}"]`);
  await expect(frame.getByRole('heading', { name: 'Orders app' })).toBeVisible();
  await expect(frame.locator('#ctx')).toContainText('"currentAgent"');
  const ctx = JSON.parse((await frame.locator('#ctx').textContent()) ?? '{}') as {
    conversation: { id: number };
    contact: { name: string };
    currentAgent: { id: number; email: string };
  };
  expect(ctx.conversation.id).toBe(seeded.conversationId);
  expect(ctx.contact.name).toBe('Dana Buyer');
  expect(ctx.currentAgent).toMatchObject({ id: s.user.id });
  await expect(page.locator('iframe')).toHaveAttribute('sandbox', /allow-scripts/);
  await snap(page, 'dashboard-app-tab-light');
  await expectAccessible(page, 'dashboard app tab');

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(frame.locator('#ctx')).toContainText('Dana Buyer');
  await snap(page, 'dashboard-app-tab-dark');
  await expectAccessible(page, 'dashboard app tab (dark)');
  await page.emulateMedia({ colorScheme: 'light' });
  await toArabic(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  // The frame's title is in the reader's language.
  const arFrame = page.frameLocator(`iframe[title="${fill(ar.dashboardAppTabs.frameTitle, { title: 'Orders' })}"]`);
  await expect(arFrame.locator('#ctx')).toContainText('Dana Buyer');
  await snap(page, 'dashboard-app-tab-ar');
  await expectAccessible(page, 'dashboard app tab (Arabic)');
  await page.goto(`${s.base}/settings/integrations/dashboard_apps`);
  await expect(page.getByRole('table')).toBeVisible();
  await snap(page, 'dashboard-apps-list-ar');
  await expectAccessible(page, 'dashboard apps (Arabic)');
});
