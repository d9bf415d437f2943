import type { Page } from '@playwright/test';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';

const H = text.helpCenter;

/** A fresh administrator with a browser session. */
const signIn = async (page: Page, label: string) => {
  const { user, headers } = await signUpViaApi(page.request, newPerson(label));
  await useSession(page.context(), headers);
  return { accountId: user.account_id ?? 0, base: `/app/accounts/${user.account_id}`, headers };
};

const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: H.editor.state.saved })).toBeVisible();

/** Writes an article through the editor (autosaved), in the category, with the status. */
const writeArticle = async (
  page: Page,
  input: { title: string; body: string; category: string; status: 'published' | 'draft' },
) => {
  await page.getByRole('link', { name: H.articles.new }).first().click();
  await page.getByLabel(H.editor.title, { exact: true }).fill(input.title);
  // The first save with a title creates it; the page becomes edit_article.
  await expect(page).toHaveURL(/\/articles\/\d+$/);
  const editor = page.getByRole('textbox', { name: H.editor.content });
  await editor.click();
  await editor.pressSequentially(input.body);
  await page.getByLabel(H.editor.category, { exact: true }).selectOption({ label: input.category });
  await page.getByLabel(H.editor.status, { exact: true }).selectOption(input.status);
  await saved(page);
  return Number(/\/articles\/(\d+)$/.exec(page.url())?.[1]);
};

