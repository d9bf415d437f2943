import { describe, expect, it } from 'vitest';
import { imageHeightOf, lineKind, parseInline, plainPreview, renderMarkdown } from './markdown.ts';

describe('the shared markdown pipeline', () => {
  it('tokenises the dialect with one allow-list', () => {
    expect(parseInline('**b** *i* _j_ `c` [l](https://a.test) [x](javascript:alert) ![p](/uploads/a.png)')).toEqual([
      { kind: 'strong', text: 'b' },
      { kind: 'text', text: ' ' },
      { kind: 'em', text: 'i' },
      { kind: 'text', text: ' ' },
      { kind: 'em', text: 'j' },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'c' },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'l', href: 'https://a.test' },
      { kind: 'text', text: ' ' },
      { kind: 'text', text: 'x' },
      { kind: 'text', text: ' ' },
      { kind: 'image', text: 'p', src: '/uploads/a.png', height: null },
    ]);
    expect(parseInline('![x](data:image/png;base64,AA)')).toEqual([{ kind: 'text', text: 'x' }]);
    expect(lineKind('1. one')).toEqual({ kind: 'ordered', rest: 'one' });
    expect(lineKind('* two')).toEqual({ kind: 'bullet', rest: 'two' });
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
});
