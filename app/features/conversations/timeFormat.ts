/** Short relative times for cards and bubbles ("5m", "3h", "2d" in the reader's language). */
export const relativeTime = (unixSeconds: number | null | undefined, lng: string, now = Date.now()) => {
  if (!unixSeconds) return '';
  const diff = Math.round(unixSeconds - now / 1000);
  const abs = Math.abs(diff);
  const rtf = new Intl.RelativeTimeFormat(lng, { numeric: 'auto', style: 'narrow' });
  if (abs < 60) return rtf.format(0, 'second');
  if (abs < 3600) return rtf.format(Math.round(diff / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(diff / 3600), 'hour');
  if (abs < 30 * 86_400) return rtf.format(Math.round(diff / 86_400), 'day');
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium' }).format(new Date(unixSeconds * 1000));
};

export const clockTime = (unixSeconds: number, lng: string) =>
  new Intl.DateTimeFormat(lng, { hour: 'numeric', minute: '2-digit' }).format(new Date(unixSeconds * 1000));

export const fullTime = (unixSeconds: number, lng: string) =>
  new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(unixSeconds * 1000));
