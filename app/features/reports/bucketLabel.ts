import type { TReportGroupBy } from '../../../common/contracts/reports.ts';

/** The bucket after the one starting at `ts` (unix seconds, the viewer's local time). */
export const nextBucket = (ts: number, groupBy: TReportGroupBy): number => {
  const d = new Date(ts * 1000);
  switch (groupBy) {
    case 'hour':
      return ts + 3600;
    case 'day':
      d.setDate(d.getDate() + 1);
      break;
    case 'week':
      d.setDate(d.getDate() + 7);
      break;
    case 'month':
      d.setMonth(d.getMonth() + 1);
      break;
    case 'year':
      d.setFullYear(d.getFullYear() + 1);
      break;
  }
  return Math.floor(d.getTime() / 1000);
};

/** A bucket's label in the viewer's language: "26 Nov", "Nov 2026", "2026". */
export const bucketLabel = (ts: number, groupBy: TReportGroupBy, locale: string): string => {
  const d = new Date(ts * 1000);
  switch (groupBy) {
    case 'hour':
      return d.toLocaleString(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
    case 'day':
    case 'week':
      return d.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    case 'month':
      return d.toLocaleDateString(locale, { month: 'short', year: 'numeric' });
    case 'year':
      return String(d.getFullYear());
  }
};
