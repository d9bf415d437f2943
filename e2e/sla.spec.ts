import fs from 'node:fs';
import Papa from 'papaparse';
import type { Locator, Page } from '@playwright/test';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { expectAccessible } from './axe.ts';
import { seedConversation } from './conversationSeed.ts';
import { expect, newPerson, signUpViaApi, snap, test, untilSubscribed, useSession } from './fixtures.ts';
import { exact, fill, text } from './pages/text.ts';
import { apiAs, createAgent } from './seed.ts';

const S = text.slaPage;
const B = text.sla;
/** A downloaded CSV's rows, as a spreadsheet reads them. */
const csvRows = (csv: string) => Papa.parse<string[]>(csv.trim()).data;

const R = text.slaReport;
const F = S.fields;

/** The threshold field of the dialog: its number box and its unit. */
const threshold = (dialog: Locator, field: string) => ({
  value: dialog.getByRole('spinbutton', { name: field }),
  unit: dialog.getByRole('combobox', { name: fill(S.unitOf, { field }) }),
});

const toArabic = async (page: Page) => {
  await page.evaluate(() => localStorage.setItem('cw_locale', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
};

const toEnglish = async (page: Page) => {
  await page.evaluate(() => localStorage.setItem('cw_locale', 'en'));
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
};

test('settings/sla: an administrator adds, fixes, edits and deletes a policy; an agent cannot', async ({
  page,
  browser,
  mailbox,
}) => {
  const { user, headers } = await signUpViaApi(page.request, newPerson('Slaset'));
  const accountId = user.account_id ?? 0;
  await useSession(page.context(), headers);
  await page.goto(`/app/accounts/${accountId}/settings/sla`);
  await expect(page.getByRole('heading', { level: 1, name: text.routes.sla_list })).toBeVisible();
  await expect(page.getByText(S.emptyTitle)).toBeVisible();

  // The dialog: blank name and a zero / negative target are the form's errors; nothing typed is lost.
  const add = page.getByRole('button', { name: S.add });
  await add.click();
  const dialog = page.getByRole('dialog', { name: S.addTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: F.name })).toBeFocused();
  await dialog.getByRole('textbox', { name: F.description }).fill('Answers within the hour');
  const frt = threshold(dialog, F.first_response_time_threshold);
  const nrt = threshold(dialog, F.next_response_time_threshold);
  const rt = threshold(dialog, F.resolution_time_threshold);
  await frt.value.fill('0');
  await nrt.value.fill('-5');
  await nrt.unit.selectOption({ label: S.units.hours });
  await dialog.getByRole('button', { name: S.create }).click();
  await expect(dialog.getByRole('textbox', { name: F.name })).toHaveAccessibleDescription(S.errors.name);
  await expect(frt.value).toHaveAccessibleDescription(S.errors.positive);
  await expect(nrt.value).toHaveAccessibleDescription(S.errors.positive);
  await expect(dialog.getByRole('textbox', { name: F.description })).toHaveValue('Answers within the hour');
  await expect(nrt.unit).toHaveValue('hours');
  await snap(page, 'sla-dialog-errors-light');

  // A target over a year passes the form; the server's message lands on its field.
  await dialog.getByRole('textbox', { name: F.name }).fill('Gold');
  await frt.value.fill('30');
  await nrt.value.fill('2');
  await rt.value.fill('400');
  await rt.unit.selectOption({ label: S.units.days });
  await dialog.getByRole('button', { name: S.create }).click();
  await expect(rt.value).toHaveAccessibleDescription(/at most a year/);
  await expect(dialog.getByRole('textbox', { name: F.name })).toHaveValue('Gold');
  await expect(frt.value).toHaveValue('30');
  await rt.value.fill('1');
  await dialog.getByRole('switch', { name: F.only_during_business_hours }).click();

  // Keyboard: Tab cycles inside the dialog.
  for (let i = 0; i < 14; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await snap(page, 'sla-dialog-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'sla-dialog-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await dialog.getByRole('button', { name: S.create }).click();
  await expect(page.getByText(fill(S.created, { name: 'Gold' }))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  // The list shows the targets readably.
  const table = page.getByRole('table', { name: text.routes.sla_list });
  const row = table.getByRole('row').filter({ hasText: 'Gold' });
  await expect(row.getByRole('cell')).toHaveText([
    'GoldAnswers within the hour',
    '30m',
    '2h',
    '1d',
    text.common.yes,
    '',
  ]);
  await expectAccessible(page, 'settings/sla list');

  // Edit: the dialog opens with the stored values; Escape gives focus back to the row's button.
  const edit = row.getByRole('button', { name: fill(S.editNamed, { name: 'Gold' }) });
  await edit.click();
  const editing = page.getByRole('dialog', { name: fill(S.editTitle, { name: 'Gold' }) });
  await expect(threshold(editing, F.resolution_time_threshold).value).toHaveValue('1');
  await expect(threshold(editing, F.resolution_time_threshold).unit).toHaveValue('days');
  await expectAccessible(page, 'settings/sla dialog');
  await page.keyboard.press('Escape');
  await expect(editing).toBeHidden();
  await expect(edit).toBeFocused();
  await edit.click();
  await editing.getByRole('textbox', { name: F.name }).fill('Gold plus');
  await threshold(editing, F.first_response_time_threshold).value.fill('45');
  await threshold(editing, F.next_response_time_threshold).value.fill('');
  await editing.getByRole('button', { name: text.common.save }).click();
  await expect(page.getByText(fill(S.updated, { name: 'Gold plus' }))).toBeVisible();
  const edited = table.getByRole('row').filter({ hasText: 'Gold plus' });
  await expect(edited.getByRole('cell')).toHaveText([
    'Gold plusAnswers within the hour',
    '45m',
    S.none,
    '1d',
    text.common.yes,
    '',
  ]);
  await snap(page, 'sla-list-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'sla-list-dark');
  await expectAccessible(page, 'settings/sla list dark', { colour: 'only' });
  await toArabic(page);
  await expect(page.getByRole('heading', { level: 1, name: ar.routes.sla_list })).toBeVisible();
  await expect(page.getByRole('cell', { name: '1 ي' })).toBeVisible();
  await snap(page, 'sla-list-ar');
  await page.getByRole('button', { name: fill(ar.slaPage.editNamed, { name: 'Gold plus' }) }).click();
  await snap(page, 'sla-dialog-ar');
  await page.keyboard.press('Escape');
  await toEnglish(page);

  // Delete asks first; cancel keeps it, confirm removes it.
  await page.getByRole('button', { name: fill(S.deleteNamed, { name: 'Gold plus' }) }).click();
  const confirm = page.getByRole('dialog', { name: fill(S.deleteTitle, { name: 'Gold plus' }) });
  await confirm.getByRole('button', { name: text.common.cancel }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Gold plus' })).toBeVisible();
  await page.getByRole('button', { name: fill(S.deleteNamed, { name: 'Gold plus' }) }).click();
  await confirm.getByRole('button', { name: S.deleteConfirm }).click();
  await expect(page.getByText(fill(S.deleted, { name: 'Gold plus' }))).toBeVisible();
  await expect(page.getByText(S.emptyTitle)).toBeVisible();

  // An agent: settings/sla is for administrators (spec part 2 §2); the server refuses their writes.
  const api = apiAs(page.request, headers);
  await api.post(`/api/v1/accounts/${accountId}/sla_policies`, { name: 'Silver', first_response_time_threshold: 600 });
  const agent = await createAgent(
    page.request,
    mailbox,
    { headers, accountId },
    { name: 'Sam Agent', email: `sam-${Date.now()}@example.test`, password: 'agent-pass-1234' },
  );
  const base = `/api/v1/accounts/${accountId}/sla_policies`;
  const listed = await page.request.get(base, { headers: agent.headers });
  expect(((await listed.json()) as { payload: { name: string }[] }).payload.map((p) => p.name)).toEqual(['Silver']);
  const refused = await page.request.post(base, {
    headers: agent.headers,
    data: { name: 'Mine', first_response_time_threshold: 60 },
  });
  expect(refused.status()).toBe(401);
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await useSession(agentContext, agent.headers);
  await agentPage.goto(`/app/accounts/${accountId}/settings/sla`);
  await expect(agentPage).not.toHaveURL(/settings\/sla/);
  await expect(agentPage.getByRole('heading', { level: 1, name: text.routes.sla_list })).toHaveCount(0);
  await agentContext.close();
});

test('an SLA applied by hand counts down, is hit or missed, and the report shows exactly that', async ({ page }) => {
  test.setTimeout(150_000);
  const { user, headers } = await signUpViaApi(page.request, newPerson('Slarun'));
  const accountId = user.account_id ?? 0;
  const root = `/api/v1/accounts/${accountId}`;
  const api = apiAs(page.request, headers);
  const patch = async (url: string, data: unknown) =>
    expect((await page.request.patch(url, { headers, data })).ok()).toBe(true);

  // Tiny (first response in 5 s) starts at once: by the time we look, the SLA check finds its first response missed.
  const tiny = await api.post<{ payload: { id: number } }>(`${root}/sla_policies`, {
    name: 'Tiny',
    first_response_time_threshold: 5,
  });
  await api.post(`${root}/sla_policies`, {
    name: 'Gold',
    description: 'First answer within the hour',
    first_response_time_threshold: 3600,
    resolution_time_threshold: 86400,
  });
  const late = await seedConversation(page.request, headers, accountId, user.id, {
    contactName: 'Tara Late',
    count: 1,
  });
  await patch(`${root}/conversations/${late.conversationId}`, { sla_policy_id: tiny.payload.id });
  const fast = await seedConversation(page.request, headers, accountId, user.id, {
    contactName: 'Gina Fast',
    count: 1,
    inbox: { id: late.inboxId },
  });

  // Gina's conversation: pick Gold from the header's SLA menu.
  await useSession(page.context(), headers);
  await page.goto(`/app/accounts/${accountId}/conversations/${fast.conversationId}`);
  const header = page.locator('header').filter({ has: page.getByRole('heading', { name: 'Gina Fast' }) });
  const chip = header.getByRole('button', { name: fill(text.common.labelValue, { label: B.label, value: B.none }) });
  await chip.click();
  await page.getByRole('menu', { name: B.label }).getByRole('menuitemradio', { name: 'Gold' }).click();
  await expect(
    header.getByRole('button', { name: fill(text.common.labelValue, { label: B.label, value: 'Gold' }) }),
  ).toBeVisible();
  const firstLeft = fill(B.leftTitle, { target: B.targets.frt });
  await expect(header.getByTitle(firstLeft)).toHaveText(/^first response (59m|1h)$/);
  await page.getByRole('tab', { name: new RegExp(text.conversations.tabs.all) }).click();
  const list = page.getByRole('list', { name: text.conversations.listLabel });
  const card = list.getByRole('listitem').filter({ hasText: 'Gina Fast' });
  await expect(card.getByTitle(firstLeft)).toHaveText(/(59m|1h)$/);
  await snap(page, 'sla-conversation-running-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'sla-conversation-running-dark');
  await expectAccessible(page, 'conversation with a running SLA, dark', { colour: 'only' });
  await page.emulateMedia({ colorScheme: 'light' });

  // The agent answers in time: first response met, the badge moves on to the resolution target.
  const reply = page.getByRole('textbox', { name: text.editor.replyLabel });
  await reply.click();
  await reply.pressSequentially('On it, Gina');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('log', { name: text.conversations.messagesLabel }).getByText('On it, Gina'),
  ).toBeVisible();
  const resolutionLeft = fill(B.leftTitle, { target: B.targets.rt });
  await expect(header.getByTitle(resolutionLeft)).toHaveText(/(23h 59m|1d)$/);
  await expect(card.getByTitle(resolutionLeft)).toBeVisible();
  await page.getByRole('button', { name: text.conversations.actions.resolve, exact: true }).click();
  await expect(header.getByTitle(resolutionLeft)).toHaveCount(0);

  // Tara's Tiny SLA: the scheduled check records the missed first response. The E2E server runs that check
  // when asked (E2E_SLA_CHECK_ROUTE) rather than once a minute: run it now, until the 5 s have passed.
  type TShown = { applied_sla?: { sla_status: string }; sla_events?: { event_type: string }[] };
  await expect
    .poll(
      async () => {
        expect((await page.request.post(`${root}/e2e/sla_check`, { headers })).ok()).toBe(true);
        const res = await page.request.get(`${root}/conversations/${late.conversationId}`, { headers });
        const c = (await res.json()) as TShown;
        return [c.applied_sla?.sla_status, c.sla_events?.map((e) => e.event_type)];
      },
      { timeout: 20_000, intervals: [1000] },
    )
    .toEqual(['active_with_misses', ['frt']]);
  // The administrator is told of the miss.
  const notes = await page.request.get(`${root}/notifications`, { headers });
  const types = ((await notes.json()) as { data: { payload: { notification_type: string }[] } }).data.payload;
  expect(types.map((n) => n.notification_type)).toEqual(['sla_missed_first_response']);
  await page.goto(`/app/accounts/${accountId}/conversations/${late.conversationId}`);
  const lateHeader = page.locator('header').filter({ has: page.getByRole('heading', { name: 'Tara Late' }) });
  const missed = fill(B.missed, { which: B.targets.frt });
  await expect(lateHeader.getByText(missed)).toBeVisible();
  await page.getByRole('tab', { name: new RegExp(text.conversations.tabs.all) }).click();
  await expect(list.getByRole('listitem').filter({ hasText: 'Tara Late' }).getByText(missed)).toBeVisible();
  await snap(page, 'sla-conversation-missed-light');
  await expectAccessible(page, 'conversation with SLA badges');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'sla-conversation-missed-dark');
  await expectAccessible(page, 'conversation with SLA badges, dark', { colour: 'only' });
  await toArabic(page);
  await page.getByRole('tab', { name: new RegExp(ar.conversations.tabs.all) }).click();
  await expect(page.getByText(fill(ar.sla.missed, { which: ar.sla.targets.frt }))).toHaveCount(2);
  await snap(page, 'sla-conversation-missed-ar');
  await toEnglish(page);

  // The report: two applied, one missed (Tara), hit rate 50 %.
  await page.goto(`/app/accounts/${accountId}/reports/sla`);
  await expect(page.getByRole('heading', { level: 1, name: text.routes.sla_reports })).toBeVisible();
  const figure = (label: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
      .getByRole('definition');
  await expect(figure(R.hitRate)).toHaveText('50%');
  await expect(figure(R.misses)).toHaveText('1');
  await expect(figure(R.applied)).toHaveText('2');
  const rows = page.getByRole('table', { name: R.table }).getByRole('row');
  await expect(rows).toHaveCount(3);
  const rowOf = (name: string) => rows.filter({ hasText: name });
  await expect(rowOf('Tara Late').getByRole('cell')).toHaveText([
    exact(`${fill(text.conversations.number, { id: String(late.conversationId) })}Tara Late`),
    'Tiny',
    R.unassigned,
    R.statuses.active_with_misses,
    B.targets.frt,
  ]);
  await expect(rowOf('Gina Fast').getByRole('cell').nth(3)).toHaveText(R.statuses.hit);
  await expect(rowOf('Gina Fast').getByRole('cell').nth(4)).toHaveText('—');
  await expectAccessible(page, 'reports/sla');

  // The CSV: one line per applied SLA.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: R.download }).click(),
  ]);
  const today = new Date();
  const dd = (n: number) => String(n).padStart(2, '0');
  expect(download.suggestedFilename()).toBe(
    `sla-report-${dd(today.getDate())}-${dd(today.getMonth() + 1)}-${today.getFullYear()}.csv`,
  );
  // Parsed as a spreadsheet reads it: the one CSV writer quotes a cell only when it must.
  const rows1 = csvRows(fs.readFileSync((await download.path()) ?? '', 'utf8'));
  expect(rows1).toHaveLength(3);
  expect(rows1[0]).toEqual([
    'Conversation ID',
    'SLA Policy',
    'Status',
    'Missed targets',
    'Assignee',
    'Labels',
    'Conversation Link',
    'Applied at',
  ]);
  expect(rows1.slice(1).map((r) => r.slice(0, 4))).toEqual(
    expect.arrayContaining([
      [String(late.conversationId), 'Tiny', 'active_with_misses', 'frt'],
      [String(fast.conversationId), 'Gold', 'hit', ''],
    ]),
  );

  // A filter narrows the table, the figures and the CSV.
  await page.getByRole('combobox', { name: R.filters.sla_policy_id }).selectOption({ label: 'Tiny' });
  await expect(rows).toHaveCount(2);
  await expect(figure(R.hitRate)).toHaveText('0%');
  await expect(figure(R.misses)).toHaveText('1');
  await expect(figure(R.applied)).toHaveText('1');
  const [narrowed] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: R.download }).click(),
  ]);
  const tinyRows = csvRows(fs.readFileSync((await narrowed.path()) ?? '', 'utf8'));
  expect(tinyRows.map((r) => r.slice(0, 4))).toEqual([
    ['Conversation ID', 'SLA Policy', 'Status', 'Missed targets'],
    [String(late.conversationId), 'Tiny', 'active_with_misses', 'frt'],
  ]);

  // Keyboard: from the download button, Tab reaches the range, every filter and the row's link in order.
  await page.getByRole('button', { name: R.download }).focus();
  const focused: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    await page.keyboard.press('Tab');
    focused.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
      }),
    );
  }
  expect(focused.slice(1)).toEqual([
    R.filters.assigned_agent_id,
    R.filters.inbox_id,
    R.filters.team_id,
    R.filters.sla_policy_id,
    R.filters.label_list,
    fill(text.conversations.number, { id: String(late.conversationId) }),
  ]);
  await snap(page, 'sla-report-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'sla-report-dark');
  await expectAccessible(page, 'reports/sla dark', { colour: 'only' });
  await toArabic(page);
  await expect(page.getByRole('heading', { level: 1, name: ar.routes.sla_reports })).toBeVisible();
  await snap(page, 'sla-report-ar');
});

