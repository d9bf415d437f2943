import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, FrameLocator, Page } from '@playwright/test';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import type { TArticleResponse, TCategoryResponse, TPortal } from '../common/contracts/responses/helpCenter.ts';
import { BASE_URL } from './constants.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { apiAs } from './seed.ts';
import { text } from './pages/text.ts';

const w = text.widgetChat;

/** A customer's website on another origin embedding the widget snippet (the widget runs cross-origin). */
let site: http.Server;
let siteUrl = '';
const pages = new Map<string, string>();
const hostPage = (settings: Record<string, unknown>, websiteToken: string) => `<!doctype html>
<html><head><meta charset="utf-8"><title>Shop</title></head>
<body style="font-family:sans-serif;padding:40px"><h1>Acme shop</h1>
<script>
window.chatwootSettings = ${JSON.stringify(settings)};
(function (d, t) {
  var g = d.createElement(t), s = d.getElementsByTagName(t)[0];
  g.src = ${JSON.stringify(BASE_URL)} + '/packs/js/sdk.js';
  g.defer = true; g.async = true;
  s.parentNode.insertBefore(g, s);
  g.onload = function () { window.chatwootSDK.run({ websiteToken: ${JSON.stringify(websiteToken)}, baseUrl: ${JSON.stringify(BASE_URL)} }); };
})(document, 'script');
</script></body></html>`;

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

const openWidget = async (page: Page, path: string, openLabel: string): Promise<FrameLocator> => {
  await page.goto(`${siteUrl}${path}`);
  await page.getByRole('button', { name: openLabel }).click();
  return page.frameLocator('iframe.cw-frame');
};

/** The widget's article view in a fresh context (dark or Arabic), screenshotted. */
const articleIn = async (browser: Browser, token: string, opts: { dark?: boolean; arabic?: boolean }) => {
  const path = `/${opts.dark ? 'dark' : 'ar'}`;
  pages.set(path, hostPage({ darkMode: 'auto', ...(opts.arabic && { locale: 'ar' }) }, token));
  const context = await browser.newContext({
    colorScheme: opts.dark ? 'dark' : 'light',
    locale: opts.arabic ? 'ar' : 'en-US',
  });
  const page = await context.newPage();
  const t = opts.arabic ? ar.widgetChat : w;
  const frame = await openWidget(page, path, t.openChat);
  const title = opts.arabic ? 'كيف يعمل استرداد الأموال' : 'How refunds work';
  await frame.getByRole('button', { name: title }).click();
  await expect(frame.getByRole('heading', { name: title })).toBeVisible();
  await expect(frame.getByText(opts.arabic ? 'ثلاثين يوما' : 'thirty days')).toBeVisible();
  if (opts.arabic) await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  await snap(page, `hc-widget-article-${opts.dark ? 'dark' : 'ar'}`);
  await context.close();
};

