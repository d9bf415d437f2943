import type { TRange } from './reportRange.ts';

/**
 * How a report range is read when the day rollups can answer it (docs/REPORTS.md "Rollups"), pure.
 *
 * The range is cut into pieces that each lie in one local bucket (or one period of a summary): `cutPoints`
 * are the moments a grouping changes at (the local bucket starts of a series, the current period's start).
 * Each piece is summed on its own and its sum counted at `at`, a moment of its bucket, so no row is ever
 * bucketed one by one. Rolled pieces are runs of whole UTC days read from reporting_event_rollups; raw pieces
 * are read from reporting_events: the partial days at the range's ends and the days several cut points
 * fall inside (a series by hour).
 *
 * A day one cut point falls inside (every local midnight of a viewer off UTC, the start of the current
 * period) is still read from the rollup, counted in the bucket of its longer side, and the rows of its
 * shorter side are read raw and moved: counted at `at` (their own bucket) and taken back at `back` (the
 * bucket the rolled day counted them in). So a year by day at +5.5 reads 5.5 hours a day raw, not 24.
 */
export interface TPiece extends TRange {
  at: number;
  back: number | null;
}

export interface TRollupSplit {
  rolled: TPiece[];
  raw: TPiece[];
}

const DAY = 86_400;

export const rollupSplit = (r: TRange, cutPoints: readonly number[]): TRollupSplit => {
  const cuts = [...new Set(cutPoints)].filter((c) => c > r.from && c < r.to).sort((a, b) => a - b);
  const inside = (from: number, to: number) => cuts.filter((c) => c > from && c < to);
  const split: TRollupSplit = { rolled: [], raw: [] };
  const rawRegions: TRange[] = [];
  const addRaw = (from: number, to: number) => {
    const last = rawRegions.at(-1);
    if (to <= from) return;
    if (last?.to === from) last.to = to;
    else rawRegions.push({ from, to });
  };
  const firstDay = Math.ceil(r.from / DAY) * DAY;
  const lastDay = Math.floor(r.to / DAY) * DAY;
  if (firstDay >= lastDay) addRaw(r.from, r.to);
  else {
    addRaw(r.from, firstDay);
    // The rolled piece the next day may join: none after a day with a cut inside, or when one starts the day.
    let open: TPiece | null = null;
    for (let day = firstDay; day < lastDay; day += DAY) {
      const end = day + DAY;
      const inner = inside(day, end);
      const [cut] = inner;
      if (inner.length > 1) {
        addRaw(day, end);
        open = null;
      } else if (cut !== undefined && cut - day < end - cut) {
        // The head is shorter: the day counts at its cut, its head is moved back to the bucket before.
        split.rolled.push({ from: day, to: end, at: cut, back: null });
        split.raw.push({ from: day, to: cut, at: day, back: cut });
        open = null;
      } else {
        if (open && !cuts.includes(day)) open.to = end;
        else split.rolled.push((open = { from: day, to: end, at: day, back: null }));
        if (cut !== undefined) {
          // The tail is shorter (or as long): the day counts with its head, its tail is moved on.
          split.raw.push({ from: cut, to: end, at: cut, back: day });
          open = null;
        }
      }
    }
    addRaw(lastDay, r.to);
  }
  for (const region of rawRegions) {
    const bounds = [region.from, ...inside(region.from, region.to), region.to];
    for (let i = 0; i + 1 < bounds.length; i++) {
      const from = bounds[i] as number;
      split.raw.push({ from, to: bounds[i + 1] as number, at: from, back: null });
    }
  }
  return split;
};
