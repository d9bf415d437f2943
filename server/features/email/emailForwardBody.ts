import { LINK_REL } from '../../../common/markdown.ts';
import { sanitizeRichHtml } from '../../lib/sanitizeHtml.ts';
import { emailBlocks, emailDocument, renderEmailBody, type TSignature } from './emailBody.ts';

/** What is forwarded: a heading line, the original's header lines, and its body (sanitised HTML and/or text). */
export interface TForwardPart {
  heading: string;
  headers: string[];
  /** An imported mail's HTML (sanitised when it was imported), or null to show the text. */
  html: string | null;
  text: string;
  /** The public URL: an imported mail's images from /uploads get it in front. */
  origin: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const lines = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>');

/**
 * A forward's HTML and text parts: the agent's note (markdown, as a reply renders) with the inbox's signature
 * when it carries one, then the forwarded part under a "Forwarded message" heading and its header lines.
 */
export const forwardBody = (note: string, part: TForwardPart, signature: TSignature | null) => {
  const top = note.trim() ? renderEmailBody(note, part.origin, signature) : null;
  const head = [part.heading, ...part.headers];
  const original = part.html
    ? sanitizeRichHtml(part.html.replace(/(src=["'])\/uploads\//g, `$1${part.origin}/uploads/`), {
        linkRel: LINK_REL,
        tags: ['font', 'center'],
      })
    : `<div dir="auto">${lines(part.text)}</div>`;
  return {
    html: emailDocument(
      `${top ? emailBlocks(top.html) : ''}<div dir="auto" style="margin-top:16px">${lines(head.join('\n'))}</div><br>${original}`,
    ),
    text: `${top ? `${top.text}\n\n` : ''}${head.join('\n')}\n\n${part.text}`,
  };
};
