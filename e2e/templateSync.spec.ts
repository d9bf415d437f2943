import http from 'node:http';
import type { Page } from '@playwright/test';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { FAKE_WHATSAPP_PORT } from './constants.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';

const t = text.inboxesPage;

/** WhatsApp Cloud's template list: refuses while `refuse` is set, answers slowly so the busy button shows. */
let refuse = false;
const cloud = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.setHeader('content-type', 'application/json');
    setTimeout(() => {
      if (refuse) {
        res.statusCode = 401;
        res.end(JSON.stringify({ error: { message: 'Invalid OAuth access token', type: 'OAuthException' } }));
        return;
      }
      const approved = (name: string, components: unknown[]) => ({
        name,
        status: 'APPROVED',
        category: 'UTILITY',
        language: 'en_US',
        components,
      });
      res.end(
        JSON.stringify({
          data: [
            approved('order_update', [{ type: 'BODY', text: 'Hi {{1}}, order {{2}} is ready' }]),
            approved('track_order', [
              { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}' },
              { type: 'BODY', text: 'It left the warehouse' },
              { type: 'BUTTONS', buttons: [{ type: 'URL', text: 'Track', url: 'https://shop.test/t/{{1}}' }] },
            ]),
          ],
        }),
      );
    }, 600);
  });
});
test.beforeAll(() => new Promise<void>((resolve) => cloud.listen(FAKE_WHATSAPP_PORT, '127.0.0.1', resolve)));
test.afterAll(() => new Promise<void>((resolve) => cloud.close(() => resolve())));

const setUp = async (page: Page) => {
  const person = newPerson('Templates');
  const { user, headers } = await signUpViaApi(page.request, person);
  await useSession(page.context(), headers);
  const accountId = user.account_id ?? 0;
  const res = await page.request.post(`/api/v1/accounts/${accountId}/inboxes`, {
    headers: { ...headers },
    data: {
      name: 'WhatsApp Sales',
      channel: {
        type: 'whatsapp',
        provider: 'whatsapp_cloud',
        phone_number: `+1666${String(Date.now()).slice(-7)}`,
        provider_config: { api_key: 'e2e-key', phone_number_id: '111', business_account_id: '222' },
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const inbox = (await res.json()) as { id: number };
  return `/app/accounts/${accountId}/settings/inboxes/${inbox.id}`;
};

test('inbox settings: sync WhatsApp templates, with the last sync time and the provider’s reason on failure', async ({
  page,
}) => {
  const url = await setUp(page);
  const openTab = async (words: { settings: { tabs: { configuration: string } } } = t) => {
    await page.goto(url);
    await page.getByRole('tab', { name: words.settings.tabs.configuration }).click();
    return page.getByRole('tabpanel');
  };
  let panel = await openTab();
  await expect(panel.getByRole('heading', { name: t.templates.title })).toBeVisible();
  await expect(panel.getByText(t.templates.never, { exact: true })).toBeVisible();
  const button = panel.getByRole('button', { name: t.templates.sync });

  // The provider refuses: its reason shows and nothing was stored.
  refuse = true;
  await button.click();
  await expect(button).toBeDisabled();
  const failure = page.getByRole('status').filter({ hasText: 'Invalid OAuth access token' });
  await expect(failure).toContainText(fill(t.templates.failed, { reason: '' }).trim());
  await expect(button).toBeEnabled();
  await snap(page, 'inbox-templates-failed-light');
  await expect(panel.getByText(t.templates.never, { exact: true })).toBeVisible();

  refuse = false;
  await button.click();
  await expect(button).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: fill(t.templates.synced, { count: '2' }) })).toBeVisible();
  await expect(panel.getByText(t.templates.never, { exact: true })).toHaveCount(0);
  await expect(panel.locator('time')).toBeVisible();
  const list = panel.getByRole('list', { name: t.templates.listLabel });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText('track_order');
  await snap(page, 'inbox-templates-synced-light');

  await page.emulateMedia({ colorScheme: 'dark' });
  panel = await openTab();
  await expect(panel.locator('time')).toBeVisible();
  await snap(page, 'inbox-templates-synced-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  panel = await openTab(ar.inboxesPage);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await panel.getByRole('button', { name: ar.inboxesPage.templates.sync }).click();
  await expect(
    page.getByRole('status').filter({ hasText: fill(ar.inboxesPage.templates.synced, { count: '2' }) }),
  ).toBeVisible();
  await snap(page, 'inbox-templates-synced-ar');
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));
});
