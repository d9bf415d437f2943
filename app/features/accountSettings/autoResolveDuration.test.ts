import { describe, expect, it } from 'vitest';
import { autoResolveMinutes, isAllowedMinutes, splitMinutes, toMinutes } from './autoResolveDuration.ts';

describe('auto-resolve duration', () => {
  it('shows minutes in the largest unit that divides them, and back', () => {
    expect(splitMinutes(2880)).toEqual({ amount: 2, unit: 'days' });
    expect(splitMinutes(120)).toEqual({ amount: 2, unit: 'hours' });
    expect(splitMinutes(90)).toEqual({ amount: 90, unit: 'minutes' });
    expect(toMinutes(3, 'hours')).toBe(180);
  });

  it('takes ten minutes to 999 days, whole minutes only', () => {
    expect(isAllowedMinutes(9)).toBe(false);
    expect(isAllowedMinutes(10)).toBe(true);
    expect(isAllowedMinutes(999 * 1440)).toBe(true);
    expect(isAllowedMinutes(999 * 1440 + 1)).toBe(false);
    expect(isAllowedMinutes(10.5)).toBe(false);
  });

  it('reads settings first, then the older duration in days', () => {
    expect(autoResolveMinutes({ auto_resolve_duration: 2, settings: { auto_resolve_after: 30 } })).toBe(30);
    expect(autoResolveMinutes({ auto_resolve_duration: 2, settings: { auto_resolve_after: null } })).toBe(2880);
    expect(autoResolveMinutes({ auto_resolve_duration: null, settings: { auto_resolve_after: null } })).toBeNull();
  });
});
