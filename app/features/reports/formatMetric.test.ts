import { describe, expect, it } from 'vitest';
import { formatDuration, percentChange } from './formatMetric.ts';

describe('formatDuration', () => {
  it('shows the two largest units', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(45)).toBe('45s');
    expect(formatDuration(3900)).toBe('1h 5m');
    expect(formatDuration(3600)).toBe('1h');
    expect(formatDuration(90061)).toBe('1d 1h');
    expect(formatDuration(125.6)).toBe('2m 6s');
  });
});

describe('percentChange', () => {
  it('rounds the change and has none without a previous figure', () => {
    expect(percentChange(15, 10)).toBe(50);
    expect(percentChange(5, 10)).toBe(-50);
    expect(percentChange(3, 0)).toBeNull();
  });
});

describe('formatDuration in another language', () => {
  it('writes each unit with the words it is given', () => {
    const arabic = (n: number, u: string) => `${n} ${{ d: 'ي', h: 'س', m: 'د', s: 'ث' }[u] ?? u}`;
    expect(formatDuration(3900, arabic)).toBe('1 س 5 د');
    expect(formatDuration(45, arabic)).toBe('45 ث');
  });
});
