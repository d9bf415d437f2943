import ar from '../common/i18n/ar.json' with { type: 'json' };
import { expectAccessible } from './axe.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';

const A = text.auditLogs;

test('audit logs: an administrator changes a role and adds a label, then reads, opens and filters the log', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { user, headers } = await signUpViaApi(page.request, newPerson('Audit'));
  const accountId = user.account_id ?? 0;
  const api = `/api/v1/accounts/${accountId}`;
  const invited = await page.request.post(`${api}/agents`, {
    headers,
    data: { name: 'Liam Reed', email: `liam-${Date.now()}@example.com`, role: 'agent' },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const liam = (await invited.json()) as { id: number };
  expect(
    (await page.request.patch(`${api}/agents/${liam.id}`, { headers, data: { role: 'administrator' } })).status(),
  ).toBe(200);
  expect(
    (await page.request.post(`${api}/labels`, { headers, data: { title: 'billing', color: '#ff0000' } })).status(),
  ).toBe(200);

  await useSession(page.context(), headers);
  await page.goto(`/app/accounts/${accountId}/settings/audit-logs`);
  await expect(page.getByRole('heading', { level: 1, name: A.title })).toBeVisible();
  const roleLine = fill(A.sentence.roleChanged, {
    actor: user.name,
    name: 'Liam Reed',
    role: text.roles.administrator,
  });
  await expect(page.getByRole('cell', { exact: true, name: roleLine })).toBeVisible();
  await expect(
    page.getByRole('cell', {
      exact: true,
      name: fill(A.sentence.create, { actor: user.name, thing: A.types.Label, name: 'billing' }),
    }),
  ).toBeVisible();
  await snap(page, 'audit-logs-light');
  await expectAccessible(page, 'settings/audit-logs');

  // The diff drawer: the role before and after.
  await page.getByRole('button', { name: fill(A.detailsOf, { sentence: roleLine }) }).click();
  const drawer = page.getByRole('dialog', { name: A.drawerTitle });
  await expect(drawer.getByRole('row', { name: /role agent administrator/ })).toBeVisible();
  await snap(page, 'audit-logs-diff-light');
  await expectAccessible(page, 'settings/audit-logs diff');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Filters live in the URL.
  await page.getByRole('combobox', { name: A.type }).selectOption({ label: A.types.Label });
  await expect(page).toHaveURL(/auditable_type=Label/);
  await expect(page.getByRole('cell', { exact: true, name: roleLine })).toBeHidden();
  await expect(
    page.getByRole('cell', {
      exact: true,
      name: fill(A.sentence.create, { actor: user.name, thing: A.types.Label, name: 'billing' }),
    }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: A.type })).toHaveValue('Label');
  await page.getByRole('button', { name: A.clear }).click();
  await expect(page.getByRole('cell', { exact: true, name: roleLine })).toBeVisible();

  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'audit-logs-dark');
  await expectAccessible(page, 'settings/audit-logs dark', { colour: 'only' });
  await page.getByRole('button', { name: fill(A.detailsOf, { sentence: roleLine }) }).click();
  await snap(page, 'audit-logs-diff-dark');
  await expectAccessible(page, 'settings/audit-logs diff dark', { colour: 'only' });
  await page.keyboard.press('Escape');
  await page.emulateMedia({ colorScheme: 'light' });

  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ar.auditLogs.title })).toBeVisible();
  await expect(
    page.getByRole('cell', {
      exact: true,
      name: fill(ar.auditLogs.sentence.roleChanged, {
        actor: user.name,
        name: 'Liam Reed',
        role: ar.roles.administrator,
      }),
    }),
  ).toBeVisible();
  await snap(page, 'audit-logs-ar');
  await expectAccessible(page, 'settings/audit-logs ar', { colour: 'skip' });
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));
});
