/**
 * The one markdown pipeline. Messages carry a small dialect (what the dashboard editor writes): **strong**,
 * *em* / _em_, `code`, [links](https://…), bare https:// links, mentions [@Name](mention://user/1/Name),
 * images ![alt](url?cw_image_height=48px) and "- " / "1. " list lines.
 *
 * One tokenizer (`parseInline`, `lineKind`, `parseBlocks`) with one allow-list (`SAFE_HREF`, `SAFE_SRC`,
 * `LINK_REL`) feeds every surface: the dashboard's bubbles and previews (React elements from the tokens,
 * no HTML strings), the editor (app/features/editor/messageMarkdown.ts) and outgoing email
 * (`renderMarkdown`: escaped HTML and its plain-text twin). Text is parsed into tokens and escaped when
 * written, never passed through as markup, so nothing a sender types can inject HTML; a link or image
 * whose URL is not on the allow-list is kept as its text.
 *
 * Why not markdown-it/marked: the dashboard's conversation screen has 2 KB left of its 250 KB gzip budget
 * and either library costs more than that (see docs/ARCHITECTURE.md "Shared libraries").
 */
import { escapeHtml } from './html.ts';

export type TInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em' | 'code'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; text: string; userId: number }
  /** An inline image; `text` is its alt text, `height` the size preset it was given (or null). */
  | { kind: 'image'; text: string; src: string; height: string | null };

export type TBlock = { kind: 'paragraph' | 'bullet' | 'ordered'; inline: TInline[] };

/** Links: the web and mail only (never javascript:, data: or the like). */
export const SAFE_HREF = /^(https?:|mailto:)/i;
/** Images only from the web or this server (never data:, javascript: or protocol-relative). */
export const SAFE_SRC = /^(https?:\/\/|\/(?!\/))/i;
/** Every rendered link opens in a new tab without handing the opener or referrer over. */
export const LINK_REL = 'noopener noreferrer nofollow';

/**
 * Inline image sizes: the chosen height travels in the image URL as Chatwoot's `cw_image_height` query
 * parameter, so the stored markdown keeps it and every renderer can show the image at that height.
 */
export const IMAGE_HEIGHT_PARAM = 'cw_image_height';
const HEIGHT = /^\d{1,4}px$/;

/** A URL's path, query (without `?`) and fragment (with `#`). */
export const splitUrl = (src: string) => {
  const hash = src.indexOf('#');
  const base = hash === -1 ? src : src.slice(0, hash);
  const fragment = hash === -1 ? '' : src.slice(hash);
  const q = base.indexOf('?');
  return { path: q === -1 ? base : base.slice(0, q), query: q === -1 ? '' : base.slice(q + 1), fragment };
};

/** The height an image URL asks for ("48px"), or null; only whole pixel values are honoured. */
export const imageHeightOf = (src: string): string | null => {
  const { query } = splitUrl(src);
  for (const p of query.split('&')) {
    const [k, v] = p.split('=');
    if (k === IMAGE_HEIGHT_PARAM && v !== undefined) {
      const value = decodeURIComponent(v);
      return HEIGHT.test(value) ? value : null;
    }
  }
  return null;
};

const INLINE =
  /!\[([^\]]*)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*([^*\s][^*]*)\*|\b_([^_]+)_\b|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])/g;

