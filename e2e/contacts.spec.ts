import fs from 'node:fs';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import type { TAuthHeaders } from '../common/contracts/auth.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';

const t = text.contactsPage;

const signIn = async (page: Page, label: string) => {
  const { user, headers } = await signUpViaApi(page.request, newPerson(label));
  await useSession(page.context(), headers);
  const accountId = user.account_id ?? 0;
  expect(accountId).toBeGreaterThan(0);
  return { accountId, base: `/app/accounts/${accountId}`, headers };
};

const api = async <T>(page: Page, headers: TAuthHeaders, method: 'GET' | 'POST', path: string, data?: unknown) => {
  const res = await page.request.fetch(path, { method, headers: { ...headers }, data: data as never });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
};

const createContact = (page: Page, s: { accountId: number; headers: TAuthHeaders }, body: Record<string, unknown>) =>
  api<{ payload: { contact: { id: number } } }>(
    page,
    s.headers,
    'POST',
    `/api/v1/accounts/${s.accountId}/contacts`,
    body,
  ).then((r) => r.payload.contact.id);

test('create a contact: a bad phone is explained, a duplicate links to the existing contact', async ({ page }) => {
  const s = await signIn(page, 'Create');
  const existing = await createContact(page, s, { name: 'Existing Person', email: 'taken@example.test' });
  await page.goto(`${s.base}/contacts`);
  await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: t.create.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.create.title });
  await dialog.getByLabel(t.fields.name, { exact: true }).fill('Ada Lovelace');
  await dialog.getByLabel(t.fields.email, { exact: true }).fill('taken@example.test');
  await dialog.getByRole('textbox', { name: t.fields.phone }).fill('12ab');
  await dialog.getByRole('button', { name: t.create.submit }).click();
  await expect(dialog.getByText(t.errors.phone)).toBeVisible();
  await snap(page, 'contacts-create-bad-phone-light');
  await dialog.getByRole('textbox', { name: t.fields.phone }).fill('+14155552671');
  await dialog.getByRole('button', { name: t.create.submit }).click();
  const link = dialog.getByRole('link', { name: fill(t.duplicate.link, { name: 'Existing Person' }) });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `${s.base}/contacts/${existing}`);
  await dialog.getByLabel(t.fields.email, { exact: true }).fill('ada@example.test');
  await dialog.getByRole('button', { name: t.create.submit }).click();
  await expect(page).toHaveURL(/\/contacts\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeVisible();
  await snap(page, 'contacts-profile-light');
});

test('import 10,000 rows with 20 bad ones: progress, then a report of exactly those rows', async ({ page }) => {
  test.setTimeout(180_000);
  const s = await signIn(page, 'Import');
  const rows: string[][] = [['name', 'email', 'phone_number', 'company']];
  const bad: string[] = [];
  for (let i = 0; i < 10_000; i++) {
    if (i % 500 === 7) {
      const name = `Bad Row ${i}`;
      bad.push(name);
      rows.push(i % 1000 === 7 ? [name, `broken-${i}`, '', 'Acme'] : [name, `ok${i}@bulk.test`, '555-0101', 'Acme']);
    } else rows.push([`Imported ${i}`, `imp${i}@bulk.test`, '', i % 2 ? 'Acme' : 'Globex']);
  }
  expect(bad).toHaveLength(20);
  await page.goto(`${s.base}/contacts`);
  await page.getByRole('button', { name: t.import.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.import.title });
  await dialog.getByLabel(t.import.file).setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(Papa.unparse(rows)),
  });
  await dialog.getByRole('button', { name: t.import.submit }).click();
  await expect(dialog.getByRole('progressbar', { name: t.import.progressLabel })).toBeVisible();
  await snap(page, 'contacts-import-progress-light');
  const report = dialog.getByRole('button', { name: fill(t.import.downloadReport, { count: '20' }) });
  await expect(report).toBeVisible({ timeout: 150_000 });
  await expect(dialog.getByText(fill(t.import.done, { imported: '9980', failed: '20' }))).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), report.click()]);
  const csv = fs.readFileSync((await download.path()) ?? '', 'utf8');
  const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
  expect(parsed.map((r) => r.name)).toEqual(bad);
  expect(parsed.every((r) => (r.error ?? '').length > 0)).toBe(true);
  await dialog.getByRole('button', { name: text.common.close }).last().click();
  await expect(page.getByText(fill(t.pager.summary, { page: '1', pages: '666', count: '9980' }))).toBeVisible();
});

