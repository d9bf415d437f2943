import ar from '../common/i18n/ar.json' with { type: 'json' };
import { snap, test } from './fixtures.ts';
import { fill, text } from './pages/text.ts';
import { card, chartValues, downloadText, expect, signInWithReports } from './reportPages.ts';
import { trafficGrid } from './reportSeed.ts';

const R = text.reportsPage;
const MON_THU = 'range=custom&from=2026-03-02&to=2026-03-05';

test.describe('in India (+5:30)', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('conversation report: cards, daily chart and drill-down count local days', async ({ page }) => {
    const s = await signInWithReports(page);
    await page.goto(`${s.base}/conversation?${MON_THU}`);
    await expect(page.getByRole('heading', { level: 1, name: text.routes.conversation_reports })).toBeVisible();
    // c6 (Thursday 23:30 UTC) is Friday here: five conversations, c1–c5's figures.
    await expect(card(page, R.metrics.conversations_count, '5')).toBeVisible();
    await expect(card(page, R.metrics.incoming_messages_count, '7')).toBeVisible();
    await expect(card(page, R.metrics.outgoing_messages_count, '6')).toBeVisible();
    await expect(card(page, R.metrics.avg_first_response_time, '20m')).toBeVisible();
    await expect(card(page, R.metrics.avg_resolution_time, '1h 30m')).toBeVisible();
    await expect(card(page, R.metrics.resolutions_count, '2')).toBeVisible();
    await expect(card(page, R.metrics.reply_time, '3m')).toBeVisible();
    await expect(card(page, R.metrics.conversations_count, '5')).toContainText(R.change.none);
    // Monday, Tuesday (c2 01:30, c3 07:30, c4 20:30), Wednesday, Thursday.
    expect(await chartValues(page, R.metrics.conversations_count)).toEqual(['1', '3', '1', '0']);
    await snap(page, 'reports-conversation-light');

    // A bar narrows the drill-down to its day: Tuesday's three conversations, each a link.
    await page
      .getByRole('figure', { name: R.metrics.conversations_count })
      .locator('.recharts-bar-rectangle')
      .nth(1)
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(fill(R.drilldown.count, { total: '3' }))).toBeVisible();
    await expect(dialog.getByRole('link')).toHaveCount(3);
    for (const key of ['c2', 'c3', 'c4'] as const)
      await expect(
        dialog.getByRole('link', { name: fill(R.drilldown.conversation, { id: String(s.seeded.conversations[key]) }) }),
      ).toBeVisible();
    await page.keyboard.press('Escape');

    // Business hours: the same cards in business seconds (c1 300, c3 0, c5 1800 → 700 s).
    await page.getByRole('switch', { name: R.filters.businessHours }).click();
    await expect(page).toHaveURL(/business_hours=true/);
    await expect(card(page, R.metrics.avg_first_response_time, '11m 40s')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: R.filters.businessHours })).toHaveAttribute('aria-checked', 'true');
    await expect(card(page, R.metrics.avg_first_response_time, '11m 40s')).toBeVisible();
  });

  test('overview: live counts, agents and the traffic heatmap in the viewer’s hours', async ({ page }) => {
    const today = Math.floor(Date.now() / 86_400_000) * 86_400;
    const day0 = today - 5 * 86_400;
    const s = await signInWithReports(page, day0);
    await page.goto(`${s.base}/overview`);
    const live = page.getByRole('region', { name: R.live.conversations });
    await expect(live.getByText(R.live.open, { exact: true }).locator('..')).toContainText('2');
    await expect(live.getByText(R.live.unattended, { exact: true }).locator('..')).toContainText('1');
    await expect(live.getByText(R.live.unassigned, { exact: true }).locator('..')).toContainText('0');
    await expect(live.getByText(R.live.pending, { exact: true }).locator('..')).toContainText('1');
    const agents = page.getByRole('region', { name: R.live.agents });
    await expect(agents.getByText(text.availability.online, { exact: true }).first().locator('..')).toContainText('3');
    await expect(agents.getByRole('row', { name: /Bob/ }).getByRole('cell')).toHaveText([
      text.availability.online,
      '1',
      '1',
    ]);

    // Expected cells: each planned conversation's local day and hour in Asia/Kolkata.
    const grid = trafficGrid(day0, 'Asia/Kolkata');
    const table = page.getByRole('table', { name: R.traffic.caption });
    await expect(table.locator('tbody tr')).toHaveCount(7);
    for (let d = 0; d < 7; d += 1)
      await expect(table.locator('tbody tr').nth(d).getByRole('cell')).toHaveText(grid[d] ?? []);
    await snap(page, 'reports-overview-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, 'reports-overview-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    const csv = await downloadText(page, () => page.getByRole('button', { name: R.download }).click());
    expect(csv.name).toMatch(/^conversation_traffic-report-\d\d-\d\d-\d{4}\.csv$/);
    const rows = csv.body
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => line.split(',').slice(1));
    expect(rows).toEqual(grid);
  });
});

