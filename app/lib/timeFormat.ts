// Building an Intl formatter costs far more than formatting with it: one per language and style,
// or a long conversation spends its scrolling constructing them (bench/messageScroll.bench.ts).
const cache = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
const dateFormat = (lng: string, kind: 'clock' | 'full' | 'date' | 'dayClock') => {
  const key = `${kind}:${lng}`;
  let f = cache.get(key);
  if (!f) {
    const opts: Intl.DateTimeFormatOptions =
      kind === 'clock'
        ? { hour: 'numeric', minute: '2-digit' }
        : kind === 'full'
          ? { dateStyle: 'medium', timeStyle: 'short' }
          : kind === 'dayClock'
            ? { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }
            : { dateStyle: 'medium' };
    f = new Intl.DateTimeFormat(lng, opts);
    cache.set(key, f);
  }
  return f as Intl.DateTimeFormat;
};
const relativeFormat = (lng: string) => {
  const key = `relative:${lng}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.RelativeTimeFormat(lng, { numeric: 'auto', style: 'narrow' });
    cache.set(key, f);
  }
  return f as Intl.RelativeTimeFormat;
};

/** Short relative times for cards and bubbles ("5m", "3h", "2d" in the reader's language). */
export const relativeTime = (unixSeconds: number | null | undefined, lng: string, now = Date.now()) => {
  if (!unixSeconds) return '';
  const diff = Math.round(unixSeconds - now / 1000);
  const abs = Math.abs(diff);
  const rtf = relativeFormat(lng);
  if (abs < 60) return rtf.format(0, 'second');
  if (abs < 3600) return rtf.format(Math.round(diff / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(diff / 3600), 'hour');
  if (abs < 30 * 86_400) return rtf.format(Math.round(diff / 86_400), 'day');
  return dateFormat(lng, 'date').format(new Date(unixSeconds * 1000));
};

export const clockTime = (unixSeconds: number, lng: string) =>
  dateFormat(lng, 'clock').format(new Date(unixSeconds * 1000));

export const fullTime = (unixSeconds: number, lng: string) =>
  dateFormat(lng, 'full').format(new Date(unixSeconds * 1000));

/** A moment ahead, short: the clock time today, else the day and the clock time ("Fri, Nov 27, 9:00 AM"). */
export const untilTime = (unixSeconds: number, lng: string, now = new Date()) => {
  const at = new Date(unixSeconds * 1000);
  return at.toDateString() === now.toDateString()
    ? clockTime(unixSeconds, lng)
    : dateFormat(lng, 'dayClock').format(at);
};
