import sanitizeHtml from 'sanitize-html';
import { LINK_REL } from '../../../common/markdown.ts';
import { sanitizeRichHtml } from '../../lib/sanitizeHtml.ts';

/** Kept in content_attributes.email; bodies past this are cut (messages hold at most 150,000 characters). */
const MAX_HTML = 100_000;
const MAX_TEXT = 100_000;

/**
 * An email's HTML cleaned for showing inside the app with the one sanitiser (server/lib/sanitizeHtml.ts);
 * images may also come from a stored inline file (cid: is rewritten through `cidUrl`); `dropQuotes` leaves
 * the quoted history out.
 */
export const sanitizeEmailHtml = (html: string, cidUrl: (cid: string) => string | null, dropQuotes = false) =>
  sanitizeRichHtml(html, {
    tags: ['font', 'center'],
    // class and id on blocks: what tells a quote or a signature (dropped for the reply part) from the text.
    attributes: { td: ['align', 'valign'], th: ['align', 'valign'], div: ['class', 'id'] },
    imageSchemes: ['cid'],
    linkRel: LINK_REL,
    image: (attribs) => {
      const src = attribs.src ?? '';
      if (!src.toLowerCase().startsWith('cid:')) return attribs;
      return { ...attribs, src: cidUrl(src.slice(4).replace(/^<|>$/g, '')) ?? '' };
    },
    drop: (frame) =>
      dropQuotes &&
      (frame.tag === 'blockquote' ||
        /\b(gmail_quote|yahoo_quoted|moz-cite-prefix|gmail_signature|moz-signature)\b/.test(
          frame.attribs.class ?? '',
        ) ||
        ['divRplyFwdMsg', 'appendonsend', 'Signature', 'signature'].includes(frame.attribs.id ?? '')),
  }).slice(0, MAX_HTML);

const BLOCKS = ['p', 'div', 'br', 'li', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'table'];

/** An HTML-only mail as readable text: block elements become line breaks, list items "- " lines. */
export const htmlToText = (html: string) =>
  sanitizeHtml(html, { allowedTags: BLOCKS, allowedAttributes: {} })
    .replace(/<li>/gi, '- ')
    .replace(/<br\s*\/?>|<\/(p|div|li|tr|h\d|blockquote|pre|table)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_TEXT);

const QUOTE_HEADER = [
  /^On .{4,200}wrote:\s*$/,
  /^-{2,}\s*Original Message\s*-{2,}\s*$/i,
  /^From: .+$/,
  /^_{10,}\s*$/,
  /^Le .{4,200}a écrit\s*:\s*$/,
  /^Am .{4,200}schrieb .*:\s*$/,
];

/** The signature delimiter of RFC 3676 ("-- " alone on a line; some clients drop the space). */
const SIGNATURE = /^-- ?$/;

/**
 * The new part of a plain-text reply and what is cut from it (Chatwoot keeps both: text_content
 * {full, reply, quoted}): the signature ("-- " line) and the quoted history, which starts at an
 * "On … wrote:" style line or at a run of "> " lines.
 */
export const splitQuoted = (text: string) => {
  const full = text.replace(/\r\n?/g, '\n').slice(0, MAX_TEXT);
  const lines = full.split('\n');
  const at = lines.findIndex(
    (line, i) =>
      SIGNATURE.test(line) ||
      QUOTE_HEADER.some((re) => re.test(line.trim())) ||
      (/^>/.test(line) && i > 0 && lines.slice(i).every((l) => /^>|^\s*$/.test(l))),
  );
  if (at <= 0) return { full: full.trim(), reply: full.trim(), quoted: '' };
  return {
    full: full.trim(),
    reply: lines.slice(0, at).join('\n').trim(),
    quoted: lines.slice(at).join('\n').trim(),
  };
};
