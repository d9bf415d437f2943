import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

/** A country of the phone input (part 2 §3): name, dial code, flag emoji and its ISO code as id. */
export interface TCountry {
  id: string;
  name: string;
  dial_code: string;
  emoji: string;
}

/** The regional-indicator pair that draws a country's flag. */
export const flagEmoji = (code: string) =>
  String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

const cache = new Map<string, TCountry[]>();

/** Every country libphonenumber knows, named in the interface language, sorted by name. */
export const countriesFor = (language: string): TCountry[] => {
  const cached = cache.get(language);
  if (cached) return cached;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    names = null; // an engine without region names shows codes
  }
  const list = getCountries()
    .map((id) => ({
      id,
      name: names?.of(id) ?? id,
      dial_code: `+${getCountryCallingCode(id)}`,
      emoji: flagEmoji(id),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  cache.set(language, list);
  return list;
};
