/**
 * The one HTML escape: text and attribute values (double- or single-quoted) written into HTML by the
 * server's pages and mails, the markdown renderer and the editor. Numbers and null/undefined are accepted
 * so templates can pass ids and optional fields straight in (null → '').
 */
export const escapeHtml = (s: string | number | null | undefined) =>
  String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
