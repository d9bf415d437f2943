/**
 * The small markdown dialect messages carry (what the editor writes): **strong**, *em*, `code`,
 * [links](https://…), mentions [@Name](mention://user/1/Name), images ![alt](https://…?cw_image_height=48px),
 * "- " and "1. " list lines.
 * Parsed into tokens, never into HTML strings, so nothing a customer types can inject markup.
 */
import { imageHeightOf } from '../editor/imagePresets.ts';

export type TInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em' | 'code'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; text: string; userId: number }
  /** An inline image; `text` is its alt text, `height` the size preset it was given (or null). */
  | { kind: 'image'; text: string; src: string; height: string | null };

export type TBlock = { kind: 'paragraph' | 'bullet' | 'ordered'; inline: TInline[] };

const INLINE =
  /!\[([^\]]*)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*([^*\s][^*]*)\*|\b_([^_]+)_\b|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])/g;

const SAFE_HREF = /^(https?:|mailto:)/i;
/** Images only from the web or this server (never data:, javascript: or protocol-relative). */
const SAFE_SRC = /^(https?:\/\/|\/(?!\/))/i;

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

/** Lines into blocks: list items by their marker, other lines as paragraphs (blank lines dropped). */
export const parseBlocks = (content: string): TBlock[] =>
  content
    .replace(/\r\n/g, '\n')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
      if (bullet) return { kind: 'bullet' as const, inline: parseInline(bullet[1] ?? '') };
      const ordered = /^\s*\d+\.\s+(.*)$/.exec(line);
      if (ordered) return { kind: 'ordered' as const, inline: parseInline(ordered[1] ?? '') };
      return { kind: 'paragraph' as const, inline: parseInline(line.replace(/ {2}$/, '')) };
    });

/** One line of plain text for list previews and notifications. */
export const plainPreview = (content: string) =>
  parseBlocks(content)
    .map((b) => b.inline.map((i) => i.text).join(''))
    .join(' ')
    .trim();

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const inlineEditorHtml = (xs: TInline[]) =>
  xs
    .map((i) => {
      const text = escapeHtml(i.text);
      switch (i.kind) {
        case 'strong':
          return `<strong>${text}</strong>`;
        case 'em':
          return `<em>${text}</em>`;
        case 'code':
          return `<code>${text}</code>`;
        case 'link':
          return `<a href="${escapeHtml(i.href)}">${text}</a>`;
        case 'image':
          return `<img src="${escapeHtml(i.src)}" alt="${text}">`;
        case 'mention':
          return `<span data-type="mention" data-id="${i.userId}" data-label="${escapeHtml(i.text.replace(/^@/, ''))}"></span>`;
        case 'text':
          return text;
      }
    })
    .join('');

/** Markdown back into editor HTML (drafts), escaped; mentions become the editor's mention nodes. */
export const markdownToEditorHtml = (content: string) => {
  const blocks = parseBlocks(content);
  let html = '';
  let open: 'ul' | 'ol' | null = null;
  for (const b of blocks) {
    const want = b.kind === 'bullet' ? 'ul' : b.kind === 'ordered' ? 'ol' : null;
    if (open && open !== want) html += `</${open}>`;
    if (want && open !== want) html += `<${want}>`;
    open = want;
    html += want ? `<li><p>${inlineEditorHtml(b.inline)}</p></li>` : `<p>${inlineEditorHtml(b.inline)}</p>`;
  }
  if (open) html += `</${open}>`;
  return html;
};

/**
 * Markdown as editor HTML to insert at the caret: paragraphs only → their inline content joined by line
 * breaks (it continues the caret's paragraph); with lists → the blocks (markdownToEditorHtml).
 */
export const markdownToInlineEditorHtml = (content: string) => {
  const blocks = parseBlocks(content);
  if (blocks.some((b) => b.kind !== 'paragraph')) return markdownToEditorHtml(content);
  return blocks.map((b) => inlineEditorHtml(b.inline)).join('<br>');
};
