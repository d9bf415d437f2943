import type { APIRequestContext, Locator, Page } from '@playwright/test';
import ar from '../common/i18n/ar.json' with { type: 'json' };
import { formatDuration } from '../app/features/reports/formatMetric.ts';
import type { TAuthHeaders } from '../common/contracts/auth.ts';
import { expectAccessible } from './axe.ts';
import { BASE_URL } from './constants.ts';
import { snap, test, useSession } from './fixtures.ts';
import { fill, serverText, text } from './pages/text.ts';
import { card, chartValues, csvRows, downloadText, expect, signInWithReports } from './reportPages.ts';
import { localDate, PLANNED_STARTS, trafficGrid } from './reportSeed.ts';

const R = text.reportsPage;
const C = text.csatReport;
const H = 3600;

/** A reporting row as GET …/conversations/{id}/reporting_events lists it. */
type TRow = { name: string; value: number; created_at: string };
/** A moment a report counts (unix seconds) and its value in seconds. */
type TPoint = { at: number; value: number };

const unix = (iso: string) => Date.parse(iso) / 1000;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** Every local date from `from` to `to` (yyyy-mm-dd), both included. */
const datesBetween = (from: string, to: string) => {
  const out: string[] = [];
  for (const d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= to; d.setUTCDate(d.getUTCDate() + 1))
    out.push(d.toISOString().slice(0, 10));
  return out;
};

/** A daily chart's table as the viewer in `timeZone` should read it: a count, or an average duration, per day. */
const daily = (dates: string[], points: TPoint[], timeZone: string, kind: 'count' | 'time') =>
  dates.map((date) => {
    const day = points.filter((p) => localDate(p.at, timeZone) === date);
    if (kind === 'count') return String(day.length);
    return formatDuration(day.length ? mean(day.map((p) => p.value)) : 0);
  });

/** The conversation screen's own resolve button, then its reopen button once the server said yes. */
const resolveInBrowser = async (page: Page, accountId: number, displayId: number) => {
  await page.goto(`/app/accounts/${accountId}/conversations/${displayId}`);
  await page.getByRole('button', { name: text.conversations.actions.resolve, exact: true }).click();
  await expect(page.getByRole('button', { name: text.conversations.actions.reopen, exact: true })).toBeVisible();
};

/** Waits for the consumers: the conversation's resolution row and its CSAT survey message (with its link). */
const afterResolution = async (request: APIRequestContext, headers: TAuthHeaders, root: string, id: number) => {
  const get = async <T>(url: string) => (await (await request.get(`${root}${url}`, { headers })).json()) as T;
  let resolved: TRow | undefined;
  await expect
    .poll(async () => {
      const rows = await get<{ payload: TRow[] } | TRow[]>(`/conversations/${id}/reporting_events`);
      resolved = (Array.isArray(rows) ? rows : rows.payload).find((r) => r.name === 'conversation_resolved');
      return Boolean(resolved);
    })
    .toBe(true);
  let survey = '';
  await expect
    .poll(async () => {
      const list = await get<{ payload: { content: string; content_type: string }[] }>(`/conversations/${id}/messages`);
      const message = list.payload.find((m) => m.content_type === 'input_csat')?.content ?? '';
      survey = /\/survey\/responses\/[0-9a-f-]{36}/.exec(message)?.[0] ?? '';
      return survey;
    })
    .not.toBe('');
  return { resolution: { at: unix(resolved?.created_at ?? ''), value: resolved?.value ?? 0 }, survey };
};

test.use({ timezoneId: 'Asia/Kolkata' });

