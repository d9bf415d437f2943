/**
 * The message markdown for the dashboard: the tokenizer and allow-list are the shared pipeline
 * (common/markdown.ts, also used for outgoing email); this file adds the editor's HTML (drafts, canned
 * responses), escaped with the one escape (common/html.ts).
 */
import { escapeHtml } from '../../../common/html.ts';
import { parseBlocks, type TInline } from '../../../common/markdown.ts';

export { parseBlocks, parseInline, plainPreview, type TBlock, type TInline } from '../../../common/markdown.ts';

const inlineEditorHtml = (xs: TInline[]): string =>
  xs
    .map((i) => {
      const text = escapeHtml(i.text);
      switch (i.kind) {
        case 'strong':
        case 'em':
          return `<${i.kind}>${inlineEditorHtml(i.children)}</${i.kind}>`;
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
