export type TDurationUnit = 'd' | 'h' | 'm' | 's';
/** Writes one unit of a duration: "5m" in English, the viewer's language's words elsewhere. */
export type TUnitWriter = (n: number, unit: TDurationUnit) => string;
const englishUnit: TUnitWriter = (n, unit) => `${n}${unit}`;

/** "1h 5m", "2d 3h", "45s": the two largest units of a duration in seconds (Chatwoot's report times). */
export const formatDuration = (totalSeconds: number, writeUnit: TUnitWriter = englishUnit): string => {
  const s = Math.max(0, Math.round(totalSeconds));
  if (s < 60) return writeUnit(s, 's');
  const units: [number, TDurationUnit][] = [
    [Math.floor(s / 86_400), 'd'],
    [Math.floor((s % 86_400) / 3600), 'h'],
    [Math.floor((s % 3600) / 60), 'm'],
    [s % 60, 's'],
  ];
  const first = units.findIndex(([n]) => n > 0);
  return units
    .slice(first, first + 2)
    .filter(([n]) => n > 0)
    .map(([n, u]) => writeUnit(n, u))
    .join(' ');
};

/** Percentage change from the previous period, rounded to a whole number; null when there was nothing before. */
export const percentChange = (current: number, previous: number): number | null => {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
};