test('help centre: portal in English and Arabic, categories, articles, autosave, reorder', async ({ page }) => {
  test.setTimeout(300_000);
  const s = await signIn(page, 'Helpcentre');
  const slug = `acme-${Date.now().toString(36)}`;

  // No portal yet: the list offers the wizard; the sidebar is hidden.
  await page.goto(`${s.base}/portals`);
  await expect(page).toHaveURL(/\/portals\/all$/);
  await expect(page.getByText(H.portals.emptyTitle)).toBeVisible();
  await expect(page.getByRole('complementary', { name: H.sidebar.title })).toHaveCount(0);

  // Wizard: information (the slug follows the name until edited) → customization → finish.
  await page.getByRole('link', { name: H.portals.new }).first().click();
  await page.getByLabel(H.portalForm.name).fill('Acme Help');
  await expect(page.getByLabel(H.portalForm.slug)).toHaveValue('acme-help');
  await page.getByLabel(H.portalForm.slug).fill(slug);
  await page.getByLabel(H.portalForm.headerText).fill('How can we help?');
  await snap(page, 'help-center-wizard-info-light');
  await page.getByRole('button', { name: H.wizard.createPortal }).click();
  await expect(page).toHaveURL(new RegExp(`/portals/new/${slug}/customization$`));
  await page.getByRole('button', { name: H.wizard.next }).click();
  await expect(page.getByRole('heading', { name: H.wizard.finishTitle })).toBeVisible();

  // Locales: add Arabic.
  await page.goto(`${s.base}/portals/${slug}/edit/locales`);
  await page.getByLabel(H.locales.add).selectOption('ar');
  await page.getByRole('button', { name: H.locales.addButton }).click();
  await expect(page.getByRole('cell', { name: 'ar', exact: true })).toBeVisible();
  // A locale in draft is hidden from readers until published.
  const arabic = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'ar', exact: true }) });
  await arabic.getByRole('button', { name: fill(H.locales.makeDraftNamed, { name: 'Arabic' }) }).click();
  await expect(arabic.getByText(H.locales.draft, { exact: true })).toBeVisible();
  expect((await page.request.get(`/hc/${slug}/ar`)).status()).toBe(404);
  await snap(page, 'help-center-locales-light');
  await arabic.getByRole('button', { name: fill(H.locales.publishNamed, { name: 'Arabic' }) }).click();
  await expect(arabic.getByText(H.locales.draft, { exact: true })).toHaveCount(0);
  expect((await page.request.get(`/hc/${slug}/ar`)).status()).toBe(200);

  // The sidebar: portal header, tabs with counts, categories empty, plus → the add-category modal.
  await page.goto(`${s.base}/portals/${slug}/en/articles`);
  const sidebar = page.getByRole('complementary', { name: H.sidebar.title });
  await expect(sidebar.getByText('Acme Help')).toBeVisible();
  await expect(sidebar.getByText(H.sidebar.noCategories)).toBeVisible();
  await expect(sidebar.getByRole('link', { name: H.sidebar.openPublic })).toHaveAttribute('target', '_blank');
  await sidebar.getByRole('link', { name: H.categories.add }).click();
  const dialog = page.getByRole('dialog', { name: H.categories.addTitle });
  await expect(dialog.getByText('Acme Help')).toBeVisible();
  await dialog.getByLabel(H.categories.name, { exact: true }).fill('G');
  await dialog.getByRole('button', { name: H.categories.create }).click();
  await expect(dialog.getByLabel(H.categories.name, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel(H.categories.name, { exact: true }).fill('Getting started');
  await expect(dialog.getByLabel(H.categories.slug)).toHaveValue('getting-started');
  await dialog.getByRole('button', { name: H.categories.icon }).click();
  // The emoji grid is a popover over the dialog.
  await page.getByRole('dialog', { name: H.categories.icon }).getByRole('button', { name: 'rocket' }).click();
  await dialog.getByLabel(H.categories.description).fill('First steps');
  await snap(page, 'help-center-add-category-light');
  await dialog.getByRole('button', { name: H.categories.create }).click();
  await expect(page.getByText(H.categories.added)).toBeVisible();
  await expect(sidebar.getByRole('link', { name: /Getting started/ })).toBeVisible();

  // Articles in English: two published, one draft; autosave shows Saved.
  await page.goto(`${s.base}/portals/${slug}/en/articles`);
  const first = await writeArticle(page, {
    title: 'Reset your password',
    body: 'Open settings and choose reset password.',
    category: '🚀 Getting started',
    status: 'published',
  });
  await snap(page, 'help-center-editor-light');
  await page.getByRole('link', { name: H.editor.back, exact: true }).click();
  const second = await writeArticle(page, {
    title: 'Invite your team',
    body: 'Agents join from the invitation email.',
    category: '🚀 Getting started',
    status: 'published',
  });
  await page.getByRole('link', { name: H.editor.back, exact: true }).click();
  const draftId = await writeArticle(page, {
    title: 'Secret roadmap',
    body: 'Not for customers yet.',
    category: '🚀 Getting started',
    status: 'draft',
  });
  expect(first).toBeGreaterThan(0);
  expect(second).toBeGreaterThan(first);

  // Nothing typed is lost on navigation: type, leave at once, come straight back (the save may still be on
  // its way), then load the page afresh (the server has it).
  await page.goto(`${s.base}/portals/${slug}/en/articles/${first}`);
  const body = page.getByRole('textbox', { name: H.editor.content });
  await body.click();
  await page.keyboard.press('End');
  await body.pressSequentially(' Then sign in again.');
  await page.getByRole('link', { name: H.editor.back, exact: true }).click();
  // The editor's read of the article waits for the save still on its way.
  const reread = page.waitForResponse(
    (r) => r.request().method() === 'GET' && new URL(r.url()).pathname.endsWith(`/articles/${first}`),
  );
  await page
    .getByRole('link', { name: /Reset your password/ })
    .first()
    .click();
  await expect(page.getByRole('textbox', { name: H.editor.content })).toContainText('Then sign in again.');
  expect(JSON.stringify(await (await reread).json())).toContain('Then sign in again.');
  await page.reload();
  await expect(page.getByRole('textbox', { name: H.editor.content })).toContainText('Then sign in again.');

  // Lists: all / draft with counts; search.
  await page.goto(`${s.base}/portals/${slug}/en/articles`);
  await expect(page.getByRole('link', { name: /Secret roadmap/ })).toBeVisible();
  await page
    .getByRole('navigation', { name: H.articles.tabs })
    .getByRole('link', { name: new RegExp(H.tabs.draft) })
    .click();
  await expect(page.getByRole('link', { name: /Secret roadmap/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Invite your team/ })).toHaveCount(0);
  await page.goto(`${s.base}/portals/${slug}/en/articles`);
  await page.getByRole('searchbox', { name: H.articles.search }).fill('invitation');
  await expect(page.getByRole('link', { name: /Invite your team/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Reset your password/ })).toHaveCount(0);
  await snap(page, 'help-center-articles-light');

  // Reorder within the category by keyboard (the move buttons): the order is kept after a reload.
  await page.goto(`${s.base}/portals/${slug}/en/categories/getting-started/articles`);
  const order = page.getByRole('list', { name: H.articles.orderLabel });
  await expect(order.getByRole('listitem').first()).toContainText('Reset your password');
  await page.getByRole('button', { name: fill(H.articles.moveUp, { title: 'Invite your team' }) }).click();
  await expect(order.getByRole('listitem').first()).toContainText('Invite your team');
  await page.reload();
  await expect(order.getByRole('listitem').first()).toContainText('Invite your team');
  await snap(page, 'help-center-category-light');

  // Arabic: a category linked to its English counterpart, and a published article.
  await page.goto(`${s.base}/portals/${slug}/ar/categories`);
  await page.getByRole('button', { name: H.categories.add }).click();
  const arDialog = page.getByRole('dialog');
  await arDialog.getByLabel(H.categories.name, { exact: true }).fill('البدء');
  await expect(arDialog.getByLabel(H.categories.slug)).toHaveValue('البدء');
  await arDialog.getByLabel(H.categories.linked).selectOption({ label: '🚀 Getting started — English (en)' });
  await snap(page, 'help-center-linked-category-light');
  await arDialog.getByRole('button', { name: H.categories.create }).click();
  await expect(page.getByText(H.categories.added)).toBeVisible();
  // The English category's edit shows the link back (one group across locales).
  await page.goto(`${s.base}/portals/${slug}/en/categories`);
  await page
    .getByRole('button', { name: new RegExp(fill(H.categories.editNamed, { name: 'Getting started' })) })
    .click();
  await expect(page.getByRole('dialog').getByLabel(H.categories.linked).locator('option:checked')).toHaveText(
    'البدء — Arabic (ar)',
  );
  await page.getByRole('dialog').getByRole('button', { name: text.common.cancel }).click();
  await page.goto(`${s.base}/portals/${slug}/ar/articles`);
  await writeArticle(page, {
    title: 'إعادة تعيين كلمة المرور',
    body: 'افتح الإعدادات واختر إعادة التعيين.',
    category: 'البدء',
    status: 'published',
  });

  // The public portal: its search finds what was published here, in both locales; the draft is not public.
  await page.goto(`/hc/${slug}/en`);
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('invitation');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Invite your team' })).toBeVisible();
  await page.goto(`/hc/${slug}/en/articles?query=roadmap`);
  await expect(page.getByRole('link', { name: 'Secret roadmap' })).toHaveCount(0);
  await page.goto(`/hc/${slug}/ar/articles?query=${encodeURIComponent('الإعدادات')}`);
  await expect(page.getByRole('link', { name: 'إعادة تعيين كلمة المرور' })).toBeVisible();
  const draft = await page.request.get(`/api/v1/accounts/${s.accountId}/portals/${slug}/articles/${draftId}`, {
    headers: { ...s.headers },
  });
  const draftSlug = ((await draft.json()) as { payload: { slug: string } }).payload.slug;
  expect((await page.request.get(`/hc/${slug}/articles/${encodeURIComponent(draftSlug)}`)).status()).toBe(404);

  // The portal popover lists both locales with counts; picking Arabic opens its articles.
  await page.goto(`${s.base}/portals/${slug}/en/articles`);
  await sidebar.getByRole('button', { name: H.sidebar.switchPortal }).click();
  const popover = page.getByRole('dialog', { name: H.sidebar.portals });
  await expect(popover.getByText('Arabic')).toBeVisible();
  await snap(page, 'help-center-popover-light');
  await popover.getByRole('link', { name: /Arabic/ }).click();
  await expect(page).toHaveURL(new RegExp(`/portals/${slug}/ar/articles$`));
  await expect(page.getByRole('link', { name: /إعادة تعيين كلمة المرور/ })).toBeVisible();

  // The last-active portal and locale are remembered: /portals lands on them.
  await page.goto(`${s.base}/portals`);
  await expect(page).toHaveURL(new RegExp(`/portals/${slug}/ar/articles$`));

  // Looks: dark and Arabic, each page once its content (not a spinner) shows.
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const [name, path, shown] of [
    ['portals', 'portals/all', 'Acme Help'],
    ['articles', `portals/${slug}/en/articles`, 'Invite your team'],
    ['editor', `portals/${slug}/en/articles/${first}`, 'Then sign in again.'],
    ['categories', `portals/${slug}/en/categories`, 'First steps'],
    ['edit', `portals/${slug}/edit`, ''],
  ] as const) {
    await page.goto(`${s.base}/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (shown) await expect(page.getByRole('main').getByText(shown).first()).toBeVisible();
    await snap(page, `help-center-${name}-dark`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  for (const [name, path, shown] of [
    ['portals', 'portals/all', 'Acme Help'],
    ['articles', `portals/${slug}/ar/articles`, 'إعادة تعيين كلمة المرور'],
    ['editor', `portals/${slug}/en/articles/${first}`, 'Then sign in again.'],
    ['categories', `portals/${slug}/ar/categories`, 'البدء'],
  ] as const) {
    await page.goto(`${s.base}/${path}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByText(shown).first()).toBeVisible();
    await snap(page, `help-center-${name}-ar`);
  }
});
