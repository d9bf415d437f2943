import { parseBlocks, type TInline } from '../conversations/messageMarkdown.ts';

/**
 * The agent's message signature in a reply (Chatwoot's editorHelper rules): appended once after a
 * "--" line, found again however the editor reflowed it, and taken out when switched off. The editor
 * keeps the signature as ordinary text, so the rules compare lines the way the editor writes them.
 */
export const SIGNATURE_DELIMITER = '--';

const inlineMarkdown = (i: TInline): string => {
  switch (i.kind) {
    case 'strong':
      return `**${i.text}**`;
    case 'em':
      return `*${i.text}*`;
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

const norm = (line: string) => line.replace(/\s+/g, ' ').trim();

/** Line range [start, end) of the last copy of the signature in the body, or null. */
const findSignature = (lines: string[], signature: string) => {
  const want = cleanSignature(signature).split('\n').map(norm).filter(Boolean);
  if (!want.length) return null;
  const have = lines.map(norm);
  for (let start = have.length - want.length; start >= 0; start -= 1) {
    if (want.every((w, i) => have[start + i] === w)) return { start, end: start + want.length };
  }
  return null;
};

export const hasSignature = (body: string, signature: string | null | undefined) =>
  findSignature(body.split('\n'), signature ?? '') !== null;

/** Body + blank line + "--" + signature, unless the signature is already there (or empty). */
export const appendSignature = (body: string, signature: string | null | undefined) => {
  const clean = cleanSignature(signature);
  if (!clean || hasSignature(body, signature)) return body;
  return `${body.trimEnd()}\n\n${SIGNATURE_DELIMITER}\n${clean}`;
};

/** The body without the signature and its "--" line; what was typed after it stays. */
export const removeSignature = (body: string, signature: string | null | undefined) => {
  const lines = body.split('\n');
  const found = findSignature(lines, signature ?? '');
  if (!found) return body;
  let { start } = found;
  while (start > 0 && norm(lines[start - 1] ?? '') === '') start -= 1;
  if (start > 0 && norm(lines[start - 1] ?? '') === SIGNATURE_DELIMITER) start -= 1;
  const before = lines.slice(0, start).join('\n').trimEnd();
  const after = lines.slice(found.end).join('\n').trim();
  return [before, after].filter(Boolean).join('\n');
};

/** The composer's text with the signature on or off. */
export const applySignature = (body: string, signature: string | null | undefined, on: boolean) =>
  on ? appendSignature(body, signature) : removeSignature(body, signature);
