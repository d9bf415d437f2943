import type { Page } from '@playwright/test';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { expectAccessible } from './axe.ts';
import { seedConversation } from './conversationSeed.ts';
import { expect, newPerson, signUpViaApi, snap, test, useSession } from './fixtures.ts';
import { text } from './pages/text.ts';

const ed = text.editor;
const s = text.scheduled;

/** The date and time inputs' values for the next whole minute at least `aheadMs` from now, in the browser's zone. */
const nextMinute = (page: Page, aheadMs: number) =>
  page.evaluate((ahead) => {
    const d = new Date(Date.now() + ahead + 60_000);
    d.setSeconds(0, 0);
    const p = (n: number) => String(n).padStart(2, '0');
    return {
      date: `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`,
      time: `${p(d.getHours())}:${p(d.getMinutes())}`,
    };
  }, aheadMs);

const toLocale = async (page: Page, locale: 'ar' | 'en') => {
  await page.evaluate((l) => localStorage.setItem('cw_locale', l), locale);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
};

test('send later: an agent schedules a reply, sees and edits it, and it is sent at its time', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const { headers, user } = await signUpViaApi(request, newPerson('Later'));
  const accountId = user.account_id ?? 0;
  const seeded = await seedConversation(request, headers, accountId, user.id, { contactName: 'Lea Later', count: 1 });
  await useSession(context, headers);
  await page.goto(`/app/accounts/${accountId}/conversations/${seeded.conversationId}`);
  const log = page.getByRole('log', { name: text.conversations.messagesLabel });
  await expect(log).toBeVisible();

  const reply = page.getByRole('textbox', { name: ed.replyLabel });
  await reply.click();
  await page.keyboard.type('I will check with the warehouse and write back.');
  const scheduleButton = page.getByRole('button', { name: ed.schedule });
  await scheduleButton.click();
  const dialog = page.getByRole('dialog', { name: s.title });
  await expect(dialog).toBeVisible();
  // Quick picks fill the inputs; the zone is shown.
  await dialog.getByRole('button', { name: s.preset.monday }).click();
  await expect(dialog.getByLabel(s.time, { exact: true })).toHaveValue('09:00');
  await expect(dialog.getByText(/UTC|\//)).toBeVisible();
  await snap(page, 'sendlater-dialog-light');
  await expectAccessible(page, 'schedule dialog');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'sendlater-dialog-dark');
  await expectAccessible(page, 'schedule dialog (dark)', { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });

  // A time a few minutes ahead; the composer empties once it is scheduled.
  const later = await nextMinute(page, 180_000);
  await dialog.getByLabel(s.date, { exact: true }).fill(later.date);
  await dialog.getByLabel(s.time, { exact: true }).fill(later.time);
  await dialog.getByRole('button', { name: s.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(reply).toHaveText('');
  const list = page.getByRole('region', { name: s.listLabel });
  await expect(list).toContainText('I will check with the warehouse and write back.');
  await expect(list.getByRole('heading', { name: s.heading.replace('{{n}}', '1') })).toBeVisible();
  await snap(page, 'sendlater-list-light');
  await expectAccessible(page, 'scheduled list');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'sendlater-list-dark');
  await expectAccessible(page, 'scheduled list (dark)', { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });

  // Arabic: the list and the dialog, right to left.
  await toLocale(page, 'ar');
  const arList = page.getByRole('region', { name: ar.scheduled.listLabel });
  await expect(arList).toBeVisible();
  await page.getByRole('textbox', { name: ar.editor.replyLabel }).click();
  await page.keyboard.type('مرحبا');
  await page.getByRole('button', { name: ar.editor.schedule }).click();
  const arDialog = page.getByRole('dialog', { name: ar.scheduled.title });
  await expect(arDialog).toBeVisible();
  await snap(page, 'sendlater-dialog-ar');
  await page.keyboard.press('Escape');
  await expect(arDialog).toBeHidden();
  await snap(page, 'sendlater-list-ar');
  await expectAccessible(page, 'scheduled list (Arabic)');
  await page.getByRole('textbox', { name: ar.editor.replyLabel }).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await toLocale(page, 'en');

  // Edit: new words, and the next minute.
  await list.getByRole('button', { name: /^Edit the message scheduled for/ }).click();
  const edit = page.getByRole('dialog', { name: s.editTitle });
  await edit.getByRole('textbox', { name: s.content }).fill('The warehouse confirmed: it ships today.');
  const soon = await nextMinute(page, 5_000);
  await edit.getByLabel(s.date, { exact: true }).fill(soon.date);
  await edit.getByLabel(s.time, { exact: true }).fill(soon.time);
  await edit.getByRole('button', { name: s.save }).click();
  await expect(edit).toBeHidden();
  await expect(list).toContainText('The warehouse confirmed: it ships today.');

  // Its time comes: the due check (the every-minute job's work, run by the E2E-only route on the test's clock,
  // as of the minute after the one it was set for) sends it — the journey does not wait for the minute.
  const root = `/api/v1/accounts/${accountId}`;
  const asOf = await page.evaluate(({ date, time }) => new Date(`${date}T${time}:59`).toISOString(), soon);
  const res = await page.request.post(`${root}/e2e/scheduled_messages_send`, { headers, data: { as_of: asOf } });
  expect(res.ok()).toBe(true);
  expect(((await res.json()) as { sent: number }).sent).toBe(1);
  await expect(log.getByText('The warehouse confirmed: it ships today.')).toBeVisible();
  await expect(list).toBeHidden();
});

test('a canned response with a file brings its file into the composer', async ({ page, context, request }) => {
  const { headers, user } = await signUpViaApi(request, newPerson('Canfile'));
  const accountId = user.account_id ?? 0;
  const seeded = await seedConversation(request, headers, accountId, user.id, { contactName: 'Fay File', count: 1 });
  const made = await request.post(`/api/v1/accounts/${accountId}/canned_responses`, {
    headers,
    multipart: {
      short_code: 'manual',
      content: 'Here is the manual.',
      'attachments[]': { name: 'manual.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 manual') },
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  await useSession(context, headers);
  await page.goto(`/app/accounts/${accountId}/conversations/${seeded.conversationId}`);
  const reply = page.getByRole('textbox', { name: ed.replyLabel });
  await reply.click();
  await page.keyboard.type('/manual');
  const listbox = page.getByRole('listbox', { name: ed.canned });
  await expect(listbox.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(reply).toContainText('Here is the manual.');
  await expect(page.getByRole('list', { name: ed.attachments })).toContainText('manual.pdf');
  await page.getByRole('button', { name: ed.send, exact: true }).click();
  const log = page.getByRole('log', { name: text.conversations.messagesLabel });
  await expect(log.getByText('manual.pdf')).toBeVisible();
});

test('settings/general: an administrator keeps scheduled messages on resolve', async ({ page, context, request }) => {
  const { headers, user } = await signUpViaApi(request, newPerson('Keeper'));
  const accountId = user.account_id ?? 0;
  await useSession(context, headers);
  await page.goto(`/app/accounts/${accountId}/settings/general`);
  const keep = page.getByRole('switch', { name: text.accountSettings.keepScheduled.label });
  await expect(keep).toHaveAttribute('aria-checked', 'false');
  await keep.focus();
  await page.keyboard.press('Space');
  await expect(keep).toHaveAttribute('aria-checked', 'true');
  // The switch shows the new value while it saves (and is disabled until then): reload once it is saved.
  await expect(keep).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('switch', { name: text.accountSettings.keepScheduled.label })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  const res = await request.get(`/api/v1/accounts/${accountId}`, { headers });
  expect(
    ((await res.json()) as { settings: Record<string, unknown> }).settings.keep_scheduled_messages_on_resolve,
  ).toBe(true);
});