test("a policy edit reaches the open conversation's badge; an inbox that never opens shows no countdown", async ({
  page,
}) => {
  const { user, headers } = await signUpViaApi(page.request, newPerson('Slaedit'));
  const accountId = user.account_id ?? 0;
  const root = `/api/v1/accounts/${accountId}`;
  const api = apiAs(page.request, headers);
  const patch = async (url: string, data: unknown) =>
    expect((await page.request.patch(url, { headers, data })).ok()).toBe(true);
  const policy = await api.post<{ payload: { id: number } }>(`${root}/sla_policies`, {
    name: 'Hours',
    first_response_time_threshold: 3600,
  });
  const seeded = await seedConversation(page.request, headers, accountId, user.id, {
    contactName: 'Nia Never',
    count: 1,
  });
  await patch(`${root}/conversations/${seeded.conversationId}`, { sla_policy_id: policy.payload.id });
  // The inbox's schedule is on and closed every day.
  await patch(`${root}/inboxes/${seeded.inboxId}`, {
    working_hours_enabled: true,
    timezone: 'UTC',
    working_hours: [0, 1, 2, 3, 4, 5, 6].map((day_of_week) => ({ day_of_week, closed_all_day: true })),
  });

  await useSession(page.context(), headers);
  // The badge refreshes from conversation.sla_updated: wait until the socket's subscription is confirmed.
  const subscribed = untilSubscribed(page);
  await page.goto(`/app/accounts/${accountId}/conversations/${seeded.conversationId}`);
  await subscribed;
  const header = page.locator('header').filter({ has: page.getByRole('heading', { name: 'Nia Never' }) });
  const firstLeft = fill(B.leftTitle, { target: B.targets.frt });
  await expect(header.getByTitle(firstLeft)).toHaveText(/^first response (59m|1h)$/);

  // Raised to two hours: the open badge follows without a reload.
  await patch(`${root}/sla_policies/${policy.payload.id}`, { first_response_time_threshold: 7200 });
  await expect(header.getByTitle(firstLeft)).toHaveText(/^first response (1h 59m|2h)$/);

  // Counted only in working hours that never come: no countdown, an honest label instead.
  await patch(`${root}/sla_policies/${policy.payload.id}`, { only_during_business_hours: true });
  await expect(header.getByTitle(B.noHoursTitle)).toHaveText(B.noHours);
  await expect(header.getByTitle(firstLeft)).toHaveCount(0);
  await page.getByRole('tab', { name: new RegExp(text.conversations.tabs.all) }).click();
  const card = page
    .getByRole('list', { name: text.conversations.listLabel })
    .getByRole('listitem')
    .filter({ hasText: 'Nia Never' });
  await expect(card.getByText(B.noHours)).toBeVisible();
  await snap(page, 'sla-no-hours-light');
  await expectAccessible(page, 'conversation whose SLA waits for working hours');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'sla-no-hours-dark');
  await expectAccessible(page, 'conversation whose SLA waits for working hours, dark', { colour: 'only' });
  await toArabic(page);
  await page.getByRole('tab', { name: new RegExp(ar.conversations.tabs.all) }).click();
  await expect(page.getByText(ar.sla.noHours)).toHaveCount(2);
  await snap(page, 'sla-no-hours-ar');
  await toEnglish(page);

  // The report says so too.
  await page.goto(`/app/accounts/${accountId}/reports/sla`);
  const row = page.getByRole('table', { name: R.table }).getByRole('row').filter({ hasText: 'Nia Never' });
  await expect(row.getByRole('cell').nth(3)).toHaveText(`${R.statuses.active}${B.noHours}`);
  await snap(page, 'sla-no-hours-report-light');
});
