/**
 * Finds UI text that does not come from the catalogue: literal words in JSX, literal
 * accessible names, and t('…') keys that en.json lacks. Used by scripts/i18n-check.ts.
 */
import ts from 'typescript';

export interface TFinding {
  file: string;
  line: number;
  text: string;
  kind: 'literal-text' | 'literal-attribute' | 'missing-key';
}

/** Attributes a person reads or hears. */
const TEXT_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'description']);
/** Letters of any script; symbols, numbers and punctuation alone are not words to translate. */
const HAS_WORD = /(^|[^\p{L}\p{N}])\p{L}{2,}(?=[^\p{L}\p{N}]|$)/u;

const hasKey = (catalogue: unknown, key: string): boolean => {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' || (typeof node === 'object' && node !== null);
};

export const scanSource = (file: string, source: string, catalogue: unknown): TFinding[] => {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const out: TFinding[] = [];
  const at = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.getText(sf).trim();
      if (text && HAS_WORD.test(text)) out.push({ file, line: at(node), text, kind: 'literal-text' });
    } else if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText(sf);
      const value = node.initializer.text;
      if (TEXT_ATTRIBUTES.has(name) && HAS_WORD.test(value))
        out.push({ file, line: at(node), text: `${name}="${value}"`, kind: 'literal-attribute' });
    } else if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 't' &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const key = node.arguments[0].text;
      if (!hasKey(catalogue, key)) out.push({ file, line: at(node), text: key, kind: 'missing-key' });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
};
