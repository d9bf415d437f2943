import { describe, expect, it } from 'vitest';
import { heatLevel, heatmapGrid } from './heatmap.ts';

describe('heatmapGrid', () => {
  it('puts each hourly bucket on its local day and hour', () => {
    const start = new Date(2026, 10, 20);
    const at = (day: number, hour: number) => new Date(2026, 10, day, hour).getTime() / 1000;
    const grid = heatmapGrid(
      [
        { timestamp: at(20, 0), value: 2, count: 2 },
        { timestamp: at(26, 23), value: 5, count: 5 },
        { timestamp: at(27, 1), value: 9, count: 9 },
      ],
      start,
    );
    expect(grid).toHaveLength(7);
    expect(grid[0]?.hours[0]).toBe(2);
    expect(grid[6]?.hours[23]).toBe(5);
    expect(grid.flatMap((d) => d.hours).reduce((a, b) => a + b, 0)).toBe(7);
  });

  it('shades against the busiest hour', () => {
    expect(heatLevel(0, 10)).toBe(0);
    expect(heatLevel(1, 10)).toBe(1);
    expect(heatLevel(10, 10)).toBe(4);
  });
});
