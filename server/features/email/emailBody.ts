import { renderMarkdown } from '../../../common/markdown.ts';

/**
 * An agent's message as the HTML and text parts of an email: the shared markdown pipeline
 * (common/markdown.ts), the same tokens and allow-list the dashboard renders, so a message reads the same
 * in the app and in the customer's mailbox. `origin` (the public URL) makes `/uploads/…` images absolute.
 */
export const renderEmailBody = (content: string, origin = '') => {
  const { html, text } = renderMarkdown(content, { origin });
  return { html: `<!doctype html><html><body><div dir="auto">${html}</div></body></html>`, text };
};
