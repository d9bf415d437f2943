// @vitest-environment jsdom
/** @jsxImportSource preact */
import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { MessageText } from './MessageText.tsx';

const html = (content: string) => {
  const root = document.createElement('div');
  render(<MessageText className="cw-msg__text" content={content} />, root);
  return root.innerHTML;
};

describe('widget message text: the dashboard markdown, drawn with Preact', () => {
  it('marks, safe links and images, lists; nothing a sender types becomes markup', () => {
    const out = html(
      [
        'Hi **bold** and *italic* and `code` <script>alert(1)</script>',
        '[docs](https://x.test/a) [bad](javascript:alert(1)) ![shot](/uploads/a.png?cw_image_height=48px)',
        '- one',
      ].join('\n'),
    );
    expect(out).toContain('<strong>bold</strong>');
    expect(out).toContain('<em>italic</em>');
    expect(out).toContain('<code class="cw-md__code">code</code>');
    expect(out).toContain('<a href="https://x.test/a" target="_blank" rel="noopener noreferrer nofollow"');
    expect(out).toContain('&lt;script&gt;');
    expect(out).not.toMatch(/<script|javascript:/i);
    expect(out).toMatch(/<img src="\/uploads\/a\.png\?cw_image_height=48px" alt="shot"[^>]*style="height: 48px;"/);
    expect(out).toMatch(/<p class="cw-md__item"><span aria-hidden="true">•<\/span><span>one<\/span><\/p>/);
  });

  it('keeps plain text as it was typed', () => {
    expect(html('Hello! Ask us anything.')).toBe(
      '<div class="cw-msg__text"><div dir="auto" class="cw-md"><p>Hello! Ask us anything.</p></div></div>',
    );
  });
});