export const parseInline = (text: string): TInline[] => {
  const out: TInline[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const at = m.index;
    if (at > last) out.push({ kind: 'text', text: text.slice(last, at) });
    const [whole, alt, src, strong, code, linkText, href, em, em2, url] = m;
    if (src !== undefined) {
      if (SAFE_SRC.test(src)) out.push({ kind: 'image', text: alt ?? '', src, height: imageHeightOf(src) });
      else out.push({ kind: 'text', text: alt ?? '' });
    } else if (strong !== undefined) out.push({ kind: 'strong', text: strong });
    else if (code !== undefined) out.push({ kind: 'code', text: code });
    else if (linkText !== undefined && href !== undefined) {
      const mention = /^mention:\/\/(?:user|team)\/(\d+)\//.exec(href);
      if (mention) out.push({ kind: 'mention', text: linkText.replace(/^@?/, '@'), userId: Number(mention[1]) });
      else if (SAFE_HREF.test(href)) out.push({ kind: 'link', text: linkText, href });
      else out.push({ kind: 'text', text: linkText });
    } else if (em !== undefined || em2 !== undefined) out.push({ kind: 'em', text: em ?? em2 ?? '' });
    else if (url !== undefined) out.push({ kind: 'link', text: url, href: url });
    else out.push({ kind: 'text', text: whole });
    last = at + whole.length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
};

/** One source line: a list item by its marker ("- ", "* ", "1. ") with the rest of the line, or a paragraph line. */
export const lineKind = (line: string): { kind: TBlock['kind']; rest: string } => {
  const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
  if (bullet) return { kind: 'bullet', rest: bullet[1] ?? '' };
  const ordered = /^\s*\d+\.\s+(.*)$/.exec(line);
  if (ordered) return { kind: 'ordered', rest: ordered[1] ?? '' };
  return { kind: 'paragraph', rest: line.replace(/ {2}$/, '') };
};

/** Lines into blocks: list items by their marker, other lines as paragraphs (blank lines dropped). */
export const parseBlocks = (content: string): TBlock[] =>
  content
    .replace(/\r\n/g, '\n')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const { kind, rest } = lineKind(line);
      return { kind, inline: parseInline(rest) };
    });

/** One line of plain text for list previews and notifications. */
export const plainPreview = (content: string) =>
  parseBlocks(content)
    .map((b) => b.inline.map((i) => i.text).join(''))
    .join(' ')
    .trim();

type TPart = { html: string; text: string };

/** Tokens as escaped HTML and readable text; `origin` makes this server's image paths absolute (for mail). */
const inlineParts = (xs: TInline[], origin: string): TPart => {
  let html = '';
  let text = '';
  for (const i of xs) {
    const t = escapeHtml(i.text);
    switch (i.kind) {
      case 'strong':
      case 'em':
      case 'code':
        html += `<${i.kind}>${t}</${i.kind}>`;
        text += i.text;
        break;
      case 'link':
        html += `<a href="${escapeHtml(i.href)}" target="_blank" rel="${LINK_REL}">${t}</a>`;
        text += i.text === i.href ? i.href : `${i.text} (${i.href})`;
        break;
      case 'image': {
        const src = i.src.startsWith('/') ? `${origin}${i.src}` : i.src;
        const height = i.height ? ` style="height:${i.height}"` : '';
        html += `<img src="${escapeHtml(src)}" alt="${t}"${height}>`;
        text += i.text;
        break;
      }
      case 'mention':
      case 'text':
        html += t;
        text += i.text;
        break;
    }
  }
  return { html, text };
};

/**
 * A message as HTML (paragraphs — lines joined by <br>, blank lines between them — and lists) and its
 * plain-text twin, both from the tokens above. Used for outgoing email; `origin` (this server's public
 * URL) turns `/uploads/…` images into absolute URLs a mail client can load.
 */
export const renderMarkdown = (content: string, opts: { origin?: string } = {}): TPart => {
  const origin = (opts.origin ?? '').replace(/\/+$/, '');
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  let html = '';
  const text: string[] = [];
  let open: 'ul' | 'ol' | null = null;
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) html += `<p>${paragraph.join('<br>')}</p>`;
    paragraph = [];
  };
  for (const line of lines) {
    const { kind, rest } = lineKind(line);
    const want = kind === 'bullet' ? 'ul' : kind === 'ordered' ? 'ol' : null;
    if (want !== open || line.trim() === '') flush();
    if (open && open !== want) html += `</${open}>`;
    if (want && open !== want) html += `<${want}>`;
    open = want;
    if (line.trim() === '') {
      text.push('');
      continue;
    }
    const part = inlineParts(parseInline(rest), origin);
    if (want) html += `<li>${part.html}</li>`;
    else paragraph.push(part.html);
    text.push(
      kind === 'bullet'
        ? `- ${part.text}`
        : kind === 'ordered'
          ? line.replace(/^(\s*\d+\.\s+).*$/, (_, marker: string) => marker + part.text)
          : part.text,
    );
  }
  flush();
  if (open) html += `</${open}>`;
  return { html, text: text.join('\n').trim() };
};
