/**
 * `npm run check:deps` (after dependency-cruiser's own rules): fails when features under the given roots
 * import each other in a cycle at folder level (docs/ARCHITECTURE.md, "Modules"), or when an import goes up
 * the layer table docs/ARCHITECTURE.md gives for that root ("Modules", "App modules"), so the table stays true.
 *
 *   tsx scripts/feature-cycles.ts server/features app/features
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import {
  describeCycle,
  documentedLayers,
  featureCycles,
  featuresOf,
  folderGraph,
  layerViolations,
  type TCruiseModule,
} from './featureCycles.ts';

/** The docs/ARCHITECTURE.md section holding each root's layer table. */
const LAYER_TABLES: Record<string, string> = { 'server/features': '## Modules', 'app/features': '## App modules' };
const architecture = fs.readFileSync('docs/ARCHITECTURE.md', 'utf8');

const roots = process.argv.slice(2);
if (roots.length === 0) {
  console.error('usage: tsx scripts/feature-cycles.ts <features root>...');
  process.exit(2);
}

let failed = false;
for (const root of roots) {
  const json = execFileSync(
    'npx',
    ['depcruise', root, '--config', '.dependency-cruiser.cjs', '--output-type', 'json', '--exclude', '\\.test\\.tsx?$'],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const { modules } = JSON.parse(json) as { modules: TCruiseModule[] };
  const graph = folderGraph(root, modules);
  const cycles = featureCycles(graph);
  const table = LAYER_TABLES[root.replace(/\/+$/, '')];
  const upwards = table ? layerViolations(graph, documentedLayers(architecture, table, featuresOf(graph))) : [];
  if (upwards.length) {
    failed = true;
    console.error(`✘ ${root}: the layer table of docs/ARCHITECTURE.md "${table?.slice(3)}" does not hold:`);
    for (const v of upwards) console.error(`  ${v}`);
  } else if (table) console.log(`✔ every import of ${root} goes down the layers of "${table.slice(3)}"`);
  if (cycles.length === 0) {
    console.log(`✔ no cycles between the ${graph.size} features of ${root}`);
    continue;
  }
  failed = true;
  console.error(`✘ ${root}: features import each other in a cycle (see docs/ARCHITECTURE.md, "Modules")`);
  for (const c of cycles) console.error(describeCycle(graph, c));
}
process.exit(failed ? 1 : 0);
