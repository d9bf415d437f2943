/**
 * The one markdown pipeline. Messages carry GitHub-flavoured markdown as the dashboard editor writes it:
 * **strong**, *em* / _em_ (nested too), `code`, [links](https://…), bare https:// links, mentions
 * [@Name](mention://user/1/Name), images ![alt](url?cw_image_height=48px) and "- " / "1. " lists.
 *
 * `marked` (pinned) tokenises; this file is the one renderer layer over its tokens: it maps them onto
 * our small model (`TBlock` lines of `TInline` marks) with one allow-list (`SAFE_HREF`, `SAFE_SRC`,
 * `LINK_REL`), and every surface draws that model: the dashboard's bubbles and previews and the widget
 * (common/markdownElements.ts: elements, no HTML strings), the editor (app/features/editor/messageMarkdown.ts)
 * and outgoing email (`renderMarkdown`: escaped HTML and its plain-text twin). Raw HTML is never a token
 * here (the lexer's html/tag rules are off), so what a sender types stays text; a link or image whose URL
 * is not on the allow-list is kept as its text; blocks the model does not draw (headings, quotes, code
 * fences, tables) are shown as the lines they were written as.
 */
import { Lexer, Tokenizer, type Token, type Tokens } from 'marked';
import { escapeHtml } from './html.ts';

export type TInline =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  /** `text` is the plain text of `children` (nested marks). */
  | { kind: 'strong' | 'em'; text: string; children: TInline[] }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; text: string; userId: number }
  /** An inline image; `text` is its alt text, `height` the size preset it was given (or null). */
  | { kind: 'image'; text: string; src: string; height: string | null };

/**
 * One line of a message: a paragraph line or a list item. `continues` — same paragraph (after a line
 * break) or same list as the line before; `blankBefore` — a blank line separates it from the line before;
 * `number` — an ordered item's number as written.
 */
export interface TBlock {
  kind: 'paragraph' | 'bullet' | 'ordered';
  inline: TInline[];
  continues: boolean;
  blankBefore: boolean;
  number?: number;
}

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

/** marked's GFM tokenizer without raw HTML (kept as text) and with bare links only for http(s)://. */
class MessageTokenizer extends Tokenizer {
  override html() {
    return undefined;
  }
  override tag() {
    return undefined;
  }
  override url(src: string) {
    const link = super.url(src);
    return link && /^https?:\/\//i.test(link.raw) ? link : undefined;
  }
}

const lexer = () => new Lexer({ gfm: true, breaks: true, tokenizer: new MessageTokenizer() });

const MENTION = /^mention:\/\/(?:user|team)\/(\d+)\//;

const plain = (xs: TInline[]) => xs.map((x) => x.text).join('');

/** Adjacent texts as one. */
const merged = (xs: TInline[]) =>
  xs.reduce<TInline[]>((out, x) => {
    const last = out.at(-1);
    if (x.kind === 'text' && last?.kind === 'text') out[out.length - 1] = { kind: 'text', text: last.text + x.text };
    else if (x.kind !== 'text' || x.text) out.push(x);
    return out;
  }, []);

const inlines = (tokens: Token[] = []): TInline[] => merged(tokens.flatMap(inlineOf));

const inlineOf = (t: Token): TInline[] => {
  switch (t.type) {
    case 'text':
      return 'tokens' in t && t.tokens ? inlines(t.tokens) : [{ kind: 'text', text: (t as Tokens.Text).text }];
    case 'escape':
      return [{ kind: 'text', text: (t as Tokens.Escape).text }];
    case 'strong':
    case 'em': {
      const children = inlines((t as Tokens.Strong | Tokens.Em).tokens);
      return [{ kind: t.type, text: plain(children), children }];
    }
    case 'codespan':
      return [{ kind: 'code', text: (t as Tokens.Codespan).text }];
    case 'br':
      return [{ kind: 'text', text: '\n' }];
    case 'del':
      return [{ kind: 'text', text: '~~' }, ...inlines((t as Tokens.Del).tokens), { kind: 'text', text: '~~' }];
    case 'link': {
      const { href, tokens } = t as Tokens.Link;
      const children = inlines(tokens);
      const mention = MENTION.exec(href);
      if (mention) return [{ kind: 'mention', text: plain(children).replace(/^@?/, '@'), userId: Number(mention[1]) }];
      return SAFE_HREF.test(href) ? [{ kind: 'link', text: plain(children), href }] : children;
    }
    case 'image': {
      const { href, text } = t as Tokens.Image;
      return SAFE_SRC.test(href)
        ? [{ kind: 'image', text, src: href, height: imageHeightOf(href) }]
        : [{ kind: 'text', text }];
    }
    default:
      return [{ kind: 'text', text: t.raw }];
  }
};

/** Inline marks of one line of text. */
export const parseInline = (text: string): TInline[] => inlines(lexer().inlineTokens(text));

