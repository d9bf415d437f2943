import type { Plugin } from 'vite';

const MARKED = /[\\/]node_modules[\\/]marked[\\/]lib[\\/]marked\.esm\.js$/;
/** Where marked's bundle makes its shared instance, `var v=new Marked;function marked(l,e){return v.parse(l,e)}`. */
const INSTANCE = /var (\w+)=new \w+;function \w+\(\w+,\w+\)\{return \1\.parse\(/;

/**
 * Builds the dashboard with marked's lexer, not its `marked()` function: common/markdown.ts uses only `Lexer`
 * and `Tokenizer` (its own renderer draws the tokens), but marked's bundle ends by making a shared instance
 * (`new Marked()`) and hanging the parser and renderer off `marked`, which keeps them in every chunk
 * (~3.5 KB gzip). This drops that tail and the exports it defines; the classes nothing uses then shake out.
 * Importing `marked`, `parse`, `use` and the like in the dashboard fails the build (missing export) rather
 * than quietly shipping the code. Build only: tests, the server and the dev server keep the real module.
 */
export const markedLexerOnlyPlugin = (): Plugin => ({
  name: 'marked-lexer-only',
  apply: 'build',
  transform(code, id) {
    if (!MARKED.test(id)) return null;
    const at = code.search(INSTANCE);
    const exported = /export\{([^}]*)\};?/.exec(code);
    if (at === -1 || !exported) throw new Error(`marked-lexer-only: ${id} no longer has the shape this plugin cuts`);
    const tail = code.slice(at);
    const defined = new Set([...tail.matchAll(/(?:var |function |,)(\w+)(?==|\()/g)].map((m) => m[1]));
    const kept = (exported[1] ?? '').split(',').filter((part) => !defined.has(part.split(' as ')[0]?.trim()));
    return { code: `${code.slice(0, at)}\nexport{${kept.join(',')}};`, map: null };
  },
});