test('filter into a segment, save it, merge two contacts, export and open the file', async ({ page }) => {
  const s = await signIn(page, 'Segment');
  await createContact(page, s, { name: 'Ann Acme', email: 'ann@acme.test', additional_attributes: { city: 'Paris' } });
  const base = await createContact(page, s, { name: 'Bea Acme', email: 'bea@acme.test' });
  const mergee = await createContact(page, s, { name: 'Bea Duplicate', phone_number: '+447911123456' });
  await createContact(page, s, { name: 'Carl Other', email: 'carl@other.test' });

  await page.goto(`${s.base}/contacts`);
  await page.getByRole('button', { name: t.filter.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.filter.title });
  await dialog.getByLabel(fill(t.filter.attributeOf, { n: '1' })).selectOption('email');
  await dialog.getByLabel(fill(t.filter.operatorOf, { n: '1' })).selectOption('contains');
  await dialog.getByRole('button', { name: t.filter.apply }).click();
  await expect(dialog.getByText(t.filter.valueRequired)).toBeVisible();
  await dialog.getByLabel(fill(t.filter.valueOf, { n: '1' })).fill('acme');
  await dialog.getByRole('button', { name: t.filter.addRow }).click();
  await dialog.getByLabel(fill(t.filter.attributeOf, { n: '2' })).selectOption('city');
  await dialog.getByLabel(fill(t.filter.operatorOf, { n: '2' })).selectOption('is_present');
  await dialog.getByLabel(fill(t.filter.joinOf, { n: '1' })).selectOption('or');
  await snap(page, 'contacts-filter-light');
  await dialog.getByRole('button', { name: t.filter.saveSegment }).click();
  await dialog.getByLabel(t.filter.segmentName).fill('Acme people');
  await dialog.getByRole('button', { name: t.filter.saveSegmentConfirm }).click();
  await expect(page).toHaveURL(/\/contacts\/custom_view\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Acme people', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ann Acme' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bea Acme' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Carl Other' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Acme people' })).toBeVisible();

  // Export the segment and open the file.
  await page.getByRole('button', { name: t.export.open, exact: true }).click();
  const exportDialog = page.getByRole('dialog', { name: t.export.title });
  const downloadButton = exportDialog.getByRole('button', { name: t.export.download });
  await expect(downloadButton).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  const exported = Papa.parse<Record<string, string>>(fs.readFileSync((await download.path()) ?? '', 'utf8'), {
    header: true,
    skipEmptyLines: true,
  }).data;
  expect(exported.map((r) => r.email).sort()).toEqual(['ann@acme.test', 'bea@acme.test']);
  await exportDialog.getByRole('button', { name: text.common.close }).last().click();

  // Merge the duplicate into Bea.
  await page.goto(`${s.base}/contacts/${mergee}`);
  await page.getByRole('button', { name: t.merge.open, exact: true }).click();
  const merge = page.getByRole('dialog', { name: t.merge.title });
  await merge.getByLabel(t.merge.search).fill('bea');
  // A combobox: the arrows pick a result while focus stays in the search field.
  const search = merge.getByRole('combobox', { name: t.merge.search });
  await expect(merge.getByRole('option', { name: /Bea Acme/ })).toBeVisible();
  await search.press('ArrowDown');
  await expect(merge.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expect(search).toBeFocused();
  await merge.getByRole('option', { name: /Bea Acme/ }).click();
  await snap(page, 'contacts-merge-light');
  await merge.getByRole('button', { name: t.merge.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/contacts/${base}$`));
  await expect(page.getByRole('heading', { name: 'Bea Acme', level: 1 })).toBeVisible();
  const merged = await api<{ payload: { phone_number: string } }>(
    page,
    s.headers,
    'GET',
    `/api/v1/accounts/${s.accountId}/contacts/${base}`,
  );
  expect(merged.payload.phone_number).toBe('+447911123456');
  const gone = await page.request.get(`/api/v1/accounts/${s.accountId}/contacts/${mergee}`, {
    headers: { ...s.headers },
  });
  expect(gone.status()).toBe(404);
});

test('screens in dark mode and Arabic: contacts, profile, custom attributes', async ({ page }) => {
  const s = await signIn(page, 'Looks');
  await api(page, s.headers, 'POST', `/api/v1/accounts/${s.accountId}/custom_attribute_definitions`, {
    attribute_display_name: 'Plan',
    attribute_key: 'plan',
    attribute_display_type: 'list',
    attribute_model: 'contact_attribute',
    attribute_values: ['free', 'pro'],
  });
  const id = await createContact(page, s, {
    name: 'Layla Haddad',
    email: 'layla@example.test',
    phone_number: '+971501234567',
    additional_attributes: { company_name: 'Sahara', city: 'Dubai' },
  });
  for (let i = 0; i < 5; i++) await createContact(page, s, { name: `Person ${i}`, email: `p${i}@example.test` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${s.base}/contacts`);
  await expect(page.getByRole('link', { name: 'Layla Haddad' })).toBeVisible();
  await snap(page, 'contacts-list-dark');
  await page.goto(`${s.base}/contacts/${id}`);
  await expect(page.getByLabel('Plan')).toBeVisible();
  await snap(page, 'contacts-profile-dark');
  await page.goto(`${s.base}/settings/custom-attributes/list`);
  await page.getByRole('tab', { name: text.customAttributesPage.models.contact_attribute }).click();
  await expect(page.getByText('plan', { exact: true })).toBeVisible();
  await snap(page, 'custom-attributes-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.goto(`${s.base}/contacts`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await snap(page, 'contacts-list-ar');
  await page.goto(`${s.base}/contacts/${id}`);
  await expect(page.getByRole('heading', { name: 'Layla Haddad', level: 1 })).toBeVisible();
  await snap(page, 'contacts-profile-ar');
});
