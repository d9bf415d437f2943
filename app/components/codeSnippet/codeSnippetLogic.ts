/** Part 2 §5: leading blank lines dropped, the smallest common left indentation removed. */
export const dedent = (script: string): string => {
  const lines = script.replace(/\r\n/g, '\n').split('\n');
  while (lines.length > 0 && (lines[0] ?? '').trim() === '') lines.shift();
  while (lines.length > 0 && (lines[lines.length - 1] ?? '').trim() === '') lines.pop();
  const indents = lines.filter((l) => l.trim() !== '').map((l) => /^[ \t]*/.exec(l)?.[0].length ?? 0);
  const cut = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(Math.min(cut, /^[ \t]*/.exec(l)?.[0].length ?? 0))).join('\n');
};

/** The playground's hidden `data` field: title, always private, and the script under js or the language's name. */
export const playgroundPayload = (title: string, lang: string, script: string) => ({
  title,
  private: true,
  [lang === 'javascript' ? 'js' : lang]: script,
});

export type TTokenType = 'comment' | 'string' | 'keyword' | 'tag' | 'number' | 'plain';

const TOKEN =
  /(\/\/[^\n]*|\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->)|('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)|(<\/?[A-Za-z][\w-]*|\/?>)|\b(const|let|var|function|return|if|else|for|while|new|window|document|async|await|true|false|null|undefined|import|export|from|class|this)\b|\b(\d+(?:\.\d+)?)\b/g;

/** A light highlighter for the snippets we show (JavaScript and HTML): enough colour to read them. */
export const tokenize = (code: string): { type: TTokenType; text: string }[] => {
  const out: { type: TTokenType; text: string }[] = [];
  let last = 0;
  for (const m of code.matchAll(TOKEN)) {
    const index = m.index;
    if (index > last) out.push({ type: 'plain', text: code.slice(last, index) });
    const type: TTokenType = m[1] ? 'comment' : m[2] ? 'string' : m[3] ? 'tag' : m[4] ? 'keyword' : 'number';
    out.push({ type, text: m[0] });
    last = index + m[0].length;
  }
  if (last < code.length) out.push({ type: 'plain', text: code.slice(last) });
  return out;
};
