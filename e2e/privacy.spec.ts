import ar from '../common/i18n/ar.json' with { type: 'json' };
import { expectAccessible } from './axe.ts';
import { seedConversation } from './conversationSeed.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { fill, text } from './pages/text.ts';

const p = text.contactsPage.profile;

test('an administrator erases a contact’s personal data and can no longer find them', async ({
  page,
  context,
  request,
}) => {
  const { headers, user } = await signUpViaApi(request, newPerson('Privacy'));
  const accountId = user.account_id ?? 0;
  const seeded = await seedConversation(request, headers, accountId, user.id, { contactName: 'Ivy Forget', count: 2 });
  await useSession(context, headers);
  await page.goto(`/app/accounts/${accountId}/contacts/${seeded.contactId}`);
  await expect(page.getByRole('heading', { name: 'Ivy Forget', level: 1 })).toBeVisible();

  // The right of access first: an export is built by a job, then downloaded as a ZIP.
  const archives = text.contactsPage.archives;
  await page.getByRole('button', { name: archives.export }).click();
  await expect(page.getByText(archives.requested)).toBeVisible();
  const download = page.getByRole('button', { name: new RegExp(`contact-${seeded.contactId}-.*\\.zip`) });
  await expect(download).toBeVisible({ timeout: 30_000 });
  const saved = page.waitForEvent('download');
  await download.click();
  expect((await saved).suggestedFilename()).toMatch(/^contact-\d+-\d{4}-\d{2}-\d{2}\.zip$/);
  await snap(page, 'contact-export-light');

  await page.getByRole('button', { name: p.erase }).click();
  const dialog = page.getByRole('dialog', { name: fill(p.eraseTitle, { name: 'Ivy Forget' }) });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: p.eraseConfirm });
  await expect(confirm).toBeDisabled();
  await snap(page, 'erase-dialog-light');
  await expectAccessible(page, 'erase dialog');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'erase-dialog-dark');
  await expectAccessible(page, 'erase dialog (dark)', { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });

  await dialog.getByLabel(fill(text.typeToConfirm.label, { value: 'Ivy Forget' })).fill('Ivy Forget');
  await confirm.click();
  await expect(page.getByText(p.erased)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Erased contact', level: 1 })).toBeVisible();

  // The conversation stays, without what was said.
  await page.goto(`/app/accounts/${accountId}/conversations/${seeded.conversationId}`);
  const log = page.getByRole('log', { name: text.conversations.messagesLabel });
  await expect(log).toBeVisible();
  await expect(log.getByText('Message 1 from Ivy Forget')).toHaveCount(0);

  // Searching for the person finds nothing.
  await page.goto(`/app/accounts/${accountId}/contacts`);
  await page.getByRole('searchbox', { name: text.contactsPage.search }).fill('Ivy');
  await expect(page.getByText(text.contactsPage.empty.noMatch)).toBeVisible();

  // Arabic: the dialog reads right to left.
  await page.goto(`/app/accounts/${accountId}/contacts/${seeded.contactId}`);
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: ar.contactsPage.profile.erase }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await snap(page, 'erase-dialog-ar');
  await expectAccessible(page, 'erase dialog (Arabic)');
});
