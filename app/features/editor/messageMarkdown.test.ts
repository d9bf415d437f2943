import { describe, expect, it } from 'vitest';
import { markdownToEditorHtml, parseBlocks, parseInline, plainPreview } from './messageMarkdown.ts';

describe('message markdown', () => {
  it('parses marks, links and mentions into tokens', () => {
    expect(parseInline('**hi** *there* `x` [doc](https://a.b/c) [@Ana](mention://user/4/Ana)')).toEqual([
      { kind: 'strong', text: 'hi', children: [{ kind: 'text', text: 'hi' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', text: 'there', children: [{ kind: 'text', text: 'there' }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'x' },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'doc', href: 'https://a.b/c' },
      { kind: 'text', text: ' ' },
      { kind: 'mention', text: '@Ana', userId: 4 },
    ]);
  });
  it('never turns a script URL into a link', () => {
    expect(parseInline('[x](javascript:alert(1))')[0]).toEqual({ kind: 'text', text: 'x' });
  });
  it('autolinks bare URLs without trailing punctuation', () => {
    expect(parseInline('see https://ex.com/a.')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://ex.com/a', href: 'https://ex.com/a' },
      { kind: 'text', text: '.' },
    ]);
  });
  it('reads list lines and previews as one line', () => {
    expect(parseBlocks('a\n- b\n2. c').map((b) => b.kind)).toEqual(['paragraph', 'bullet', 'ordered']);
    expect(plainPreview('**Hi**\n\n- one')).toBe('Hi one');
  });
  it('escapes HTML when turning a draft back into editor content', () => {
    expect(markdownToEditorHtml('<b>x</b> **y**\n- z')).toBe(
      '<p>&lt;b&gt;x&lt;/b&gt; <strong>y</strong></p><ul><li><p>z</p></li></ul>',
    );
  });
});

describe('inline images', () => {
  it('parses an image with its size preset, and refuses unsafe sources', () => {
    expect(parseInline('see ![a.png](https://h.test/a.png?cw_image_height=48px) ok')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'image', text: 'a.png', src: 'https://h.test/a.png?cw_image_height=48px', height: '48px' },
      { kind: 'text', text: ' ok' },
    ]);
    expect(parseInline('![x](/uploads/a.png)')[0]).toMatchObject({
      kind: 'image',
      src: '/uploads/a.png',
      height: null,
    });
    expect(parseInline('![x](javascript:alert(1))')[0]).toEqual({ kind: 'text', text: 'x' });
    expect(parseInline('![x](//evil.test/a.png)')[0]).toEqual({ kind: 'text', text: 'x' });
  });

  it('goes back into the editor as an image, and previews as its alt text', () => {
    expect(markdownToEditorHtml('![a "b"](https://h.test/a.png?cw_image_height=24px)')).toBe(
      '<p><img src="https://h.test/a.png?cw_image_height=24px" alt="a &quot;b&quot;"></p>',
    );
    expect(plainPreview('Hi ![a.png](https://h.test/a.png)')).toBe('Hi a.png');
  });
});
