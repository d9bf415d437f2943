import { describe, expect, it } from 'vitest';
import { clockTime, fullTime, relativeTime } from './timeFormat.ts';

describe('time formats (cached formatters)', () => {
  const t = Date.UTC(2024, 0, 15, 9, 5) / 1000;
  it('formats per language, the cache keeping languages apart', () => {
    expect(fullTime(t, 'en')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(t * 1000),
    );
    expect(clockTime(t, 'ar')).toBe(
      new Intl.DateTimeFormat('ar', { hour: 'numeric', minute: '2-digit' }).format(t * 1000),
    );
    expect(clockTime(t, 'en')).not.toBe(clockTime(t, 'ar'));
  });
  it('reads relative times and falls back to a date after a month', () => {
    const now = t * 1000;
    expect(relativeTime(t - 120, 'en', now)).toBe('2m ago');
    expect(relativeTime(t - 40 * 86_400, 'en', now)).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format((t - 40 * 86_400) * 1000),
    );
    expect(relativeTime(null, 'en', now)).toBe('');
  });
});
