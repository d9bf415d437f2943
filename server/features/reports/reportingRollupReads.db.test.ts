import { describe, expect, it } from 'vitest';
import type { TReportGroupBy } from '../../../common/contracts/reports.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildReportAccount, REPORT_DAY0 } from '../../test/reportFactories.ts';
import { insertReportingEvents } from './reportingEvents.repo.ts';
import { listRollupDifferences } from './reportingRollups.repo.ts';
import { bucketStart, offsetSeconds, type TRange } from './reportRange.ts';
import { findPeriodTotals, listEntityTotals, listSeriesBuckets, type TAggregate } from './reports.repo.ts';
import type { TReportScopeFilter } from './reportSources.repo.ts';

/**
 * Reports read whole UTC days from reporting_event_rollups and the rest raw (docs/REPORTS.md "Rollups").
 * Whatever the viewer's offset, that must give what the raw rows alone give: these tests seed events
 * through the write door over ten weeks — at random moments, at UTC midnights and on local boundaries —
 * and compare every series, summary and per-entity figure with the same figure counted here from the rows.
 */
const t = setupTestApp();
const DAY = 86_400;
const NAME = 'reply_time';

interface TRawRow {
  at: number;
  value: number;
  bh: number;
  user_id: number | null;
  inbox_id: number | null;
}

/** Counts and averages rows per key, as a report would. */
const aggregate = (rows: TRawRow[], keyOf: (r: TRawRow) => string | null, businessHours: boolean) => {
  const out = new Map<string, { n: number; sum: number }>();
  for (const r of rows) {
    const key = keyOf(r);
    if (key === null) continue;
    const a = out.get(key) ?? { n: 0, sum: 0 };
    a.n += 1;
    a.sum += businessHours ? r.bh : r.value;
    out.set(key, a);
  }
  return out;
};

const expectSame = (label: string, got: Map<string, TAggregate>, want: Map<string, { n: number; sum: number }>) => {
  expect([...got.keys()].sort(), label).toEqual([...want.keys()].sort());
  for (const [key, w] of want) {
    const g = got.get(key);
    expect(g?.n, `${label} ${key}`).toBe(w.n);
    expect(g?.v, `${label} ${key}`).toBeCloseTo(w.sum / w.n, 6);
  }
};

const seed = async () => {
  const data = await buildReportAccount(t);
  const { accountId, agents, inboxes } = data;
  let state = 17;
  const random = () => (state = (state * 48_271) % 2_147_483_647) / 2_147_483_647;
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)] as T;
  const start = REPORT_DAY0 - 35 * DAY;
  const moments = [
    ...Array.from({ length: 500 }, () => start + Math.floor(random() * 70 * DAY * 1000) / 1000),
    // On the edges a split cuts at: UTC midnights, +5.5's local midnight, a millisecond either side.
    ...[0, 1, 7, 20, 41].flatMap((d) => {
      const day = start + d * DAY;
      return [day, day - 0.001, day + 18.5 * 3600, day + 18.5 * 3600 - 0.001, day + 4 * 3600];
    }),
  ];
  await insertReportingEvents(
    t.database.db,
    moments.map((at) => {
      const value = Math.round(random() * 7_200_000) / 1000;
      return {
        accountId,
        name: NAME,
        value,
        valueInBusinessHours: Math.round(value * random() * 1000) / 1000,
        inboxId: pick([inboxes.web, inboxes.email]),
        userId: pick([agents.alice, agents.bob, null]),
        conversationId: null,
        eventStartTime: new Date((at - 60) * 1000),
        eventEndTime: new Date(at * 1000),
        createdAt: new Date(at * 1000),
      };
    }),
  );
  const { rows } = await t.database.pool.query<TRawRow>(
    `SELECT extract(epoch FROM created_at)::float8 AS at, value, value_in_business_hours AS bh, user_id, inbox_id
     FROM reporting_events WHERE account_id = $1 AND name = $2`,
    [accountId, NAME],
  );
  return { ...data, rows };
};

describe('reads from the day rollups', () => {
  it('give what the raw rows give, for every offset, grouping, scope and period', async () => {
    const { accountId, agents, inboxes, rows } = await seed();
    expect(await listRollupDifferences(t.deps.db, accountId)).toEqual([]);
    const scopes: [TReportScopeFilter, (r: TRawRow) => boolean][] = [
      [{ kind: 'account' }, () => true],
      [{ kind: 'agent', id: agents.alice }, (r) => r.user_id === agents.alice],
      [{ kind: 'inbox', id: inboxes.email }, (r) => r.inbox_id === inboxes.email],
    ];
    // Ten weeks less a few hours at each end; a 29-day range for hours.
    const long: TRange = { from: REPORT_DAY0 - 34 * DAY + 5_000, to: REPORT_DAY0 + 34 * DAY - 777 };
    const month: TRange = { from: REPORT_DAY0 - 10 * DAY - 3_600, to: REPORT_DAY0 + 19 * DAY + 1 };
    const inRange = (r: TRange) => (row: TRawRow) => row.at >= r.from && row.at < r.to;
    for (const hours of [0, 5.5, -4, 5.75, 14, -12, 9.5]) {
      const offset = offsetSeconds(hours);
      for (const [scope, keeps] of scopes)
        for (const businessHours of [false, true]) {
          const spec = { accountId, source: NAME, scope, businessHours } as const;
          const label = `${hours} ${scope.kind} bh=${businessHours}`;
          const groupings: [TReportGroupBy, TRange][] = [
            ['hour', month],
            ['day', long],
            ['week', long],
            ['month', long],
            ['year', long],
          ];
          for (const [unit, range] of groupings) {
            const got = await listSeriesBuckets(t.deps.db, spec, range, unit, offset);
            const want = aggregate(
              rows.filter((r) => keeps(r) && inRange(range)(r)),
              (r) => String(bucketStart(Math.floor(r.at), unit, offset)),
              businessHours,
            );
            expectSame(`${label} ${unit}`, new Map(got.map((b) => [String(b.bucket), b])), want);
          }
          // The current period starts inside a day; the previous one is as long.
          const current = { from: REPORT_DAY0 + 3 * DAY + 18.5 * 3600 + offset, to: long.to };
          const previous = { from: current.from - (current.to - current.from), to: current.from };
          const totals = await findPeriodTotals(t.deps.db, spec, current, previous);
          const periods = aggregate(
            rows.filter((r) => keeps(r) && r.at >= previous.from && r.at < current.to),
            (r) => (r.at >= current.from ? 'current' : 'previous'),
            businessHours,
          );
          expectSame(`${label} periods`, new Map(Object.entries(totals).filter(([, a]) => a.n > 0)), periods);
        }
    }
    for (const kind of ['agent', 'inbox'] as const)
      for (const businessHours of [false, true]) {
        const got = await listEntityTotals(t.deps.db, { accountId, source: NAME, businessHours }, kind, long);
        const key = (r: TRawRow) => {
          const id = kind === 'agent' ? r.user_id : r.inbox_id;
          return id === null ? null : String(id);
        };
        expectSame(`${kind} rows`, got, aggregate(rows.filter(inRange(long)), key, businessHours));
      }
  });
});
