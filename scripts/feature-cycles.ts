/**
 * `npm run check:deps` (after dependency-cruiser's own rules): fails when features under the given roots
 * import each other in a cycle at folder level (docs/ARCHITECTURE.md, "Modules").
 *
 *   tsx scripts/feature-cycles.ts server/features app/features
 */
import { execFileSync } from 'node:child_process';
import { describeCycle, featureCycles, folderGraph, type TCruiseModule } from './featureCycles.ts';

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
  if (cycles.length === 0) {
    console.log(`✔ no cycles between the ${graph.size} features of ${root}`);
    continue;
  }
  failed = true;
  console.error(`✘ ${root}: features import each other in a cycle (see docs/ARCHITECTURE.md, "Modules")`);
  for (const c of cycles) console.error(describeCycle(graph, c));
}
process.exit(failed ? 1 : 0);
