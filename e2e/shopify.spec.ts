import type { Page } from '@playwright/test';
import { FAKE_OPENAI_KEY, startFakeOpenAi } from '../server/test/fakeOpenAi.ts';
import { startFakeShopify, type TFakeShopify } from '../server/test/fakeShopify.ts';
import { expectAccessible } from './axe.ts';
import { FAKE_SHOPIFY_PORT } from './constants.ts';
import { seedConversation } from './conversationSeed.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';
import { createAgent } from './seed.ts';

const I = text.integrationsPage;
const S = text.shopifyPanel;

let shopify: TFakeShopify;
test.beforeAll(async () => {
  shopify = await startFakeShopify(FAKE_SHOPIFY_PORT);
});
test.afterAll(async () => {
  await shopify.close();
});

const toArabic = async (page: Page) => {
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
};

test('Shopify: an admin connects a store through its consent page; an agent sees the contact’s orders', async ({
  page,
  mailbox,
}) => {
  test.setTimeout(150_000);
  const admin = await signUpViaApi(page.request, newPerson('Shopify'));
  const accountId = Number(admin.user.account_id);
  const agentPerson = { name: 'Sam Agent', email: `sam-${Date.now()}@example.test`, password: 'sam-secret-12' };
  const agent = await createAgent(page.request, mailbox, { headers: admin.headers, accountId }, agentPerson);
  const seeded = await seedConversation(page.request, admin.headers, accountId, agent.user.id, {
    contactName: 'Dana Buyer',
    count: 1,
  });
  // The store knows Dana by this address.
  const patched = await page.request.patch(`/api/v1/accounts/${accountId}/contacts/${seeded.contactId}`, {
    headers: { ...admin.headers },
    data: { email: 'dana@example.test' },
  });
  expect(patched.ok()).toBe(true);
  const nobody = await seedConversation(page.request, admin.headers, accountId, agent.user.id, {
    contactName: 'Nobody Known',
    count: 1,
    inbox: { id: seeded.inboxId },
  });
  const base = `/app/accounts/${accountId}`;

  // The administrator names the store, approves the app on its consent page and comes back connected.
  await useSession(page.context(), admin.headers);
  await page.goto(`${base}/settings/integrations`);
  await page.getByRole('link', { name: new RegExp(I.apps.shopify.name) }).click();
  await expect(page.getByRole('heading', { name: I.apps.shopify.name, level: 1 })).toBeVisible();
  const domain = page.getByLabel(I.shopify.domain);
  await domain.fill('acme-store.example.com');
  await page.getByRole('button', { name: I.shopify.connect }).click();
  await expect(page.getByText(I.shopify.domainInvalid)).toBeVisible();
  await snap(page, 'shopify-app-light');
  await expectAccessible(page, 'Shopify app page');
  await domain.fill('acme-store.myshopify.com');
  await page.getByRole('button', { name: I.shopify.connect }).click();
  await expect(page.getByRole('heading', { name: 'Install Helpdesk' })).toBeVisible();
  await page.getByRole('link', { name: 'Install app' }).click();
  await expect(page.getByText(I.shopify.connected)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${base}/settings/integrations/shopify$`));
  await expect(page.getByText('acme-store.myshopify.com')).toBeVisible();
  await snap(page, 'shopify-app-connected-light');
  await expectAccessible(page, 'Shopify app page (connected)');

  // The agent opens the conversation: the contact panel lists Dana's orders, newest first.
  await useSession(page.context(), agent.headers);
  await page.goto(`${base}/conversations/${seeded.conversationId}`);
  const panel = page.getByRole('region', { name: S.title });
  const orders = panel.getByRole('list', { name: S.ordersLabel });
  await expect(orders.getByRole('listitem')).toHaveCount(2);
  const first = orders.getByRole('listitem').first();
  await expect(first).toContainText('#1002');
  await expect(first).toContainText('$120.00');
  await expect(first).toContainText(S.financial.pending);
  await expect(first).toContainText(S.fulfillmentStatus.unfulfilled);
  await expect(orders.getByRole('listitem').nth(1)).toContainText(S.financial.paid);
  await expect(orders.getByRole('listitem').nth(1)).toContainText(S.fulfillmentStatus.fulfilled);
  await expect(orders.getByRole('link', { name: fill(S.openOrder, { name: '#1001' }) })).toHaveAttribute(
    'href',
    'https://acme-store.myshopify.com/admin/orders/5001',
  );
  await snap(page, 'shopify-panel-light');
  await expectAccessible(page, 'Shopify orders panel');

  // A contact the store does not know: the empty state.
  await page.goto(`${base}/conversations/${nobody.conversationId}`);
  await expect(page.getByRole('region', { name: S.title }).getByText(S.empty)).toBeVisible();

  await page.goto(`${base}/conversations/${seeded.conversationId}`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.getByRole('region', { name: S.title }).getByRole('listitem')).toHaveCount(2);
  await snap(page, 'shopify-panel-dark');
  await expectAccessible(page, 'Shopify orders panel (dark)');
  await page.emulateMedia({ colorScheme: 'light' });

  await toArabic(page);
  await expect(page.getByRole('region', { name: 'طلبات Shopify' }).getByRole('listitem')).toHaveCount(2);
  await snap(page, 'shopify-panel-ar');
  await expectAccessible(page, 'Shopify orders panel (Arabic)');

  // Shopify refuses the token (the app was uninstalled): the panel and the app page say so.
  shopify.setRefuseTokens(true);
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));
  await page.reload();
  await expect(page.getByRole('region', { name: S.title })).toContainText('an administrator must reconnect the store');
  shopify.setRefuseTokens(false);
  await useSession(page.context(), admin.headers);
  await page.goto(`${base}/settings/integrations/shopify`);
  await expect(page.getByText(I.shopify.needsReconnect)).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.getByText(I.shopify.needsReconnect)).toBeVisible();
  await snap(page, 'shopify-app-dark');
  await expectAccessible(page, 'Shopify app page (dark)');
  await page.emulateMedia({ colorScheme: 'light' });
  await toArabic(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await snap(page, 'shopify-app-ar');
  await expectAccessible(page, 'Shopify app page (Arabic)');
});

test('OpenAI app: the key is tried on the endpoint before it is kept, and never shown again', async ({ page }) => {
  const openai = await startFakeOpenAi();
  try {
    const admin = await signUpViaApi(page.request, newPerson('OpenAI'));
    const accountId = Number(admin.user.account_id);
    await useSession(page.context(), admin.headers);
    await page.goto(`/app/accounts/${accountId}/settings/integrations`);
    await page.getByRole('link', { name: new RegExp(I.apps.openai.name) }).click();
    await expect(page.getByRole('heading', { name: I.apps.openai.name, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: I.connect }).first().click();
    const dialog = page.getByRole('dialog', { name: fill(I.connectTitle, { name: I.apps.openai.name }) });
    await dialog.getByLabel(I.apps.openai.fields.api_key).fill('sk-not-the-key');
    await dialog.getByLabel(I.apps.openai.fields.base_url).fill(openai.baseUrl);
    await dialog.getByRole('button', { name: I.connect }).click();
    await expect(dialog.getByText(/was refused by the endpoint \(401: Incorrect API key provided\.\)/)).toBeVisible();
    await snap(page, 'openai-connect-light');
    await expectAccessible(page, 'OpenAI connect dialog');
    await dialog.getByLabel(I.apps.openai.fields.api_key).fill(FAKE_OPENAI_KEY);
    await dialog.getByLabel(I.apps.openai.fields.model).fill('local-llama');
    await dialog.getByRole('button', { name: I.connect }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: /OpenAI/ })).toBeVisible();
    expect(await page.content()).not.toContain(FAKE_OPENAI_KEY);

    // Configure: the key is not read back; the base URL and model are.
    await page.getByRole('button', { name: fill(I.configureNamed, { name: 'OpenAI' }) }).click();
    const edit = page.getByRole('dialog', { name: fill(I.configureTitle, { name: I.apps.openai.name }) });
    await expect(edit.getByLabel(I.apps.openai.fields.api_key)).toHaveValue('');
    await expect(edit.getByLabel(I.apps.openai.fields.model)).toHaveValue('local-llama');
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, 'openai-configure-dark');
    await expectAccessible(page, 'OpenAI configure dialog (dark)');
    await edit.getByRole('button', { name: text.common.save }).click();
    await expect(edit).toBeHidden();
    const apps = await page.request.get(`/api/v1/accounts/${accountId}/integrations/apps`, {
      headers: { ...admin.headers },
    });
    expect(await apps.text()).not.toContain(FAKE_OPENAI_KEY);
    await page.emulateMedia({ colorScheme: 'light' });
    await toArabic(page);
    await expect(page.getByRole('row', { name: /OpenAI/ })).toBeVisible();
    await snap(page, 'openai-app-ar');
    await expectAccessible(page, 'OpenAI app page (Arabic)');
  } finally {
    await openai.close();
  }
});
