import type { TReportPoint } from '../../../common/contracts/reports.ts';
import { addDays, startOfDay } from '../../components/dateRangePicker/dateMath.ts';

export interface THeatmapDay {
  day: Date;
  hours: number[];
}

/** Seven local days from `start`, each with its 24 hourly counts (viewer's timezone); points outside are dropped. */
export const heatmapGrid = (points: readonly TReportPoint[], start: Date): THeatmapDay[] => {
  const first = startOfDay(start);
  const days = Array.from({ length: 7 }, (_, i) => ({ day: addDays(first, i), hours: Array<number>(24).fill(0) }));
  for (const p of points) {
    const at = new Date(p.timestamp * 1000);
    const index = Math.round((startOfDay(at).getTime() - first.getTime()) / 86_400_000);
    const row = days[index];
    if (row) row.hours[at.getHours()] = (row.hours[at.getHours()] ?? 0) + p.value;
  }
  return days;
};

/** 0…4: how dark a cell is against the busiest hour of the week. */
export const heatLevel = (value: number, max: number) => (value <= 0 || max <= 0 ? 0 : Math.ceil((value / max) * 4));
