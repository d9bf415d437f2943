/**
 * Numbers and durations in the interface's language through Intl (i18n.language is a BCP 47 tag: pt-BR),
 * formatters cached per language. Dates go through Intl.DateTimeFormat where they are shown
 * (lib/timeFormat.ts and the pages' own formatters), with the same tag.
 */
export type TDurationUnitKey = 'd' | 'h' | 'm' | 's';

const UNIT: Record<TDurationUnitKey, string> = { d: 'day', h: 'hour', m: 'minute', s: 'second' };
const cache = new Map<string, Intl.NumberFormat>();

const formatter = (lng: string, key: string, options: Intl.NumberFormatOptions) => {
  const id = `${lng}|${key}`;
  let f = cache.get(id);
  if (!f) {
    f = new Intl.NumberFormat(lng, options);
    cache.set(id, f);
  }
  return f;
};

/** One unit of a duration, narrow: "5m" in English, "5 Min." in German, "5分钟" in Chinese. */
export const durationUnitText = (lng: string, n: number, unit: TDurationUnitKey) =>
  formatter(lng, `unit:${unit}`, { style: 'unit', unit: UNIT[unit], unitDisplay: 'narrow' }).format(n);

/** A plain number with the language's grouping and decimal marks (1,234.5 · 1.234,5 · 1 234,5). */
export const numberText = (lng: string, n: number, maximumFractionDigits = 2) =>
  formatter(lng, `number:${maximumFractionDigits}`, { maximumFractionDigits }).format(n);

/** A share as a percentage with two decimals (0.125 → 12.50%; German 12,50 %). */
export const percentText = (lng: string, share: number) =>
  formatter(lng, 'percent', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(share);
