import { describe, expect, it } from 'vitest';
import { bucketStarts } from './reportRange.ts';
import { rollupSplit, type TPiece } from './rollupSplit.ts';

const MON = Date.UTC(2026, 2, 2) / 1000; // Monday 2 March 2026, 00:00 UTC
const H = 3600;
const DAY = 24 * H;
const piece = (from: number, to: number, at = from, back: number | null = null): TPiece => ({ from, to, at, back });

describe('rollup split: whole UTC days from the rollup, the rest raw, each piece in one bucket', () => {
  it('reads the partial days at the ends raw, and the whole days between from the rollup', () => {
    expect(rollupSplit({ from: MON + 600, to: MON + 3 * DAY + 5 }, [])).toEqual({
      rolled: [piece(MON + DAY, MON + 3 * DAY)],
      raw: [piece(MON + 600, MON + DAY), piece(MON + 3 * DAY, MON + 3 * DAY + 5)],
    });
  });

  it('starts a rolled piece at every bucket start on a UTC midnight', () => {
    const r = { from: MON, to: MON + 21 * DAY };
    expect(rollupSplit(r, bucketStarts(r, 'week', 0))).toEqual({
      rolled: [0, 7, 14].map((d) => piece(MON + d * DAY, MON + (d + 7) * DAY)),
      raw: [],
    });
  });

  it('moves the shorter side of a day a boundary falls inside: the tail east of UTC, the head west', () => {
    const r = { from: MON, to: MON + 3 * DAY };
    // +5.5: days start at 18:30 UTC; each day counts with its head, its 5.5-hour tail moves to the next bucket.
    const east = rollupSplit(r, bucketStarts(r, 'day', 5.5 * H));
    expect(east.rolled).toEqual([0, 1, 2].map((d) => piece(MON + d * DAY, MON + (d + 1) * DAY)));
    expect(east.raw).toEqual(
      [0, 1, 2].map((d) => piece(MON + d * DAY + 18.5 * H, MON + (d + 1) * DAY, undefined, MON + d * DAY)),
    );
    // -4: days start at 04:00 UTC; each day counts at 04:00, its 4-hour head moves back.
    const west = rollupSplit(r, bucketStarts(r, 'day', -4 * H));
    expect(west.rolled).toEqual([0, 1, 2].map((d) => piece(MON + d * DAY, MON + (d + 1) * DAY, MON + d * DAY + 4 * H)));
    expect(west.raw).toEqual(
      [0, 1, 2].map((d) => piece(MON + d * DAY, MON + d * DAY + 4 * H, MON + d * DAY, MON + d * DAY + 4 * H)),
    );
  });

  it('joins the days of a week east of UTC, and ends the piece at the day its week ends in', () => {
    const r = { from: MON, to: MON + 14 * DAY };
    // Weeks in +5.5 start on Sunday 18:30 UTC.
    expect(rollupSplit(r, bucketStarts(r, 'week', 5.5 * H))).toEqual({
      rolled: [piece(MON, MON + 7 * DAY), piece(MON + 7 * DAY, MON + 14 * DAY)],
      raw: [
        piece(MON + 6 * DAY + 18.5 * H, MON + 7 * DAY, undefined, MON + 6 * DAY),
        piece(MON + 13 * DAY + 18.5 * H, MON + 14 * DAY, undefined, MON + 13 * DAY),
      ],
    });
  });

  it('reads raw, piece by piece, the days several boundaries fall inside (hours)', () => {
    const r = { from: MON + 30 * 60, to: MON + DAY + 3 * H };
    const split = rollupSplit(r, bucketStarts(r, 'hour', 5.5 * H));
    expect(split.rolled).toEqual([]);
    expect(split.raw[0]).toEqual(piece(MON + 30 * 60, MON + H + 30 * 60));
    expect(split.raw.at(-1)).toEqual(piece(MON + DAY + 2.5 * H, MON + DAY + 3 * H));
    expect(split.raw).toHaveLength(27);
  });

  it('counts the day holding the current period start on its longer side', () => {
    const r = { from: MON - 30 * DAY + 100, to: MON + 30 * DAY + 100 };
    expect(rollupSplit(r, [MON + 100])).toEqual({
      rolled: [piece(MON - 29 * DAY, MON), piece(MON, MON + DAY, MON + 100), piece(MON + DAY, MON + 30 * DAY)],
      raw: [piece(MON, MON + 100, MON, MON + 100), piece(r.from, MON - 29 * DAY), piece(MON + 30 * DAY, r.to)],
    });
  });

  it('reads a range shorter than its first whole day raw, cut at its boundaries', () => {
    const r = { from: MON + 100, to: MON + DAY + 200 };
    expect(rollupSplit(r, [MON + 150])).toEqual({
      rolled: [],
      raw: [piece(MON + 100, MON + 150), piece(MON + 150, r.to)],
    });
  });
});
