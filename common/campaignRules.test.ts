import { describe, expect, it } from 'vitest';
import { urlMatches, withinWorkingHours, type TWorkingHour } from './campaignRules.ts';

describe('urlMatches', () => {
  it('an address without * is the same page, query, fragment and trailing slash aside', () => {
    expect(urlMatches('https://shop.test/pricing', 'https://shop.test/pricing')).toBe(true);
    expect(urlMatches('https://shop.test/pricing', 'https://SHOP.test/pricing/?utm=x#top')).toBe(true);
    expect(urlMatches('https://shop.test/pricing/', 'https://shop.test/pricing')).toBe(true);
    expect(urlMatches('https://shop.test/pricing', 'https://shop.test/pricing/team')).toBe(false);
    expect(urlMatches('https://shop.test/pricing', 'http://shop.test/pricing')).toBe(false);
  });

  it('* stands for anything: a prefix, a subdomain, a middle segment', () => {
    expect(urlMatches('https://shop.test/pricing*', 'https://shop.test/pricing/team?x=1')).toBe(true);
    expect(urlMatches('https://shop.test/*', 'https://shop.test/')).toBe(true);
    expect(urlMatches('https://*.shop.test/*', 'https://eu.shop.test/cart')).toBe(true);
    expect(urlMatches('https://shop.test/*/checkout', 'https://shop.test/de/checkout')).toBe(true);
    expect(urlMatches('https://shop.test/*/checkout', 'https://shop.test/de/cart')).toBe(false);
    expect(urlMatches('https://shop.test/pricing*', 'https://evil.test/?https://shop.test/pricing')).toBe(false);
  });

  it('dots and other regex characters in the pattern are literal', () => {
    expect(urlMatches('https://shop.test/a+b*', 'https://shopxtest/a+b')).toBe(false);
    expect(urlMatches('https://shop.test/a+b*', 'https://shop.test/a+b/c')).toBe(true);
    expect(urlMatches('', 'https://shop.test')).toBe(false);
  });
});

describe('withinWorkingHours', () => {
  const weekdays: TWorkingHour[] = [
    { day_of_week: 0, closed_all_day: true, open_all_day: false },
    ...[1, 2, 3, 4, 5].map((d) => ({
      day_of_week: d,
      closed_all_day: false,
      open_all_day: false,
      open_hour: 9,
      open_minutes: 0,
      close_hour: 17,
      close_minutes: 30,
    })),
    { day_of_week: 6, closed_all_day: false, open_all_day: true },
  ];

  it('always open when the inbox keeps no working hours', () => {
    expect(withinWorkingHours(false, [], 'UTC')).toBe(true);
  });

  it('reads the hours in the inbox time zone', () => {
    // Monday 2026-11-30 08:30 UTC is 09:30 in Berlin (open) and 03:30 in New York (closed).
    const now = new Date('2026-11-30T08:30:00Z');
    expect(withinWorkingHours(true, weekdays, 'Europe/Berlin', now)).toBe(true);
    expect(withinWorkingHours(true, weekdays, 'America/New_York', now)).toBe(false);
    expect(withinWorkingHours(true, weekdays, 'UTC', new Date('2026-11-30T17:29:00Z'))).toBe(true);
    expect(withinWorkingHours(true, weekdays, 'UTC', new Date('2026-11-30T17:30:00Z'))).toBe(false);
  });

  it('closed all day, open all day, a day without hours, an unknown zone as UTC', () => {
    expect(withinWorkingHours(true, weekdays, 'UTC', new Date('2026-11-29T12:00:00Z'))).toBe(false);
    expect(withinWorkingHours(true, weekdays, 'UTC', new Date('2026-11-28T03:00:00Z'))).toBe(true);
    expect(withinWorkingHours(true, weekdays.slice(0, 2), 'UTC', new Date('2026-12-01T12:00:00Z'))).toBe(false);
    expect(withinWorkingHours(true, weekdays, 'Not/AZone', new Date('2026-11-30T10:00:00Z'))).toBe(true);
  });
});
