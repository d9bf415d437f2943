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

/** An error or response text the server writes as a literal instead of errorText/responseText. */
export interface TServerFinding {
  file: string;
  line: number;
  text: string;
}

const isLiteral = (
  node: ts.Node,
): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);

/**
 * Literal words in an AppError's message or details (`new AppError(code, 'Team not found')`,
 * `AppError.invalid(field, 'is invalid')`, `AppError.withError(…)`): they belong in the server catalogue's
 * `errors` section, read through errorText.
 */
export const scanServerErrors = (file: string, source: string): TServerFinding[] => {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: TServerFinding[] = [];
  /** The literal parts only: `${humanize(field)} ${message}` writes no words of its own. */
  const words = (node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression) =>
    ts.isTemplateExpression(node)
      ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ')
      : node.text;
  const report = (node: ts.Node) => {
    if (isLiteral(node) && HAS_WORD.test(words(node)))
      out.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: node.getText(sf) });
  };
  const visit = (node: ts.Node) => {
    const callee = ts.isNewExpression(node) || ts.isCallExpression(node) ? node.expression.getText(sf) : '';
    if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && /^AppError(\.(invalid|withError))?$/.test(callee)) {
      if (ts.isCallExpression(node) && callee === 'AppError') return;
      const [, message, details] = node.arguments ?? [];
      if (message) report(message);
      if (details && ts.isObjectLiteralExpression(details))
        for (const p of details.properties)
          if (ts.isPropertyAssignment(p) && ts.isArrayLiteralExpression(p.initializer))
            p.initializer.elements.forEach(report);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
};
