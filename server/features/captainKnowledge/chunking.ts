import { KNOWLEDGE_LIMITS } from '../../../common/contracts/captainKnowledge.ts';

/** A document's page (a crawled page, an article, a file): its own title and address on every chunk cut from it. */
export interface TSourcePage {
  title: string;
  url: string | null;
  text: string;
}

export interface TChunk {
  title: string;
  url: string | null;
  content: string;
}

/** Text cut where it is longer than `max`: at a sentence end, else a space, else hard. */
const splitLong = (text: string, max: number): string[] => {
  const out: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    const sentence = Math.max(window.lastIndexOf('. '), window.lastIndexOf('\n'));
    const space = window.lastIndexOf(' ');
    const at = sentence > max / 2 ? sentence + 1 : space > max / 2 ? space : max;
    out.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) out.push(rest);
  return out;
};

/** The last paragraphs of a chunk worth about `overlap` characters: they start the next chunk. */
const tailOf = (paragraphs: string[], overlap: number) => {
  const tail: string[] = [];
  let size = 0;
  for (let i = paragraphs.length - 1; i >= 0 && size < overlap; i--) {
    const p = paragraphs[i] ?? '';
    if (size + p.length > overlap * 2 && tail.length) break;
    tail.unshift(p);
    size += p.length;
  }
  // A single paragraph longer than the overlap contributes only its end, from a sentence start when it has one.
  if (size > overlap * 2 && tail.length === 1) {
    const end = (tail[0] ?? '').slice(-overlap * 2);
    const sentence = end.indexOf('. ');
    return [sentence >= 0 && sentence < overlap * 1.5 ? end.slice(sentence + 2) : end.replace(/^\S*\s/, '')];
  }
  return tail;
};

/**
 * Cuts text into chunks of about `size` characters on paragraph boundaries (blank lines), each starting with
 * about `overlap` characters of the one before, so an answer spanning a cut is whole in one of them. A paragraph
 * longer than a chunk is cut at sentences.
 */
export const chunkText = (
  text: string,
  size: number = KNOWLEDGE_LIMITS.chunkChars,
  overlap: number = KNOWLEDGE_LIMITS.chunkOverlap,
): string[] => {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .flatMap((p) => splitLong(p, size - overlap));
  const chunks: string[] = [];
  let current: string[] = [];
  let length = 0;
  let fresh = 0;
  for (const p of paragraphs) {
    if (fresh > 0 && length + p.length > size) {
      chunks.push(current.join('\n\n'));
      current = tailOf(current, overlap);
      length = current.reduce((n, c) => n + c.length + 2, 0);
      fresh = 0;
    }
    current.push(p);
    length += p.length + 2;
    fresh += 1;
  }
  if (fresh > 0) chunks.push(current.join('\n\n'));
  return chunks;
};

/** Every page's chunks, in order, each with its page's title and address. */
export const chunkPages = (pages: TSourcePage[]): TChunk[] =>
  pages.flatMap((page) =>
    chunkText(page.text).map((content) => ({ title: page.title.slice(0, 255), url: page.url, content })),
  );
