import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { TCountry } from './countries.ts';

/** Part 2 §9: the highlighted country scrolls into view 40px below the top of the list. */
export const SCROLL_OFFSET = 40;

/** Case-insensitive match on the name, the dial code or the country code (part 2 §5). */
export const filterCountries = (countries: readonly TCountry[], search: string): TCountry[] => {
  const q = search.trim().toLowerCase();
  if (!q) return [...countries];
  return countries.filter(
    (c) => c.name.toLowerCase().includes(q) || c.dial_code.includes(q) || c.id.toLowerCase().includes(q),
  );
};

export const scrollTopFor = (itemOffsetTop: number) => Math.max(0, itemOffsetTop - SCROLL_OFFSET);

export interface TSplitPhone {
  countryId: string | null;
  dialCode: string;
  national: string;
}

/**
 * A bound value that parses as an international number gives the country, the dial code and the
 * national part (shown without the dial code); anything else → null and is left as typed.
 */
export const splitInternational = (value: string | number | null | undefined): TSplitPhone | null => {
  const text = value == null ? '' : String(value).trim();
  if (!text.startsWith('+')) return null;
  try {
    const parsed = parsePhoneNumberFromString(text);
    if (!parsed) return null;
    return {
      countryId: parsed.country ?? null,
      dialCode: `+${parsed.countryCallingCode}`,
      national: parsed.nationalNumber,
    };
  } catch {
    return null; // parse failures are ignored
  }
};
