import { describe, expect, it } from 'vitest';
import { dedent, playgroundPayload, tokenize } from './codeSnippetLogic.ts';

describe('dedent', () => {
  it('drops leading blank lines and the smallest common indentation', () => {
    const script = '\n\n    <script>\n      window.x = 1;\n    </script>\n';
    expect(dedent(script)).toBe('<script>\n  window.x = 1;\n</script>');
  });

  it('keeps relative indentation and blank lines inside', () => {
    expect(dedent('  a\n\n    b')).toBe('a\n\n  b');
  });

  it('is empty for an empty or blank script', () => {
    expect(dedent('')).toBe('');
    expect(dedent('\n   \n')).toBe('');
  });
});

describe('playground payload', () => {
  it('puts a javascript script under js, always private', () => {
    expect(playgroundPayload('Widget', 'javascript', 'x()')).toEqual({ title: 'Widget', private: true, js: 'x()' });
  });

  it('puts other languages under their own name', () => {
    expect(playgroundPayload('Widget', 'html', '<p>')).toEqual({ title: 'Widget', private: true, html: '<p>' });
  });
});

describe('tokenize', () => {
  it('keeps every character and marks strings, keywords and comments', () => {
    const code = "const a = 'b'; // note";
    const tokens = tokenize(code);
    expect(tokens.map((t) => t.text).join('')).toBe(code);
    expect(tokens.filter((t) => t.type !== 'plain').map((t) => t.type)).toEqual(['keyword', 'string', 'comment']);
  });
});
