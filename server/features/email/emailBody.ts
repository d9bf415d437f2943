import { LINK_REL, renderMarkdown } from '../../../common/markdown.ts';
import { sanitizeRichHtml, sanitizeSignatureHtml } from '../../lib/sanitizeHtml.ts';
import { htmlToText } from './emailContent.ts';

/**
 * An agent's message as the HTML and text parts of an email: the shared markdown pipeline
 * (common/markdown.ts), the same tokens and allow-list the dashboard renders, so a message reads the same
 * in the app and in the customer's mailbox, then the one sanitiser (server/lib/sanitizeHtml.ts). `origin`
 * (the public URL) makes `/uploads/…` images absolute.
 */
export const renderEmailBody = (content: string, origin = '', signature: TSignature | null = null) => {
  const { html, text } = renderMarkdown(content, { origin });
  const clean = sanitizeRichHtml(html, {
    linkRel: LINK_REL,
    keepTarget: true,
    styles: { img: { height: [/^\d{1,4}px$/] } },
    attributes: { img: ['style'] },
  });
  const signed = signature ? signatureParts(signature) : null;
  return {
    html: emailDocument(`<div dir="auto">${clean}</div>${signed?.html ?? ''}`),
    text: signed ? `${text}\n\n-- \n${signed.text}` : text,
  };
};

/** An HTML part's whole document around sanitised blocks. */
export const emailDocument = (blocks: string) => `<!doctype html><html><body>${blocks}</body></html>`;

/** The blocks of a rendered body (what emailDocument wrapped). */
export const emailBlocks = (document: string) =>
  document.replace(/^<!doctype html><html><body>/, '').replace(/<\/body><\/html>$/, '');

/** An inbox's signature as it goes out: its HTML (sanitised when saved) with `{{agent.name}}` filled in. */
export interface TSignature {
  html: string;
  agentName: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const AGENT_NAME = /\{\{\s*agent\.name\s*\}\}/g;

/** The signature under the message: HTML in its own block, text after the "-- " delimiter (RFC 3676). */
export const signatureParts = ({ html, agentName }: TSignature) => {
  const filled = html.replace(AGENT_NAME, escapeHtml(agentName));
  return {
    html: `<div class="signature" dir="auto" style="margin-top:16px">${sanitizeSignatureHtml(filled, LINK_REL)}</div>`,
    text: htmlToText(filled),
  };
};
