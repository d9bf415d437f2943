// `npm test`: every tier, in the order that fails fastest, one build shared by the size checks, the E2E
// tier and the README smoke. Stops at the first failing tier and prints how long each tier took.
import { spawnSync } from 'node:child_process';

const tiers = [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['import walls', 'check:deps'],
  ['format', 'format:check'],
  ['i18n', 'i18n:check'],
  ['unit', 'test:unit'],
  ['db (embedded PostgreSQL)', 'test:db'],
  ['build', 'build'],
  ['widget size', 'widget:size'],
  ['dashboard size', 'dashboard:size'],
  ['E2E (Chromium)', 'test:e2e:built'],
  ['README smoke', 'test:smoke'],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const took = [];
let failed = null;
for (const [name, script] of tiers) {
  const started = Date.now();
  const result = spawnSync(npm, ['run', '--silent', script], { stdio: 'inherit' });
  took.push([name, (Date.now() - started) / 1000, result.status === 0]);
  if (result.status !== 0) {
    failed = name;
    break;
  }
}

const total = took.reduce((sum, [, s]) => sum + s, 0);
const mmss = (s) => `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, '0')}s`;
process.stdout.write('\nTiers:\n');
for (const [name, s, ok] of took) process.stdout.write(`  ${ok ? '✓' : '✗'} ${name.padEnd(26)} ${mmss(s)}\n`);
process.stdout.write(`  total                      ${mmss(total)}\n`);
if (failed) {
  process.stderr.write(`\nnpm test failed at: ${failed}\n`);
  process.exit(1);
}
