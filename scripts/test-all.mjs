// `npm test`: every tier, in the order that fails fastest, one build shared by the size checks, the E2E
// tier and the README smoke. Stops at the first failing tier and prints how long each tier took.
//
// Tiers that do not compete for the same thing run side by side, in two lanes (a lane runs its tiers one after
// another): the type checker beside the linter, and the db tier (mostly waiting on PostgreSQL) beside the unit
// tests and the build. The E2E tier and the README smoke each have the machine to themselves. A lane's output is
// kept and printed when its tier ends, one tier at a time, so nothing interleaves; a tier that runs alone prints
// as it goes. When a tier fails, the tiers running beside it are stopped and nothing new starts.
import { spawn } from 'node:child_process';

/** Each stage runs its lanes at once; each lane is a list of [tier name, npm script] run in order. */
const stages = [
  [
    [
      ['typecheck', 'typecheck'],
      ['import walls', 'check:deps'],
      ['format', 'format:check'],
      ['i18n', 'i18n:check'],
    ],
    [['lint', 'lint']],
  ],
  [
    [
      ['unit', 'test:unit'],
      ['build', 'build'],
      ['widget size', 'widget:size'],
      ['dashboard size', 'dashboard:size'],
    ],
    [['db', 'test:db']],
  ],
  [[['E2E (Chromium)', 'test:e2e:built']]],
  [[['README smoke', 'test:smoke']]],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** [tier, seconds, 'ok' | 'failed' | 'stopped'] in the order the tiers ended. */
const took = [];
const running = new Set();
const stopped = new Set();
let failed = null;

/** Runs one tier: straight to the terminal when it runs alone, else into a buffer printed when it ends. */
const runTier = (name, script, alone) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', '--silent', script], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      // Its own process group, so a failure beside it can stop the tier and everything it started.
      detached: !alone,
    });
    const chunks = [];
    child.stdout?.on('data', (c) => chunks.push(c));
    child.stderr?.on('data', (c) => chunks.push(c));
    running.add(child);
    child.on('close', (code) => {
      running.delete(child);
      const status = code === 0 ? 'ok' : stopped.has(child) ? 'stopped' : 'failed';
      const seconds = (Date.now() - started) / 1000;
      if (!alone) {
        process.stdout.write(`\n── ${name} (${status}, ${mmss(seconds)}) ──\n`);
        process.stdout.write(Buffer.concat(chunks));
      }
      took.push([name, seconds, status]);
      resolve(status === 'ok');
    });
  });

const stopOthers = () => {
  for (const child of running) {
    stopped.add(child);
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};

const runLane = async (lane, alone) => {
  for (const [name, script] of lane) {
    if (failed) return;
    if (!(await runTier(name, script, alone))) {
      failed ??= name;
      stopOthers();
      return;
    }
  }
};

const mmss = (s) => `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, '0')}s`;

const startedAll = Date.now();
for (const lanes of stages) {
  if (failed) break;
  const stageStarted = Date.now();
  await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1)));
  if (lanes.length > 1) took.push(['  (the above side by side)', (Date.now() - stageStarted) / 1000, 'stage']);
}

const mark = { ok: '✓', failed: '✗', stopped: '·', stage: ' ' };
process.stdout.write('\nTiers:\n');
for (const [name, s, status] of took) process.stdout.write(`  ${mark[status]} ${name.padEnd(26)} ${mmss(s)}\n`);
process.stdout.write(`  total (wall clock)         ${mmss((Date.now() - startedAll) / 1000)}\n`);
if (failed) {
  process.stderr.write(`\nnpm test failed at: ${failed}\n`);
  process.exit(1);
}
