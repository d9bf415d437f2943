/** Threshold units the SLA form offers (stored as seconds). */
export const SLA_UNITS = { minutes: 60, hours: 3600, days: 86400 } as const;
export type TSlaUnit = keyof typeof SLA_UNITS;

/** A stored threshold as the form shows it: the largest unit that divides it evenly. */
export const splitThreshold = (seconds: number | null): { value: string; unit: TSlaUnit } => {
  if (!seconds) return { value: '', unit: 'minutes' };
  for (const unit of ['days', 'hours', 'minutes'] as const)
    if (seconds % SLA_UNITS[unit] === 0) return { value: String(seconds / SLA_UNITS[unit]), unit };
  return { value: String(seconds / 60), unit: 'minutes' };
};

/** The form's number and unit as seconds; blank is null, anything else (even invalid) a number for the server to judge. */
export const toSeconds = (value: string, unit: TSlaUnit): number | null =>
  value.trim() === '' ? null : Number(value) * SLA_UNITS[unit];

/** A duration in seconds, short: its two largest units, a zero second one left out ("2h 5m", "3d", "45s"). */
export const shortDuration = (seconds: number): Partial<Record<'d' | 'h' | 'm' | 's', number>> => {
  const s = Math.max(0, Math.round(seconds));
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (d) return h ? { d, h } : { d };
  if (h) return m ? { h, m } : { h };
  if (m) return { m };
  return { s };
};
