import { LINK_REL, renderMarkdown } from '../../../common/markdown.ts';
import { sanitizeRichHtml } from '../../lib/sanitizeHtml.ts';

/**
 * An agent's message as the HTML and text parts of an email: the shared markdown pipeline
 * (common/markdown.ts), the same tokens and allow-list the dashboard renders, so a message reads the same
 * in the app and in the customer's mailbox, then the one sanitiser (server/lib/sanitizeHtml.ts). `origin`
 * (the public URL) makes `/uploads/…` images absolute.
 */
export const renderEmailBody = (content: string, origin = '') => {
  const { html, text } = renderMarkdown(content, { origin });
  const clean = sanitizeRichHtml(html, {
    linkRel: LINK_REL,
    keepTarget: true,
    styles: { img: { height: [/^\d{1,4}px$/] } },
    attributes: { img: ['style'] },
  });
  return { html: `<!doctype html><html><body><div dir="auto">${clean}</div></body></html>`, text };
};
