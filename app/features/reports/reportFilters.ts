import type { TReportGroupBy } from '../../../common/contracts/reports.ts';
import { addDays, endOfDay, startOfDay } from '../../components/dateRangePicker/dateMath.ts';
import { PRESETS, presetRange, type TPreset } from '../../components/dateRangePicker/dateRange.ts';

/** The filters a report page keeps in its URL query, so a reload or a shared link shows the same report. */
export interface TReportFilters {
  preset: TPreset;
  start: Date;
  end: Date;
  groupBy: TGroup;
  businessHours: boolean;
  /** The agent/inbox/label/team picked on its page. */
  id: number | null;
}

type TGroup = Exclude<TReportGroupBy, 'hour'>;

/** Group-by choices a range allows: a week needs 30 days, a month 90, a year 365 (Chatwoot's steps). */
export const groupByOptions = (start: Date, end: Date): TGroup[] => {
  const days = Math.round((startOfDay(end).getTime() - startOfDay(start).getTime()) / 86_400_000) + 1;
  if (days >= 365) return ['day', 'week', 'month', 'year'];
  if (days >= 90) return ['day', 'week', 'month'];
  if (days >= 30) return ['day', 'week'];
  return ['day'];
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const parseIsoDay = (text: string | null): Date | null => {
  const m = text ? ISO_DAY.exec(text) : null;
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getMonth() === Number(m[2]) - 1 ? d : null;
};
const pad = (n: number) => String(n).padStart(2, '0');
export const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Reads the filters from a URL query; anything missing or unreadable falls back to the last 7 days by day. */
export const readFilters = (params: URLSearchParams, today: Date): TReportFilters => {
  const presetParam = params.get('range');
  const preset: TPreset = (PRESETS as readonly string[]).includes(presetParam ?? '')
    ? (presetParam as TPreset)
    : 'last7days';
  let range = preset === 'custom' ? null : presetRange(preset, today);
  if (preset === 'custom') {
    const from = parseIsoDay(params.get('from'));
    const to = parseIsoDay(params.get('to'));
    range = from && to && from <= to ? { start: startOfDay(from), end: endOfDay(to) } : null;
  }
  const resolved = range ?? presetRange('last7days', today);
  const allowed = groupByOptions(resolved.start, resolved.end);
  const group = params.get('group_by');
  const id = Number(params.get('id'));
  return {
    preset: range ? preset : 'last7days',
    start: resolved.start,
    end: resolved.end,
    groupBy: (allowed as string[]).includes(group ?? '') ? (group as TGroup) : 'day',
    businessHours: params.get('business_hours') === 'true',
    id: Number.isInteger(id) && id > 0 ? id : null,
  };
};

/** The URL query of a set of filters (defaults left out, so a plain link stays plain). */
export const writeFilters = (filters: TReportFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.preset !== 'last7days') params.set('range', filters.preset);
  if (filters.preset === 'custom') {
    params.set('from', isoDay(filters.start));
    params.set('to', isoDay(filters.end));
  }
  if (filters.groupBy !== 'day') params.set('group_by', filters.groupBy);
  if (filters.businessHours) params.set('business_hours', 'true');
  if (filters.id !== null) params.set('id', String(filters.id));
  return params;
};

/** Hours east of UTC the browser is in at `at` (Chatwoot's timezone_offset). */
export const timezoneOffsetHours = (at: Date = new Date()) => -at.getTimezoneOffset() / 60;

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The since/until/business_hours/timezone_offset every report call of these filters sends. */
export const rangeQuery = (filters: Pick<TReportFilters, 'start' | 'end' | 'businessHours'>) => ({
  since: seconds(filters.start),
  until: seconds(filters.end),
  business_hours: filters.businessHours,
  timezone_offset: timezoneOffsetHours(filters.end),
});

/** The heatmap's fixed window: the last 7 days up to the end of today. */
export const heatmapRange = (today: Date) => ({ start: startOfDay(addDays(today, -6)), end: endOfDay(today) });
