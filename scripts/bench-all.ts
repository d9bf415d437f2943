/**
 * `npm run bench`: every benchmark in turn, then one table of the headline figures each reported through
 * bench/figures.ts, each next to its goal. A bench that fails is named at the end; the others still run.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { FIGURES_FILE, figureLine, meets, type IFigure } from '../bench/figures.ts';

const BENCHES = [
  'boot',
  'realtime',
  'contacts',
  'ui',
  'conversations',
  'helpCenter',
  'webhooks',
  'automation',
  'reports',
];

fs.rmSync(FIGURES_FILE, { force: true });
const failed: string[] = [];
for (const name of BENCHES) {
  process.stdout.write(`\n=== bench:${name} ===\n`);
  const run = spawnSync('npm', ['run', '--silent', `bench:${name}`], { stdio: 'inherit' });
  if (run.status !== 0) failed.push(name);
}

const figures: IFigure[] = fs.existsSync(FIGURES_FILE)
  ? fs
      .readFileSync(FIGURES_FILE, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as IFigure)
  : [];
process.stdout.write('\nFigures (goal from issue 31 and earlier issues):\n');
for (const f of figures) process.stdout.write(`  ${figureLine(f)}\n`);
const missed = figures.filter((f) => meets(f) === false).length;
process.stdout.write(`\n${figures.length} figures, ${missed} missed their goal.\n`);
if (failed.length) {
  process.stderr.write(`benches that failed: ${failed.join(', ')}\n`);
  process.exit(1);
}
