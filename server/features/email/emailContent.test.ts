import { describe, expect, it } from 'vitest';
import { renderEmailBody } from './emailBody.ts';
import { htmlToText, sanitizeEmailHtml, splitQuoted } from './emailContent.ts';

describe('renderEmailBody', () => {
  it('renders the editor’s markdown as escaped HTML and readable text', () => {
    const body = renderEmailBody(
      'Hi <b>there</b> & **bold** *em* `code`\nsecond line\n\n1. one\n2. two\n[docs](https://x.test/a?b=1&c=2) [bad](javascript:alert) [@Sam](mention://user/3/Sam)',
    );
    expect(body.html).toContain(
      '<p>Hi &lt;b&gt;there&lt;/b&gt; &amp; <strong>bold</strong> <em>em</em> <code>code</code><br />second line</p>',
    );
    expect(body.html).toContain('<ol><li>one</li><li>two</li></ol>');
    expect(body.html).toContain(
      '<a href="https://x.test/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">docs</a> bad @Sam',
    );
    expect(body.html).not.toContain('javascript');
    // Images from this server's /uploads (which the app shows) are kept, made absolute for mail clients.
    expect(renderEmailBody('![shot](/uploads/a.png)', 'https://desk.test').html).toContain(
      '<img src="https://desk.test/uploads/a.png" alt="shot" />',
    );
    expect(body.text).toBe(
      'Hi <b>there</b> & bold em code\nsecond line\n\n1. one\n2. two\ndocs (https://x.test/a?b=1&c=2) bad @Sam',
    );
  });
});

describe('inbound email content', () => {
  it('splits the new text from the quoted history', () => {
    expect(splitQuoted('Thanks!\n\nOn Tue, 3 Mar 2026, Sam wrote:\n> Hello')).toEqual({
      full: 'Thanks!\n\nOn Tue, 3 Mar 2026, Sam wrote:\n> Hello',
      reply: 'Thanks!',
      quoted: 'On Tue, 3 Mar 2026, Sam wrote:\n> Hello',
    });
    expect(splitQuoted('No quote here')).toEqual({ full: 'No quote here', reply: 'No quote here', quoted: '' });
  });

  it('sanitises HTML and converts HTML-only mail to text', () => {
    const html =
      '<div style="x" onclick="y"><p>Hello &amp; <a href="javascript:x">bye</a> <a href="https://ok.test">ok</a></p><style>p{}</style><iframe src="https://x"></iframe><ul><li>a</li><li>b</li></ul><img src="cid:pic"><img src="data:image/png;base64,AA"></div>';
    const clean = sanitizeEmailHtml(html, (cid) => (cid === 'pic' ? '/uploads/p.png' : null));
    expect(clean).toBe(
      '<div><p>Hello &amp; <a rel="noopener noreferrer nofollow">bye</a> <a href="https://ok.test" rel="noopener noreferrer nofollow">ok</a></p><ul><li>a</li><li>b</li></ul><img src="/uploads/p.png" /></div>',
    );
    expect(htmlToText(html)).toBe('Hello & bye ok\n- a\n- b');
  });
});