/** Inline content cut at its top-level line breaks. */
const lines = (xs: TInline[]) => {
  const out: TInline[][] = [[]];
  for (const x of xs)
    if (x.kind === 'text' && x.text.includes('\n'))
      x.text.split('\n').forEach((part, i) => {
        if (i > 0) out.push([]);
        if (part) out.at(-1)?.push({ kind: 'text', text: part });
      });
    else out.at(-1)?.push(x);
  return out;
};

type TLine = Omit<TBlock, 'continues' | 'blankBefore'>;

const listLines = (list: Tokens.List): TLine[] =>
  list.items.flatMap((item) => {
    const head: TInline[] = [];
    const nested: TLine[] = [];
    for (const t of item.tokens)
      if (t.type === 'list') nested.push(...listLines(t as Tokens.List));
      else if (t.type === 'text' || t.type === 'paragraph') head.push(...inlineOf(t));
      else head.push({ kind: 'text', text: t.raw.trim() });
    const number = /^\s*(\d+)/.exec(item.raw)?.[1];
    const line: TLine = list.ordered
      ? { kind: 'ordered', inline: merged(head), number: Number(number ?? 1) }
      : { kind: 'bullet', inline: merged(head) };
    return [line, ...nested];
  });

/** The lines of one block token: paragraphs and lists drawn, anything else as the lines it was written as. */
const blockLines = (t: Token): TLine[] => {
  if (t.type === 'paragraph')
    return lines(inlines((t as Tokens.Paragraph).tokens))
      .filter((inline) => inline.length > 0)
      .map((inline) => ({ kind: 'paragraph', inline }));
  if (t.type === 'list') return listLines(t as Tokens.List);
  return t.raw
    .replace(/\n+$/, '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => ({ kind: 'paragraph', inline: parseInline(line) }));
};

const LIST_LINE = /^\s*([-*+]|\d{1,9}[.)])(\s|$)/;

/**
 * Chat-style source in runs that are lexed apart: a list ends at the first line that is neither an item
 * nor indented under one, and a list may start right under a paragraph line — as the editor writes them
 * (app/features/editor/editorMarkdown.ts). Markdown alone would fold such a line into the list item
 * ("lazy continuation") or the paragraph. Blank lines go with the run after them.
 */
const runs = (content: string) => {
  const out: string[][] = [[]];
  let inList: boolean | null = null;
  for (const line of content.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() !== '') {
      const isList: boolean = LIST_LINE.test(line) || (inList === true && /^\s/.test(line));
      const current = out.at(-1) ?? [];
      if (inList !== null && isList !== inList) {
        let at = current.length;
        while (at > 0 && current[at - 1]?.trim() === '') at--;
        out.push(current.splice(at));
      }
      inList = isList;
    }
    out.at(-1)?.push(line);
  }
  return out.map((run) => run.join('\n'));
};

/** A message as lines: paragraph lines and list items, each with how it joins the line before. */
export const parseBlocks = (content: string): TBlock[] => {
  const out: TBlock[] = [];
  let blank = false;
  for (const t of runs(content).flatMap((run) => lexer().lex(run))) {
    if (t.type === 'space') {
      blank = out.length > 0;
      continue;
    }
    blockLines(t).forEach((line, i) => {
      out.push({ ...line, continues: i > 0, blankBefore: i === 0 && blank });
    });
    blank = false;
  }
  return out;
};

/** One line of plain text for list previews and notifications. */
export const plainPreview = (content: string) =>
  parseBlocks(content)
    .map((b) => plain(b.inline))
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
      case 'em': {
        const inner = inlineParts(i.children, origin);
        html += `<${i.kind}>${inner.html}</${i.kind}>`;
        text += inner.text;
        break;
      }
      case 'code':
        html += `<code>${t}</code>`;
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
 * A message as HTML (paragraphs — lines joined by <br> — and lists) and its plain-text twin, both from
 * the lines above. Used for outgoing email; `origin` (this server's public URL) turns `/uploads/…` images
 * into absolute URLs a mail client can load.
 */
export const renderMarkdown = (content: string, opts: { origin?: string } = {}): TPart => {
  const origin = (opts.origin ?? '').replace(/\/+$/, '');
  let html = '';
  const text: string[] = [];
  let open: 'p' | 'ul' | 'ol' | null = null;
  for (const b of parseBlocks(content)) {
    const want = b.kind === 'bullet' ? 'ul' : b.kind === 'ordered' ? 'ol' : 'p';
    const part = inlineParts(b.inline, origin);
    if (open && (!b.continues || open !== want)) html += `</${open}>`;
    if (!b.continues || open !== want) html += `<${want}>`;
    else if (want === 'p') html += '<br>';
    open = want;
    html += want === 'p' ? part.html : `<li>${part.html}</li>`;
    if (b.blankBefore) text.push('');
    text.push(want === 'ul' ? `- ${part.text}` : want === 'ol' ? `${b.number ?? 1}. ${part.text}` : part.text);
  }
  if (open) html += `</${open}>`;
  return { html, text: text.join('\n').trim() };
};
