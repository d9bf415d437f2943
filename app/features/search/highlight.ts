/** Splits text around case-insensitive matches of the query (each word of it), for <mark>. */
export const highlightParts = (text: string, query: string): { text: string; match: boolean }[] => {
  const words = query
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (!text || words.length === 0) return text ? [{ text, match: false }] : [];
  const re = new RegExp(`(${words.join('|')})`, 'gi');
  return text
    .split(re)
    .filter((s) => s !== '')
    .map((s) => ({ text: s, match: words.some((w) => new RegExp(`^${w}$`, 'i').test(s)) }));
};

/** A window of the text around the first match, so long messages show the part that matched. */
export const snippetAround = (text: string, query: string, radius = 80) => {
  const q = query.trim().toLowerCase();
  const at = q ? text.toLowerCase().indexOf(q.split(/\s+/)[0] ?? '') : -1;
  if (at < 0 || text.length <= radius * 2) return text.length > radius * 2 ? `${text.slice(0, radius * 2)}…` : text;
  const start = Math.max(0, at - radius);
  const end = Math.min(text.length, at + radius);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
};
