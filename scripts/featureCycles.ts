/**
 * Folder-level import cycles between features. dependency-cruiser checks file cycles; this builds the graph
 * "feature A imports something of feature B" from its JSON output and reports every strongly connected
 * component, with one file-level import per edge so the cut is easy to find. Tests are left out: they may
 * import any feature's internals.
 */

export interface TCruiseDependency {
  resolved: string;
}

export interface TCruiseModule {
  source: string;
  dependencies: TCruiseDependency[];
}

/** The feature folder a path belongs to (`server/features/inboxes/inboxes.repo.ts` → `inboxes`), or null. */
export const featureOf = (root: string, path: string): string | null => {
  const prefix = `${root.replace(/\/+$/, '')}/`;
  if (!path.startsWith(prefix)) return null;
  const rest = path.slice(prefix.length).split('/');
  return rest.length > 1 ? (rest[0] ?? null) : null;
};

const isTest = (path: string) => /\.test\.tsx?$/.test(path);

/** from feature → to feature → the first import seen for that edge ("a.ts → b.ts"). */
export type TFolderGraph = Map<string, Map<string, string>>;

export const folderGraph = (root: string, modules: TCruiseModule[]): TFolderGraph => {
  const graph: TFolderGraph = new Map();
  for (const m of modules) {
    const from = featureOf(root, m.source);
    if (!from || isTest(m.source)) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const d of m.dependencies) {
      const to = featureOf(root, d.resolved);
      if (!to || to === from) continue;
      const edges = graph.get(from);
      if (edges && !edges.has(to)) edges.set(to, `${m.source} → ${d.resolved}`);
    }
  }
  return graph;
};

/** Strongly connected components of more than one feature (Tarjan), each sorted, largest first. */
export const featureCycles = (graph: TFolderGraph): string[][] => {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      for (;;) {
        const w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        component.push(w);
        if (w === v) break;
      }
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return components.sort((a, b) => b.length - a.length);
};

/** The report for one component: its features and every edge inside it with an example import. */
export const describeCycle = (graph: TFolderGraph, component: string[]): string => {
  const members = new Set(component);
  const lines = [`${component.length} features import each other: ${component.join(', ')}`];
  for (const from of component)
    for (const [to, example] of graph.get(from) ?? [])
      if (members.has(to)) lines.push(`  ${from} → ${to}   (${example})`);
  return lines.join('\n');
};

/**
 * The layer of each module in a docs/ARCHITECTURE.md layer table (the section under `heading`): rows
 * `| <n> <name> | <modules> |`, a module being a backticked word naming a feature, in the first row that
 * names it.
 */
export const documentedLayers = (markdown: string, heading: string, features: Iterable<string>) => {
  const known = new Set(features);
  const text = `\n${markdown}`;
  const start = text.indexOf(`\n${heading}\n`);
  const rest = start < 0 ? '' : text.slice(start + heading.length + 2);
  const section = rest.slice(0, rest.search(/\n## /) >>> 0);
  const layers = new Map<string, number>();
  for (const row of section.matchAll(/^\| (\d+) [^|]*\|(.*)\|\s*$/gm)) {
    for (const name of (row[2] ?? '').matchAll(/`(\w+)`/g)) {
      const feature = name[1] ?? '';
      if (known.has(feature) && !layers.has(feature)) layers.set(feature, Number(row[1]));
    }
  }
  return layers;
};

/** Features the table does not place, and imports that go up the table (each named by one import). */
export const layerViolations = (graph: TFolderGraph, layers: Map<string, number>): string[] => {
  const out: string[] = [];
  for (const feature of [...graph.keys()].sort())
    if (!layers.has(feature)) out.push(`${feature} is in no layer of the table`);
  for (const [from, edges] of graph)
    for (const [to, via] of edges) {
      const [a, b] = [layers.get(from), layers.get(to)];
      if (a !== undefined && b !== undefined && b > a)
        out.push(`${from} (layer ${a}) imports ${to} (layer ${b}): ${via}`);
    }
  return out.sort();
};

/** Every feature of a graph: those that import and those imported. */
export const featuresOf = (graph: TFolderGraph) =>
  new Set([...graph.keys(), ...[...graph.values()].flatMap((edges) => [...edges.keys()])]);
