/**
 * `npm run bench`: every benchmark in turn, then one table of the headline figures each reported through
 * bench/figures.ts, each next to its goal. A bench that fails is named at the end; the others still run.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { FIGURES_FILE, figureLine, meets, type IFigure } from '../bench/figures.ts';

/** Each bench, with the environment it runs under (a process each). */
const BENCHES: [name: string, env?: Record<string, string>][] = [
  ['boot'],
  // One process per size: run after the 500-socket run in one process, the 5,000 ran out of heap (most likely
  // the first run's agents coming back online, each told to all 5,000 sockets: bench/RESULTS.md, session 30).
  ['realtime', { BENCH_SOCKETS: '500' }],
  ['realtime', { BENCH_SOCKETS: '5000' }],
  ['contacts'],
  ['ui'],
  ['conversations'],
  ['helpCenter'],
  ['webhooks'],
  ['automation'],
  ['reports'],
];

fs.rmSync(FIGURES_FILE, { force: true });
const failed: string[] = [];
for (const [name, env = {}] of BENCHES) {
  const label = [name, ...Object.entries(env).map(([k, v]) => `${k}=${v}`)].join(' ');
  process.stdout.write(`\n=== bench:${label} ===\n`);
  const run = spawnSync('npm', ['run', '--silent', `bench:${name}`], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (run.status !== 0) failed.push(label);
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
