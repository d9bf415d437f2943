import { describe, expect, it } from 'vitest';
import { countriesFor, flagEmoji } from './countries.ts';
import { filterCountries, scrollTopFor, splitInternational } from './phoneInputLogic.ts';

const countries = countriesFor('en');

describe('phone input countries', () => {
  it('has names, dial codes, flags and codes', () => {
    const gb = countries.find((c) => c.id === 'GB');
    expect(gb).toMatchObject({ name: 'United Kingdom', dial_code: '+44', emoji: flagEmoji('GB') });
    expect(countries.length).toBeGreaterThan(200);
  });

  it('filters by name, dial code or country code, case-insensitively', () => {
    expect(filterCountries(countries, 'GERMANY').map((c) => c.id)).toEqual(['DE']);
    expect(filterCountries(countries, '+49').map((c) => c.id)).toEqual(['DE']);
    expect(filterCountries(countries, 'de').map((c) => c.id)).toContain('DE');
    expect(filterCountries(countries, '  ').length).toBe(countries.length);
    expect(filterCountries(countries, 'zzzz')).toEqual([]);
  });

  it('scrolls the highlighted item to 40px from the top', () => {
    expect(scrollTopFor(400)).toBe(360);
    expect(scrollTopFor(10)).toBe(0);
  });

  it('splits an international value into country, dial code and national part', () => {
    expect(splitInternational('+442071234567')).toEqual({ countryId: 'GB', dialCode: '+44', national: '2071234567' });
    expect(splitInternational('+91 98765 43210')).toEqual({ countryId: 'IN', dialCode: '+91', national: '9876543210' });
    expect(splitInternational('+14155552671')).toMatchObject({ dialCode: '+1', national: '4155552671' });
  });

  it('ignores values that are not international or do not parse', () => {
    expect(splitInternational('07911123456')).toBeNull();
    expect(splitInternational('')).toBeNull();
    expect(splitInternational(null)).toBeNull();
    expect(splitInternational('+')).toBeNull();
    expect(splitInternational('+abc')).toBeNull();
  });
});
