import { describe, expect, it } from 'vitest';
import { reportFileName } from '../../../common/contracts/reports.ts';
import { bucketStart, bucketStarts, checkBucketCount, previousRange, rangeOf, viewerDate } from './reportRange.ts';

const MON = Date.UTC(2026, 2, 2) / 1000; // Monday 2 March 2026, 00:00 UTC
const H = 3600;
const DAY = 24 * H;

describe('report ranges and local buckets', () => {
  it('includes until and refuses since after until', () => {
    expect(rangeOf(MON, MON + DAY - 1)).toEqual({ from: MON, to: MON + DAY });
    expect(() => rangeOf(MON + 1, MON)).toThrow(/since/i);
    expect(previousRange({ from: MON, to: MON + 2 * DAY })).toEqual({ from: MON - 2 * DAY, to: MON });
  });

  it('starts buckets at the viewer local midnight, hour, Monday, month and year', () => {
    const off = 5.5 * H;
    // Monday 20:00 UTC is Tuesday 01:30 in +5.5.
    expect(bucketStart(MON + 20 * H, 'day', off)).toBe(MON + DAY - off);
    expect(bucketStart(MON + 20 * H, 'hour', off)).toBe(MON + 20 * H - 30 * 60);
    expect(bucketStart(MON + 3 * DAY, 'week', -4 * H)).toBe(MON + 4 * H);
    // Sunday 22:00 UTC is still the week of the Monday before in UTC, the next week in +5.5.
    expect(bucketStart(MON + 6 * DAY + 22 * H, 'week', 0)).toBe(MON);
    expect(bucketStart(MON + 6 * DAY + 22 * H, 'week', off)).toBe(MON + 7 * DAY - off);
    expect(bucketStart(MON, 'month', 0)).toBe(Date.UTC(2026, 2, 1) / 1000);
    expect(bucketStart(MON, 'year', -4 * H)).toBe(Date.UTC(2026, 0, 1) / 1000 + 4 * H);
  });

  it('lists every bucket of a range, across month ends', () => {
    expect(bucketStarts(rangeOf(MON, MON + 3 * DAY - 1), 'day', 0)).toEqual([MON, MON + DAY, MON + 2 * DAY]);
    const months = bucketStarts(rangeOf(Date.UTC(2026, 0, 15) / 1000, Date.UTC(2026, 2, 15) / 1000), 'month', 0);
    expect(months).toEqual([Date.UTC(2026, 0, 1), Date.UTC(2026, 1, 1), Date.UTC(2026, 2, 1)].map((ms) => ms / 1000));
    expect(() => checkBucketCount(rangeOf(MON, MON + 32 * DAY), 'hour')).toThrow(/31 days/);
    expect(() => checkBucketCount(rangeOf(MON, MON + 32 * DAY), 'day')).not.toThrow();
  });

  it('dates CSV files in the viewer timezone', () => {
    const thursdayEnd = MON + 4 * DAY - 1;
    expect(reportFileName('agent', viewerDate(thursdayEnd, 0), false)).toBe('agent-report-05-03-2026.csv');
    expect(reportFileName('agent', viewerDate(thursdayEnd, 5.5 * H), true)).toBe(
      'agent-report-06-03-2026-business-hours.csv',
    );
  });
});