test('seeded days, resolved in the browser, rated on the survey page: every report shows the same figures', async ({
  page,
  browser,
}) => {
  // Four simulated days ending yesterday (UTC), the plan of server/test/reportFactories.ts.
  const day0 = Math.floor(Date.now() / 86_400_000) * 86_400 - 4 * 86_400;
  const s = await signInWithReports(page, day0);
  const { conversations: c, inboxes } = s.seeded;
  const root = `/api/v1/accounts/${s.accountId}`;
  for (const inbox of [inboxes.web, inboxes.email]) {
    const res = await page.request.patch(`${root}/inboxes/${inbox}`, {
      headers: s.headers,
      data: { csat_survey_enabled: true, csat_config: { display_type: 'star' } },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }

  // The administrator resolves c2 (open, Bob's) and c4 (pending, nobody's) on the conversation screen.
  await resolveInBrowser(page, s.accountId, c.c2);
  await resolveInBrowser(page, s.accountId, c.c4);
  const c2 = await afterResolution(page.request, s.headers, root, c.c2);
  const c4 = await afterResolution(page.request, s.headers, root, c.c4);

  // The customer of c2 rates it 4 stars on the public survey page; c4's survey stays unanswered.
  const visitor = await browser.newContext();
  const survey = await visitor.newPage();
  await survey.goto(`${BASE_URL}${c2.survey}`);
  await survey.getByText(fill(serverText.csatSurvey.stars, { count: '4' })).click();
  await survey.getByLabel(serverText.csatSurvey.feedback).fill('Quick and kind');
  await survey.getByRole('button', { name: serverText.csatSurvey.submit }).click();
  await expect(survey.getByText(serverText.csatSurvey.thanks)).toBeVisible();
  await visitor.close();

  // What every report must show: the plan's moments plus the two resolutions just made.
  const at = (minute: number) => day0 + minute * 60;
  const created: TPoint[] = PLANNED_STARTS.map((m) => ({ at: at(m), value: 1 }));
  const resolutions: TPoint[] = [
    { at: at(12 * 60), value: 2 * H }, // c1, Alice
    { at: at(58 * 60), value: H }, // c5, Bob
    c2.resolution,
    c4.resolution,
  ];
  const from = localDate(day0, 'UTC');
  const bobResolution = mean([H, c2.resolution.value]);

  /** reports/conversation over the simulated days and today, as a viewer in `timeZone` reads it. */
  const checkConversationReport = async (viewer: Page, timeZone: string) => {
    const to = localDate(Date.now() / 1000, timeZone);
    const dates = datesBetween(from, to);
    await viewer.goto(`${s.base}/conversation?range=custom&from=${from}&to=${to}`);
    await expect(card(viewer, R.metrics.conversations_count, '6')).toBeVisible();
    await expect(card(viewer, R.metrics.incoming_messages_count, '8')).toBeVisible();
    await expect(card(viewer, R.metrics.outgoing_messages_count, '7')).toBeVisible();
    await expect(card(viewer, R.metrics.avg_first_response_time, '20m')).toBeVisible();
    await expect(card(viewer, R.metrics.resolutions_count, '4')).toBeVisible();
    await expect(
      card(viewer, R.metrics.avg_resolution_time, formatDuration(mean(resolutions.map((r) => r.value)))),
    ).toBeVisible();
    await expect(card(viewer, R.metrics.reply_time, '3m')).toBeVisible();
    expect(await chartValues(viewer, R.metrics.conversations_count)).toEqual(daily(dates, created, timeZone, 'count'));
    expect(await chartValues(viewer, R.metrics.resolutions_count)).toEqual(
      daily(dates, resolutions, timeZone, 'count'),
    );
    expect(await chartValues(viewer, R.metrics.avg_resolution_time)).toEqual(
      daily(dates, resolutions, timeZone, 'time'),
    );
    return { to, dates };
  };

  // In India (+5:30): c2's Monday 20:00 UTC start is Tuesday.
  const india = await checkConversationReport(page, 'Asia/Kolkata');
  // The resolutions card opens the four conversations resolved in the range.
  await card(page, R.metrics.resolutions_count, '4').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(fill(R.drilldown.count, { total: '4' }))).toBeVisible();
  for (const id of [c.c1, c.c2, c.c4, c.c5])
    await expect(dialog.getByRole('link', { name: fill(R.drilldown.conversation, { id: String(id) }) })).toBeVisible();
  await page.keyboard.press('Escape');
  await snap(page, 'journey-conversation-light');

  // The agent table and its CSV file: Bob now has two resolutions (c5's hour and c2's days).
  await page.goto(`${s.base}/agent?range=custom&from=${from}&to=${india.to}`);
  const agents = page.getByRole('table', { name: R.table.caption.agent });
  await expect(agents.getByRole('row', { name: /Bob/ }).getByRole('cell')).toHaveText([
    '2',
    '2',
    '30m',
    formatDuration(bobResolution),
    '4m',
  ]);
  await expect(agents.getByRole('row', { name: /Alice/ }).getByRole('cell')).toHaveText(['2', '1', '15m', '2h', '2m']);
  const agentCsv = await downloadText(page, () => page.getByRole('button', { name: R.download }).click());
  const bob = csvRows(agentCsv.body).find((r) => r[0] === 'Bob') ?? [];
  expect(bob.slice(0, 3)).toEqual(['Bob', '2', '1800']);
  expect(Number(bob[3])).toBeCloseTo(bobResolution, 1);
  expect(bob.slice(4)).toEqual(['240', '2']);
  expect(csvRows(agentCsv.body).find((r) => r[0] === 'Alice')).toEqual(['Alice', '2', '900', '7200', '120', '1']);

  // Overview: only c3 is still open (Alice's, answered); the week's traffic is unchanged, in the file too.
  await page.goto(`${s.base}/overview`);
  const live = page.getByRole('region', { name: R.live.conversations });
  for (const [label, value] of [
    [R.live.open, '1'],
    [R.live.unattended, '0'],
    [R.live.unassigned, '0'],
    [R.live.pending, '0'],
  ] as const)
    await expect(live.getByText(label, { exact: true }).locator('..')).toContainText(value);
  const load = page.getByRole('region', { name: R.live.agents });
  await expect(load.getByRole('row', { name: /Bob/ }).getByRole('cell')).toHaveText([
    text.availability.online,
    '0',
    '0',
  ]);
  await expect(load.getByRole('row', { name: /Alice/ }).getByRole('cell')).toHaveText([
    text.availability.online,
    '1',
    '0',
  ]);
  const grid = trafficGrid(day0, 'Asia/Kolkata');
  const traffic = await downloadText(page, () => page.getByRole('button', { name: R.download }).click());
  expect(csvRows(traffic.body).map((r) => r.slice(1))).toEqual(grid);

  // CSAT: one response (4 stars, Bob's) of two surveys sent.
  await page.goto(`${s.base}/csat`);
  const cards = page.locator('dl');
  await expect(cards.getByText(C.satisfactionScore).locator('..')).toContainText('100.00%');
  await expect(cards.getByText(C.responseRate).locator('..')).toContainText('50.00%');
  await expect(cards.getByText(fill(C.responseRateHint, { responses: '1', sent: '2' }))).toBeVisible();
  await expect(cards.getByText(C.totalResponses).locator('..')).toContainText('1');
  const bars = page.getByRole('region', { name: C.distribution });
  await expect(bars.getByRole('listitem').filter({ hasText: C.rating4 })).toContainText('100.00% (1)');
  for (const other of [C.rating1, C.rating2, C.rating3, C.rating5])
    await expect(bars.getByRole('listitem').filter({ hasText: other })).toContainText('0.00% (0)');
  const responses = page.getByRole('table', { name: C.responses }).getByRole('row');
  await expect(responses).toHaveCount(2);
  for (const cell of ['Bob', 'Dana Customer', C.rating4, 'Quick and kind'])
    await expect(responses.nth(1)).toContainText(cell);
  const csat = await downloadText(page, () => page.getByRole('button', { name: C.download }).click());
  const csatLines = csat.body.trim().split(/\r?\n/);
  expect(csatLines).toHaveLength(2);
  expect(csatLines[1]).toMatch(new RegExp(`^Bob,4,Quick and kind,Dana Customer,,,http[^,]+/conversations/${c.c2},`));
  await snap(page, 'journey-csat-light');

  // In La Paz (−4) the same figures fall on other days: c3's Tuesday 02:00 UTC start is Monday there.
  const laPaz = await browser.newContext({ timezoneId: 'America/La_Paz' });
  await useSession(laPaz, s.headers);
  const viewer = await laPaz.newPage();
  const bolivia = await checkConversationReport(viewer, 'America/La_Paz');
  expect(daily(bolivia.dates, created, 'America/La_Paz', 'count')).not.toEqual(
    daily(india.dates, created, 'Asia/Kolkata', 'count'),
  );
  await laPaz.close();
});

/** Presses Tab until `target` has focus (at most `max` times), then checks a focus ring is drawn around it. */
const tabTo = async (page: Page, target: Locator, max = 15) => {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
  const ring = await target.evaluate((el: HTMLElement) => {
    const style = getComputedStyle(el);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return true;
    // Fields draw their ring as a box shadow: it must differ from the unfocused one.
    const focused = style.boxShadow;
    el.blur();
    const plain = getComputedStyle(el).boxShadow;
    el.focus();
    return focused !== plain;
  });
  expect(ring, 'a visible focus ring').toBe(true);
};

const MON_THU = 'range=custom&from=2026-03-02&to=2026-03-05';

test('report screens in light, dark and Arabic: axe, and the keyboard reaches filters, presets, tables and drill-down', async ({
  page,
}) => {
  // Fifteen screens, each with axe and a full-height screenshot: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const s = await signInWithReports(page);
  // Tall enough that a screenshot shows each page whole (the app scrolls inside its main column).
  await page.setViewportSize({ width: 1280, height: 2200 });
  const screens = [
    ['overview', 'overview', text.routes.account_overview_reports],
    ['conversation', `conversation?${MON_THU}`, text.routes.conversation_reports],
    ['agent', `agent?${MON_THU}&id=${s.seeded.agents.alice}`, text.routes.agent_reports],
    ['csat', 'csat', text.routes.csat_reports],
    ['bot', `bot?${MON_THU}`, text.routes.bot_reports],
  ] as const;
  const look = async (mode: 'light' | 'dark' | 'arabic') => {
    for (const [name, path, title] of screens) {
      await page.goto(`${s.base}/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: mode === 'arabic' ? undefined : title })).toBeVisible();
      await page.waitForFunction(() => !document.querySelector('.animate-spin'));
      await snap(page, `reports-${name}-${mode}`);
      await expectAccessible(page, `reports/${name} ${mode}`, {
        colour: mode === 'dark' ? 'only' : mode === 'arabic' ? 'skip' : undefined,
      });
    }
  };
  await look('light');
  // The reports menu lists the bot report (an account with agent bots on, the default) and it opens from there.
  await page.goto(`${s.base}/overview`);
  await page.getByRole('link', { name: text.menu.reports.bot, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.routes.bot_reports })).toBeVisible();

  // Keyboard, on the conversation report (Monday–Thursday in India: five conversations): range button → a preset → Escape back; group-by; business hours.
  await page.goto(`${s.base}/conversation?${MON_THU}`);
  await expect(card(page, R.metrics.conversations_count, '5')).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  const range = page.getByRole('button', { name: /02\/03\/2026 – 05\/03\/2026/ });
  await tabTo(page, range);
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: text.dateRange.title });
  await tabTo(page, picker.getByRole('radio', { name: text.dateRange.preset.last7days }), 3);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(range).toBeFocused();
  await tabTo(page, page.getByLabel(R.filters.groupBy), 3);
  await tabTo(page, page.getByRole('switch', { name: R.filters.businessHours }), 3);
  // A metric card opens its drill-down; Escape closes it.
  const conversations = card(page, R.metrics.conversations_count, '5');
  await tabTo(page, conversations, 3);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('link')).toHaveCount(5);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  // A chart's table opens from the keyboard; its periods are buttons.
  const figure = page.getByRole('figure', { name: R.metrics.conversations_count });
  await tabTo(page, figure.getByText(R.chart.table), 12);
  await page.keyboard.press('Enter');
  await tabTo(page, figure.getByRole('button').first(), 2);
  // The agent table's column headers sort from the keyboard.
  await page.goto(`${s.base}/agent?${MON_THU}`);
  const table = page.getByRole('table', { name: R.table.caption.agent });
  await expect(table.getByRole('row', { name: /Alice/ })).toBeVisible();
  await table.getByRole('columnheader').first().click();
  await tabTo(page, table.getByRole('button', { name: R.columns.avg_first_response_time }), 6);
  await page.keyboard.press('Enter');
  await expect(table.getByRole('columnheader', { name: R.columns.avg_first_response_time })).toHaveAttribute(
    'aria-sort',
    /(a|de)scending/,
  );

  await page.emulateMedia({ colorScheme: 'dark' });
  await look('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => localStorage.setItem('cw_locale', 'ar'));
  await look('arabic');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Durations in Arabic words, read right to left: the first response card of Monday–Thursday.
  await page.goto(`${s.base}/conversation?${MON_THU}`);
  await expect(card(page, ar.reportsPage.metrics.avg_first_response_time, '20 د')).toBeVisible();
  await expect(card(page, ar.reportsPage.metrics.avg_resolution_time, '1 س 30 د')).toBeVisible();
});
