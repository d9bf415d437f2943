import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './articleContent.ts';

describe('sanitizeArticleHtml', () => {
  it('renders a markdown body (no tags) with the one markdown pipeline, then the one sanitiser', () => {
    expect(
      sanitizeArticleHtml('**Refunds** in *30 days*\n\n- ask [us](https://x.test)\n- [x](javascript:alert(1))'),
    ).toBe(
      '<p><strong>Refunds</strong> in <em>30 days</em></p><ul><li>ask <a href="https://x.test" target="_blank" rel="noopener noreferrer">us</a></li><li>x</li></ul>',
    );
  });

  it('cleans the editor’s HTML: no scripts, handlers or unsafe links', () => {
    expect(sanitizeArticleHtml('<p onclick="x()">Hi<script>1</script> <a href="javascript:x">y</a></p>')).toBe(
      '<p>Hi <a rel="noopener noreferrer">y</a></p>',
    );
  });
});