test('an administrator links the website inbox to a portal; a visitor finds and reads an article in the widget', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { user, headers } = await signUpViaApi(page.request, newPerson('WidgetHelp'));
  const api = apiAs(page.request, headers);
  const base = `/api/v1/accounts/${user.account_id}/portals`;
  const slug = `widget-help-${Date.now().toString(36)}`;
  await api.post<TPortal>(base, {
    name: 'Acme Help',
    slug,
    config: { allowed_locales: ['en', 'ar'], default_locale: 'en' },
  });
  const billing = (await api.post<TCategoryResponse>(`${base}/${slug}/categories`, { name: 'Billing', icon: '💳' }))
    .payload;
  const arBilling = (
    await api.post<TCategoryResponse>(`${base}/${slug}/categories`, {
      name: 'الفواتير',
      locale: 'ar',
      associated_category_id: billing.id,
    })
  ).payload;
  const art = (data: object) => api.post<TArticleResponse>(`${base}/${slug}/articles`, data);
  const refund = (
    await art({
      title: 'How refunds work',
      description: 'Ask for a refund within 30 days.',
      content:
        '<h2>Asking for a refund</h2><p>You can ask for <strong>refunds</strong> within thirty days of delivery.</p>',
      category_id: billing.id,
      status: 'published',
    })
  ).payload;
  await art({ title: 'Paying by card', content: '<p>We take all major cards.</p>', status: 'published' });
  await art({ title: 'Refund fraud playbook', content: '<p>Internal refund notes.</p>', category_id: billing.id });
  await art({
    title: 'كيف يعمل استرداد الأموال',
    content: '<p>يمكنك طلب استرداد الأموال خلال ثلاثين يوما من التسليم.</p>',
    category_id: arBilling.id,
    associated_article_id: refund.id,
    status: 'published',
  });
  const inbox = await api.post<{ id: number; website_token: string }>(`/api/v1/accounts/${user.account_id}/inboxes`, {
    name: 'Acme site',
    channel: { type: 'web_widget', website_url: siteUrl, welcome_title: 'Hi there 👋' },
  });

  // Inbox settings: the Help Center select links the portal; it is still chosen after a reload.
  await useSession(page.context(), headers);
  await page.goto(`/app/accounts/${user.account_id}/settings/inboxes/${inbox.id}`);
  const portalSelect = () => page.getByRole('combobox', { name: text.inboxesPage.settings.helpCenter, exact: true });
  const select = portalSelect();
  await expect(select).toHaveValue('');
  await select.selectOption({ label: 'Acme Help' });
  await page.getByRole('button', { name: text.common.save }).click();
  await expect(page.getByText(text.inboxesPage.settings.saved).last()).toBeVisible();
  await page.reload();
  await expect(portalSelect()).toHaveValue(/\d+/);
  await expect(portalSelect().locator('option:checked')).toHaveText('Acme Help');
  await portalSelect().scrollIntoViewIfNeeded();
  await snap(page, 'hc-inbox-portal-light');

  // The widget's home: popular articles; search finds the published article, never the draft.
  pages.set('/', hostPage({}, inbox.website_token));
  const frame = await openWidget(page, '/', w.openChat);
  const help = frame.getByRole('region', { name: w.helpCenter.title });
  await expect(help.getByRole('heading', { name: w.helpCenter.popular })).toBeVisible();
  await expect(help.getByRole('button', { name: 'Paying by card' })).toBeVisible();
  await help.getByRole('searchbox', { name: w.helpCenter.search }).fill('refunds');
  await expect(help.getByRole('heading', { name: w.helpCenter.results })).toBeVisible();
  await expect(help.getByRole('button', { name: 'How refunds work' })).toBeVisible();
  await expect(help.getByRole('button', { name: 'Paying by card' })).toHaveCount(0);
  await expect(help.getByRole('button', { name: 'Refund fraud playbook' })).toHaveCount(0);
  await snap(page, 'hc-widget-search-light');

  // Opened inside the widget (no new tab), with its formatted body; Back returns to the list.
  const before = page.context().pages().length;
  await help.getByRole('button', { name: 'How refunds work' }).click();
  await expect(frame.getByRole('heading', { name: 'How refunds work' })).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Asking for a refund' })).toBeVisible();
  await expect(frame.getByText('within thirty days of delivery')).toBeVisible();
  await expect(frame.locator('.cw-article__body strong')).toHaveText('refunds');
  expect(page.context().pages().length).toBe(before);
  await snap(page, 'hc-widget-article-light');
  await frame.getByRole('button', { name: w.helpCenter.back }).click();
  await expect(help.getByRole('button', { name: 'How refunds work' })).toBeVisible();

  // Reading it in the widget counted one view, as the public page does.
  const shown = await page.request.get(`${base}/${slug}/articles/${refund.id}`, { headers: { ...headers } });
  expect(((await shown.json()) as { payload: { views: number } }).payload.views).toBe(1);

  await articleIn(browser, inbox.website_token, { dark: true });
  await articleIn(browser, inbox.website_token, { arabic: true });
});
