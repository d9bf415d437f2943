import { describe, expect, it } from 'vitest';
import { shortDuration, splitThreshold, toSeconds } from './slaTime.ts';

describe('shortDuration', () => {
  it('shows the two largest units', () => {
    expect(shortDuration(2 * 3600 + 5 * 60 + 9)).toEqual({ h: 2, m: 5 });
    expect(shortDuration(3 * 86400 + 4 * 3600 + 120)).toEqual({ d: 3, h: 4 });
    expect(shortDuration(59 * 60 + 50)).toEqual({ m: 59 });
    expect(shortDuration(45)).toEqual({ s: 45 });
  });
  it('leaves out a zero second unit: a threshold of 2 hours reads "2h", not "2h 0m"', () => {
    expect(shortDuration(7200)).toEqual({ h: 2 });
    expect(shortDuration(86400)).toEqual({ d: 1 });
    expect(shortDuration(86400 + 59)).toEqual({ d: 1 });
  });
  it('never counts below zero', () => {
    expect(shortDuration(-30)).toEqual({ s: 0 });
  });
});

describe('threshold fields', () => {
  it('split a stored threshold into the largest even unit and back', () => {
    expect(splitThreshold(5400)).toEqual({ value: '90', unit: 'minutes' });
    expect(splitThreshold(7200)).toEqual({ value: '2', unit: 'hours' });
    expect(toSeconds('2', 'hours')).toBe(7200);
    expect(toSeconds(' ', 'days')).toBeNull();
  });
});
