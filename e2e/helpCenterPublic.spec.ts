import type { TArticleResponse, TCategoryResponse, TPortal } from '../common/contracts/responses/helpCenter.ts';
import { apiAs } from './seed.ts';
import { expect, newPerson, signUpViaApi, snap, test } from './fixtures.ts';

/**
 * The public help centre as a reader meets it: a portal in English and Arabic seeded through the API, read
 * without JavaScript (home, category, article, search), a draft that stays private, RTL for Arabic, and
 * screenshots in light, dark and Arabic.
 */
test('a reader finds and reads articles of the public portal in English and Arabic', async ({
  page,
  request,
  browser,
}) => {
  const { user, headers } = await signUpViaApi(request, newPerson('Portal'));
  const api = apiAs(request, headers);
  const base = `/api/v1/accounts/${user.account_id}/portals`;
  const slug = `help-${Date.now().toString(36)}`;
  await api.post<TPortal>(base, {
    name: 'Acme Help',
    slug,
    color: '#6b21a8',
    header_text: 'How can we help?',
    homepage_link: 'https://acme.example.test',
    config: { allowed_locales: ['en', 'ar'], default_locale: 'en' },
  });
  const cat = (data: object) => api.post<TCategoryResponse>(`${base}/${slug}/categories`, data);
  const art = (data: object) => api.post<TArticleResponse>(`${base}/${slug}/articles`, data);
  const billing = (await cat({ name: 'Billing', icon: '💳', description: 'Invoices, refunds and payments' })).payload;
  const account = (await cat({ name: 'Your account', icon: '👤', description: 'Sign-in and security' })).payload;
  const arBilling = (await cat({ name: 'الفواتير', icon: '💳', locale: 'ar', associated_category_id: billing.id }))
    .payload;
  const refund = (
    await art({
      title: 'How refunds work',
      description: 'Ask for a refund within 30 days.',
      content:
        '<h2>Asking for a refund</h2><p>You can ask for <strong>refunds</strong> within thirty days of delivery.</p><ul><li>Open your order</li><li>Choose <em>Refund</em></li></ul>',
      category_id: billing.id,
      status: 'published',
    })
  ).payload;
  await art({
    title: 'Paying by card',
    content: '<p>We take all major cards.</p>',
    category_id: billing.id,
    status: 'published',
  });
  await art({
    title: 'Resetting your password',
    content: '<p>Use the reset link.</p>',
    category_id: account.id,
    status: 'published',
  });
  const draft = (await art({ title: 'Refund fraud playbook', content: '<p>Internal.</p>', category_id: billing.id }))
    .payload;
  const arRefund = (
    await art({
      title: 'كيف يعمل استرداد الأموال',
      content: '<p>يمكنك طلب استرداد الأموال خلال ثلاثين يوما من التسليم.</p>',
      category_id: arBilling.id,
      associated_article_id: refund.id,
      status: 'published',
    })
  ).payload;

  // Home: categories and popular articles; the skip link is the first stop of the keyboard.
  await page.goto(`/hc/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/hc/${slug}/en$`));
  await expect(page.getByRole('heading', { name: 'Acme Help' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Billing/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Refund fraud playbook' })).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await snap(page, 'hc-public-home-light');

  // Category → article.
  await page.getByRole('link', { name: /Billing/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Billing/ })).toBeVisible();
  await page.getByRole('link', { name: 'How refunds work' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How refunds work' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Asking for a refund' })).toBeVisible();
  await snap(page, 'hc-public-article-light');

  // Search, with the matched words marked.
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('refunded');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /refunded/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'How refunds work' })).toBeVisible();
  await expect(page.locator('mark').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Refund fraud playbook' })).toHaveCount(0);
  await snap(page, 'hc-public-search-light');

  // A draft is not public.
  expect((await request.get(`/hc/${slug}/articles/${draft.slug}`)).status()).toBe(404);

  // Arabic: right to left, its own words; the locale switcher leads there from English.
  await page.goto(`/hc/${slug}/articles/${refund.slug}`);
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(new RegExp(`/articles/${encodeURIComponent(arRefund.slug)}$`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'كيف يعمل استرداد الأموال' })).toBeVisible();
  await snap(page, 'hc-public-article-ar');
  await page.goto(`/hc/${slug}/ar`);
  await expect(page.getByRole('searchbox', { name: 'ابحث في المقالات' })).toBeVisible();
  await snap(page, 'hc-public-home-ar');

  // Dark, by the reader's colour scheme.
  const dark = await browser.newPage({ colorScheme: 'dark' });
  await dark.goto(`/hc/${slug}/en`);
  await snap(dark, 'hc-public-home-dark');
  await dark.goto(`/hc/${slug}/articles/${refund.slug}`);
  await snap(dark, 'hc-public-article-dark');
  await dark.close();
});
