import type { TReportGroupBy } from '../../../common/contracts/reports.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';

/**
 * The time arithmetic of reports, pure. A range is [since, until] in unix seconds, both included
 * (Chatwoot's pickers send the last second of the day as `until`); internally it is the half-open
 * [from, to) with to = until + 1. Buckets start at the viewer's local midnight/hour/Monday/month/year
 * for a fixed offset in hours east of UTC.
 */
export interface TRange {
  from: number;
  to: number;
}

const DAY = 86_400;
/** Most buckets one series may have: hours over 31 days, days over ~10 years. */
const MAX_HOUR_RANGE = 31 * DAY;
const MAX_DAY_RANGE = 3_660 * DAY;

export const rangeOf = (since: number, until: number): TRange => {
  if (since > until) throw AppError.invalid('since', errorText('mustNotBeAfterUntil'));
  return { from: since, to: until + 1 };
};

/** The same-length range just before (the previous period of summary cards). */
export const previousRange = (r: TRange): TRange => ({ from: r.from - (r.to - r.from), to: r.from });

export const checkBucketCount = (r: TRange, groupBy: TReportGroupBy) => {
  if (groupBy === 'hour' && r.to - r.from > MAX_HOUR_RANGE)
    throw AppError.invalid('group_by', errorText('hourAtMost31Days'));
  if (r.to - r.from > MAX_DAY_RANGE) throw AppError.invalid('until', errorText('moreThanTenYears'));
};

export const offsetSeconds = (timezoneOffsetHours: number) => Math.round(timezoneOffsetHours * 3600);

/** The start (unix seconds) of the bucket holding `at`, for a viewer `offset` seconds east of UTC. */
export const bucketStart = (at: number, groupBy: TReportGroupBy, offset: number) => {
  const local = new Date((at + offset) * 1000);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  let start: number;
  switch (groupBy) {
    case 'hour':
      start = Date.UTC(y, m, d, local.getUTCHours());
      break;
    case 'day':
      start = Date.UTC(y, m, d);
      break;
    case 'week':
      // Monday: getUTCDay() is 0 for Sunday.
      start = Date.UTC(y, m, d - ((local.getUTCDay() + 6) % 7));
      break;
    case 'month':
      start = Date.UTC(y, m, 1);
      break;
    case 'year':
      start = Date.UTC(y, 0, 1);
      break;
  }
  return start / 1000 - offset;
};

const nextBucket = (start: number, groupBy: TReportGroupBy, offset: number) => {
  const local = new Date((start + offset) * 1000);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const h = local.getUTCHours();
  const next = {
    hour: () => Date.UTC(y, m, d, h + 1),
    day: () => Date.UTC(y, m, d + 1),
    week: () => Date.UTC(y, m, d + 7),
    month: () => Date.UTC(y, m + 1, 1),
    year: () => Date.UTC(y + 1, 0, 1),
  }[groupBy]();
  return next / 1000 - offset;
};

/** Every bucket start of the range, in order (the series shows empty buckets as zeros). */
export const bucketStarts = (r: TRange, groupBy: TReportGroupBy, offset: number) => {
  const starts: number[] = [];
  for (let s = bucketStart(r.from, groupBy, offset); s < r.to; s = nextBucket(s, groupBy, offset)) starts.push(s);
  return starts;
};

/**
 * A Date whose local calendar fields are the viewer's date at `at` (for reportFileName, which reads
 * getDate/getMonth/getFullYear), whatever the server process's own timezone.
 */
export const viewerDate = (at: number, offset: number) => {
  const local = new Date((at + offset) * 1000);
  return new Date(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
};
