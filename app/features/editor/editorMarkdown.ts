/** The editor's document (TipTap JSON) as the markdown messages carry. */
const str = (v: unknown, fallback = '') => (typeof v === 'string' || typeof v === 'number' ? String(v) : fallback);

export interface TDocNode {
  type?: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: TDocNode[];
}

const textOf = (node: TDocNode): string => {
  let text = node.text ?? '';
  for (const mark of node.marks ?? []) {
    if (mark.type === 'code') text = `\`${text}\``;
    else if (mark.type === 'bold') text = `**${text}**`;
    else if (mark.type === 'italic') text = `*${text}*`;
    else if (mark.type === 'link' && typeof mark.attrs?.href === 'string') text = `[${text}](${mark.attrs.href})`;
  }
  return text;
};

/** A word typed right after a mention (the caret can land before its space) stays a separate word. */
const gluedToMention = (prev: TDocNode | undefined, n: TDocNode) =>
  prev?.type === 'mention' && n.type === 'text' && /^[\p{L}\p{N}]/u.test(n.text ?? '');

const inline = (nodes: TDocNode[] = []): string =>
  nodes
    .map((n, i) => {
      if (gluedToMention(nodes[i - 1], n)) return ` ${textOf(n)}`;
      switch (n.type ?? '') {
        case 'text':
          return textOf(n);
        case 'hardBreak':
          return '\n';
        case 'mention': {
          const id = str(n.attrs?.id);
          const label = str(n.attrs?.label, id);
          return `[@${label}](mention://user/${id}/${encodeURIComponent(label)})`;
        }
        case 'image':
          return `![${str(n.attrs?.alt)}](${str(n.attrs?.src)})`;
        default:
          return inline(n.content);
      }
    })
    .join('');

const block = (node: TDocNode): string => {
  switch (node.type ?? '') {
    case 'paragraph':
      return inline(node.content);
    case 'bulletList':
      return (node.content ?? []).map((li) => `- ${(li.content ?? []).map(block).join('\n  ')}`).join('\n');
    case 'orderedList': {
      const start = Number(node.attrs?.start ?? 1);
      return (node.content ?? [])
        .map((li, i) => `${start + i}. ${(li.content ?? []).map(block).join('\n   ')}`)
        .join('\n');
    }
    case 'codeBlock':
      return `\`\`\`\n${inline(node.content)}\n\`\`\``;
    case 'blockquote':
      return (node.content ?? []).map((c) => `> ${block(c)}`).join('\n');
    default:
      return inline(node.content);
  }
};

/** Paragraphs joined by one newline (chat style), lists and marks in markdown, trailing blank lines dropped. */
export const docToMarkdown = (doc: TDocNode) => (doc.content ?? []).map(block).join('\n').replace(/\s+$/, '');

/** Agent ids mentioned in a document (for the mention notifications the server derives from content). */
export const mentionedIds = (doc: TDocNode): string[] => {
  const out: string[] = [];
  const walk = (n: TDocNode) => {
    if (n.type === 'mention' && n.attrs?.id !== undefined) out.push(str(n.attrs.id));
    n.content?.forEach(walk);
  };
  walk(doc);
  return out;
};
