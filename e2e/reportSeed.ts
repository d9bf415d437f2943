import { execFileSync } from 'node:child_process';

/** Monday 2 March 2026, 00:00 UTC: server/test/reportFactories.ts' REPORT_DAY0 (its plan counts from it). */
export const REPORT_DAY0 = Date.UTC(2026, 2, 2) / 1000;

/** What e2e/seedReports.ts seeded: user ids, inbox/team/label ids, and each planned conversation's display id. */
export interface TSeededReports {
  agents: { alice: number; bob: number };
  inboxes: { web: number; email: number };
  teamId: number;
  labels: { billing: number; vip: number };
  conversations: Record<'c1' | 'c2' | 'c3' | 'c4' | 'c5' | 'c6', number>;
}

/** Seeds the report plan into `accountId` of the E2E server's database, `day0` its first day (unix seconds). */
export const seedReports = (accountId: number, day0 = REPORT_DAY0): TSeededReports =>
  JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'e2e/seedReports.ts', String(accountId), String(day0)], {
      encoding: 'utf8',
      env: process.env,
    }),
  ) as TSeededReports;

/** The plan's conversations: minutes after day0 each was created (reportFactories' REPORT_PLAN `at`). */
export const PLANNED_STARTS = [600, 1200, 1560, 2340, 3420, 5730];

/** A unix time's local day (0-based from `firstDay`, a yyyy-mm-dd) and hour in `timeZone`. */
export const localDayHour = (unix: number, timeZone: string, firstDay: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(unix * 1000));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = Date.UTC(Number(get('year')), Number(get('month')) - 1, Number(get('day')));
  const [y, m, d] = firstDay.split('-').map(Number);
  return { day: Math.round((day - Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)) / 86_400_000), hour: Number(get('hour')) };
};

/** A unix time's local date (yyyy-mm-dd) in `timeZone`. */
export const localDate = (unix: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(unix * 1000));

/** The overview heatmap's cells (the last 7 local days up to `now`'s, by hour): the plan's conversations from day0. */
export const trafficGrid = (day0: number, timeZone: string, now = new Date()) => {
  const first = new Date(`${localDate(now.getTime() / 1000, timeZone)}T00:00:00Z`);
  first.setUTCDate(first.getUTCDate() - 6);
  const firstDay = first.toISOString().slice(0, 10);
  const grid = Array.from({ length: 7 }, () => Array<string>(24).fill('0'));
  for (const minute of PLANNED_STARTS) {
    const { day, hour } = localDayHour(day0 + minute * 60, timeZone, firstDay);
    const row = grid[day];
    if (row) row[hour] = String(Number(row[hour]) + 1);
  }
  return grid;
};