test.describe('in La Paz (−4)', () => {
  test.use({ timezoneId: 'America/La_Paz' });

  test('conversation report: local days and the previous-period comparison', async ({ page }) => {
    const s = await signInWithReports(page);
    await page.goto(`${s.base}/conversation?${MON_THU}`);
    await expect(card(page, R.metrics.conversations_count, '6')).toBeVisible();
    await expect(card(page, R.metrics.outgoing_messages_count, '7')).toBeVisible();
    expect(await chartValues(page, R.metrics.conversations_count)).toEqual(['3', '1', '1', '1']);
    // Keyboard: a period of the chart's table opens its drill-down (Monday: c1, c2, c3).
    const monday = page.getByRole('figure', { name: R.metrics.conversations_count }).getByRole('button').first();
    await monday.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').getByRole('link')).toHaveCount(3);
    await page.keyboard.press('Escape');

    // Wednesday–Thursday against Monday–Tuesday: 2 conversations after 4 (↓ 50%), first response 30m after 15m (↑ 100%).
    await page.goto(`${s.base}/conversation?range=custom&from=2026-03-04&to=2026-03-05`);
    await expect(card(page, R.metrics.conversations_count, '2')).toContainText(fill(R.change.down, { percent: '50' }));
    await expect(card(page, R.metrics.avg_first_response_time, '30m')).toContainText(
      fill(R.change.up, { percent: '100' }),
    );
  });

  test('agent report: table, picker kept in the URL, and the CSV file', async ({ page }) => {
    const s = await signInWithReports(page);
    await page.goto(`${s.base}/agent?${MON_THU}`);
    await expect(page.getByRole('heading', { level: 1, name: text.routes.agent_reports })).toBeVisible();
    const table = page.getByRole('table', { name: R.table.caption.agent });
    await expect(table.getByRole('row', { name: /Alice/ }).getByRole('cell')).toHaveText(['2', '1', '15m', '2h', '2m']);
    await expect(table.getByRole('row', { name: /Bob/ }).getByRole('cell')).toHaveText(['2', '1', '30m', '1h', '4m']);
    await expect(table.getByRole('row', { name: new RegExp(s.user.name) }).getByRole('cell')).toHaveText([
      '0',
      '0',
      '—',
      '—',
      '—',
    ]);
    // Sorting by first response, shortest first: Alice, Bob, then the admin with none.
    await table.getByRole('button', { name: R.columns.avg_first_response_time }).click();
    await table.getByRole('button', { name: R.columns.avg_first_response_time }).click();
    await expect(table.locator('tbody th')).toHaveText(['Alice', 'Bob', s.user.name]);

    await page.getByLabel(R.entity.agent).selectOption({ label: 'Alice' });
    await expect(page).toHaveURL(new RegExp(`id=${s.seeded.agents.alice}`));
    await expect(card(page, R.metrics.avg_first_response_time, '15m')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(R.entity.agent)).toHaveValue(String(s.seeded.agents.alice));
    await expect(card(page, R.metrics.conversations_count, '2')).toBeVisible();
    await snap(page, 'reports-agent-light');

    const csv = await downloadText(page, () => page.getByRole('button', { name: R.download }).click());
    expect(csv.name).toBe('agent-report-05-03-2026.csv');
    expect(csv.body).toContain('Alice,2,900,7200,120,1');
    expect(csv.body).toContain('Bob,2,1800,3600,240,1');
  });

  test('inbox, label and team tables; bot report', async ({ page }) => {
    const s = await signInWithReports(page);
    await page.goto(`${s.base}/inboxes?${MON_THU}`);
    await expect(
      page.getByRole('table', { name: R.table.caption.inbox }).getByRole('row', { name: /Web/ }).getByRole('cell'),
    ).toHaveText(['4', '2', '20m', '1h 30m', '3m']);
    await page.goto(`${s.base}/label?${MON_THU}`);
    await expect(
      page.getByRole('table', { name: R.table.caption.label }).getByRole('row', { name: /vip/ }).getByRole('cell'),
    ).toHaveText(['2', '1', '30m', '1h', '4m']);
    await page.goto(`${s.base}/teams?${MON_THU}&business_hours=true`);
    const csv = await downloadText(page, () => page.getByRole('button', { name: R.download }).click());
    expect(csv.name).toBe('team-report-05-03-2026-business-hours.csv');
    expect(csv.body).toContain('Sales,2,');

    await page.goto(`${s.base}/bot?${MON_THU}`);
    await expect(card(page, R.bot.conversations, '4')).toHaveCount(0); // not a button: no drill-down
    await expect(page.getByText(R.bot.conversations, { exact: true }).locator('..')).toContainText('4');
    await expect(page.getByText(R.bot.resolutionRate, { exact: true }).locator('..')).toContainText('25.00%');
    await expect(page.getByText(R.bot.handoffRate, { exact: true }).locator('..')).toContainText('25.00%');
    await expect(card(page, R.metrics.bot_resolutions_count, '1')).toBeVisible();
    await expect(card(page, R.metrics.bot_handoffs_count, '1')).toBeVisible();
    expect(await chartValues(page, R.metrics.bot_handoffs_count)).toEqual(['1', '0', '0', '0']);
    await card(page, R.metrics.bot_resolutions_count, '1').click();
    await expect(
      page.getByRole('dialog').getByRole('link', {
        name: fill(R.drilldown.conversation, { id: String(s.seeded.conversations.c6) }),
      }),
    ).toBeVisible();
  });
});

test.describe('in Arabic', () => {
  test('the conversation report reads right to left', async ({ page }) => {
    const s = await signInWithReports(page);
    await page.addInitScript(() => localStorage.setItem('cw_locale', 'ar'));
    await page.goto(`${s.base}/conversation?${MON_THU}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('figure').first()).toBeVisible({ timeout: 30_000 });
    // UTC (no timezoneId): Monday–Thursday holds all six.
    await expect(card(page, ar.reportsPage.metrics.conversations_count, '6')).toBeVisible();
    await snap(page, 'reports-conversation-arabic');
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, 'reports-conversation-arabic-dark');
  });
});
