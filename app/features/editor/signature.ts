import { parseBlocks, type TInline } from '../../../common/markdown.ts';

/**
 * The agent's message signature in a reply (Chatwoot's editorHelper rules): appended after a "--" line.
 * The composer shows it under the editor (never inside it, where it caught the caret) and adds it on
 * send with `withSignature`, written the way the editor writes text back.
 */
export const SIGNATURE_DELIMITER = '--';

const inlineMarkdown = (i: TInline): string => {
  switch (i.kind) {
    case 'strong':
      return `**${i.children.map(inlineMarkdown).join('')}**`;
    case 'em':
      return `*${i.children.map(inlineMarkdown).join('')}*`;
    case 'code':
      return `\`${i.text}\``;
    case 'link':
      return `[${i.text}](${i.href})`;
    case 'mention': {
      const label = i.text.replace(/^@/, '');
      return `[@${label}](mention://user/${i.userId}/${encodeURIComponent(label)})`;
    }
    case 'image':
      return `![${i.text}](${i.src})`;
    case 'text':
      return i.text;
  }
};

/** Markdown as the editor writes it back: blank lines dropped, bare links and _em_ in their written form. */
export const cleanSignature = (signature: string | null | undefined) => {
  let n = 0;
  return parseBlocks(signature ?? '')
    .map((b) => {
      n = b.kind === 'ordered' ? n + 1 : 0;
      const text = b.inline.map(inlineMarkdown).join('').trim();
      return b.kind === 'bullet' ? `- ${text}` : b.kind === 'ordered' ? `${n}. ${text}` : text;
    })
    .join('\n');
};

/**
 * What is sent: the typed text, then a "--" line and the signature, one line each, exactly as the editor
 * wrote them back when the signature sat in it (paragraphs joined by one newline). No signature, no change.
 */
export const withSignature = (typed: string, signature: string | null | undefined) => {
  const clean = cleanSignature(signature);
  return clean ? `${typed.trimEnd()}\n${SIGNATURE_DELIMITER}\n${clean}` : typed;
};
