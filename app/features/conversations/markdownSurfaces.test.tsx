import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../common/markdown.ts';
import { markdownToEditorHtml } from '../editor/messageMarkdown.ts';
import { MessageContent } from './MessageContent.tsx';

/** Every surface that shows a message's markdown, as HTML. */
const SURFACES = {
  'dashboard bubble': (md: string) => renderToStaticMarkup(<MessageContent content={md} />),
  // server/features/email/emailBody.ts renderEmailBody wraps exactly this in the mail's <html>.
  'outgoing email': (md: string) => renderMarkdown(md, { origin: 'https://desk.test' }).html,
  'editor (drafts)': (md: string) => markdownToEditorHtml(md),
};

const INPUT = [
  'Hi **bold** and *italic* and `code` <script>alert(1)</script>',
  '[docs](https://x.test/a) [bad](javascript:alert(1)) ![shot](/uploads/a.png)',
  '- one',
  '- two',
].join('\n');

describe('one markdown input, every surface', () => {
  for (const [surface, render] of Object.entries(SURFACES))
    it(`${surface}: same marks, links, images and lists; nothing executable`, () => {
      const html = render(INPUT);
      expect(html).toContain('<strong>bold</strong>');
      expect(html).toContain('<em>italic</em>');
      expect(html).toMatch(/<code[^>]*>code<\/code>/);
      expect(html).toMatch(/<a href="https:\/\/x\.test\/a"[^>]*>docs<\/a>/);
      expect(html).toMatch(/<img src="(https:\/\/desk\.test)?\/uploads\/a\.png" alt="shot"/);
      expect(html).toContain('&lt;script&gt;');
      expect(html).not.toMatch(/<script|javascript:/i);
      expect(html).toContain('one');
      expect(html).toContain('two');
    });

  it('links open in a new tab without the opener, on the surfaces a reader clicks', () => {
    for (const surface of ['dashboard bubble', 'outgoing email'] as const)
      expect(SURFACES[surface](INPUT)).toContain(
        '<a href="https://x.test/a" target="_blank" rel="noopener noreferrer nofollow"',
      );
  });

  it('lists: the email and the editor as <ul>, the bubble as bulleted lines', () => {
    expect(SURFACES['outgoing email'](INPUT)).toContain('<ul><li>one</li><li>two</li></ul>');
    expect(SURFACES['editor (drafts)'](INPUT)).toContain('<ul><li><p>one</p></li><li><p>two</p></li></ul>');
    expect(SURFACES['dashboard bubble'](INPUT)).toMatch(/•<\/span><span>one<\/span>/);
  });
});
