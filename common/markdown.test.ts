import { describe, expect, it } from 'vitest';
import { imageHeightOf, parseBlocks, parseInline, plainPreview, renderMarkdown } from './markdown.ts';

describe('the shared markdown pipeline', () => {
  it('tokenises the dialect with one allow-list', () => {
    expect(parseInline('**b** *i* _j_ `c` [l](https://a.test) [x](javascript:alert) ![p](/uploads/a.png)')).toEqual([
      { kind: 'strong', text: 'b', children: [{ kind: 'text', text: 'b' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', text: 'i', children: [{ kind: 'text', text: 'i' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', text: 'j', children: [{ kind: 'text', text: 'j' }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'c' },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'l', href: 'https://a.test' },
      { kind: 'text', text: ' x ' },
      { kind: 'image', text: 'p', src: '/uploads/a.png', height: null },
    ]);
    expect(parseInline('![x](data:image/png;base64,AA)')).toEqual([{ kind: 'text', text: 'x' }]);
    expect(parseBlocks('1. one\n* two').map((b) => [b.kind, b.inline])).toEqual([
      ['ordered', [{ kind: 'text', text: 'one' }]],
      ['bullet', [{ kind: 'text', text: 'two' }]],
    ]);
    expect(imageHeightOf('/uploads/a.png?cw_image_height=48px')).toBe('48px');
    expect(plainPreview('**Hi** [@Ana](mention://user/4/Ana)')).toBe('Hi @Ana');
  });

  it('renders escaped HTML and text; /uploads images absolute when given the origin', () => {
    const out = renderMarkdown('<script>x</script> **b** $1 ![p](/uploads/a.png?cw_image_height=48px)\n\n2. $& two', {
      origin: 'https://desk.test/',
    });
    expect(out.html).toBe(
      '<p>&lt;script&gt;x&lt;/script&gt; <strong>b</strong> $1 <img src="https://desk.test/uploads/a.png?cw_image_height=48px" alt="p" style="height:48px"></p><ol><li>$&amp; two</li></ol>',
    );
    expect(out.text).toBe('<script>x</script> b $1 p\n\n2. $& two');
  });

  it('nests emphasis', () => {
    expect(renderMarkdown('**a *b* c** and *x **y***').html).toBe(
      '<p><strong>a <em>b</em> c</strong> and <em>x <strong>y</strong></em></p>',
    );
    expect(parseInline('**a *b***')).toEqual([
      {
        kind: 'strong',
        text: 'a b',
        children: [
          { kind: 'text', text: 'a ' },
          { kind: 'em', text: 'b', children: [{ kind: 'text', text: 'b' }] },
        ],
      },
    ]);
  });

  it('starts a list right under a paragraph and ends it at the next plain line, as the editor writes', () => {
    const out = renderMarkdown('Steps:\n- one\n- two\nThanks');
    expect(out.html).toBe('<p>Steps:</p><ul><li>one</li><li>two</li></ul><p>Thanks</p>');
    expect(out.text).toBe('Steps:\n- one\n- two\nThanks');
    expect(parseBlocks('Intro\n2. two').map((b) => b.kind)).toEqual(['paragraph', 'ordered']);
  });

  it('keeps parentheses inside a link and trailing punctuation outside a bare link', () => {
    expect(parseInline('[wiki](https://x.test/A_(b)) (see https://x.test/c).')).toEqual([
      { kind: 'link', text: 'wiki', href: 'https://x.test/A_(b)' },
      { kind: 'text', text: ' (see ' },
      { kind: 'link', text: 'https://x.test/c', href: 'https://x.test/c' },
      { kind: 'text', text: ').' },
    ]);
  });

  it('shows raw HTML as text, on its own line too', () => {
    expect(renderMarkdown('<script>alert(1)</script>\n<img src=x onerror=alert(1)>').html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;<br>&lt;img src=x onerror=alert(1)&gt;</p>',
    );
    expect(parseInline('a <b>c</b>')).toEqual([{ kind: 'text', text: 'a <b>c</b>' }]);
  });

  it('keeps script and data links as their text, and links only http(s) bare URLs', () => {
    expect(parseInline('[click](javascript:alert(1)) [d](data:text/html,x) [m](mailto:a@b.test)')).toEqual([
      { kind: 'text', text: 'click d ' },
      { kind: 'link', text: 'm', href: 'mailto:a@b.test' },
    ]);
    expect(parseInline('www.x.test a@b.test javascript:alert(1)')).toEqual([
      { kind: 'text', text: 'www.x.test a@b.test javascript:alert(1)' },
    ]);
    expect(renderMarkdown('[x](javascript:alert(1))').html).toBe('<p>x</p>');
  });

  it('shows blocks it does not draw (headings, quotes, fences) as the lines they were written as', () => {
    expect(renderMarkdown('# Title\n> quote\ntyped\n--').text).toBe('# Title\n> quote\ntyped\n--');
  });
});
