/**
 * Finds the SPA's and the widget's API calls that skip the shared response contract: `api(path, options)`
 * (app/lib/api.ts) without a `contract` option, `request(method, path, body, query, contract)`
 * (widget/chat/api.ts) without its fifth argument, and any other `fetch(` that bypasses both.
 * Used by scripts/apiContractScan.test.ts, so a new call cannot skip its contract unnoticed.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface TUncheckedCall {
  file: string;
  line: number;
  /** `api`, `request` or `fetch`. */
  callee: string;
  /** The path argument as written, e.g. `${acc(accountId)}/inboxes/${inboxId}/set_agent_bot`. */
  target: string;
}

const hasContractOption = (options: ts.Expression | undefined) =>
  options !== undefined &&
  ts.isObjectLiteralExpression(options) &&
  options.properties.some((p) => p.name !== undefined && ts.isIdentifier(p.name) && p.name.text === 'contract');

/** Every call of the imported `api` or `request` client, or of `fetch`, in one source file that names no contract. */
export const scanApiCalls = (file: string, source: string): TUncheckedCall[] => {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const out: TUncheckedCall[] = [];
  // The local names of the two clients, as imported from an `…/api.ts` module (aliases too): another
  // `request` (IndexedDB's, say) is no API call.
  const clients = new Map<string, 'api' | 'request'>();
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    if (!st.moduleSpecifier.text.endsWith('/api.ts')) continue;
    const named = st.importClause?.namedBindings;
    if (!named || !ts.isNamedImports(named)) continue;
    for (const el of named.elements) {
      const imported = (el.propertyName ?? el.name).text;
      if (imported === 'api' || imported === 'request') clients.set(el.name.text, imported);
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const client = clients.get(node.expression.text);
      const callee = client ?? node.expression.text;
      const args = node.arguments;
      const unchecked =
        (client === 'api' && !hasContractOption(args[1])) ||
        (client === 'request' && args[4] === undefined) ||
        callee === 'fetch';
      if (unchecked) {
        const target = (callee === 'request' ? args[1] : args[0])?.getText(sf) ?? '';
        out.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, callee, target });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
};

/** The non-test .ts/.tsx files under a folder. */
export const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
