import { describe, expect, it } from 'vitest';
import { fromInputs, presetTime, toInputs } from './scheduleTimes.ts';

describe('schedule times', () => {
  // Wednesday 2026-03-04 15:20 local time.
  const now = new Date(2026, 2, 4, 15, 20, 30);
  it('picks tomorrow 9:00, next Monday 9:00 and an hour ahead, in local time', () => {
    expect(toInputs(presetTime('tomorrow', now))).toEqual({ date: '2026-03-05', time: '09:00' });
    expect(toInputs(presetTime('monday', now))).toEqual({ date: '2026-03-09', time: '09:00' });
    expect(toInputs(presetTime('inOneHour', now))).toEqual({ date: '2026-03-04', time: '16:20' });
    // On a Monday, "Monday" is the next one.
    expect(toInputs(presetTime('monday', new Date(2026, 2, 9, 8)))).toEqual({ date: '2026-03-16', time: '09:00' });
  });
  it('reads the inputs back, refusing incomplete values', () => {
    expect(fromInputs('2026-03-05', '09:30')?.getTime()).toBe(new Date(2026, 2, 5, 9, 30).getTime());
    expect(fromInputs('', '09:30')).toBeNull();
    expect(fromInputs('2026-03-05', '')).toBeNull();
  });
});
