import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * Production builds drop the response-contract names the SPA and the widget pass their API clients
 * (`api(path, { …, contract: 'label' })`, `request(method, path, body, query, 'message')`): the check runs
 * only in development and tests (`import.meta.env.DEV`), so in production the names would be dead bytes
 * on every screen. With them gone the bundles are what they were before the calls named a contract.
 */
export const stripContracts = (code: string, file: string): string | null => {
  if (!code.includes('contract') && !code.includes('request(')) return null;
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const cuts: { start: number; end: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const [, second, , , fifth] = node.arguments;
      if (node.expression.text === 'api' && second && ts.isObjectLiteralExpression(second)) {
        const props = second.properties;
        const i = props.findIndex((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'contract');
        const prop = props[i];
        const before = props[i - 1];
        const after = props[i + 1];
        // `, contract: 'x'` after another option, `contract: 'x', ` before one, or the only option.
        if (prop && before) cuts.push({ start: before.getEnd(), end: prop.getEnd() });
        else if (prop && after) cuts.push({ start: prop.getStart(sf), end: after.getStart(sf) });
        else if (prop) cuts.push({ start: second.getStart(sf) + 1, end: second.getEnd() - 1 });
      } else if (node.expression.text === 'request' && fifth && ts.isStringLiteral(fifth)) {
        cuts.push({ start: node.arguments[3]?.getEnd() ?? 0, end: fifth.getEnd() });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  if (cuts.length === 0) return null;
  let out = code;
  for (const c of cuts.sort((a, b) => b.start - a.start)) out = out.slice(0, c.start) + out.slice(c.end);
  return out;
};

export const stripContractsPlugin = (): Plugin => ({
  name: 'strip-contracts',
  enforce: 'pre',
  apply: (_config, env) => env.command === 'build' && env.mode !== 'development',
  transform(code, id) {
    if (id.includes('node_modules') || !/[\\/](app|widget)[\\/].*\.tsx?$/.test(id)) return null;
    const out = stripContracts(code, id);
    return out === null ? null : { code: out, map: null };
  },
});
