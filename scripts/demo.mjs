// `npm run demo`: load the demo account into the app's database (server/demo/demo.main.ts, built into
// dist/server/demo.main.js, in a process of its own so it has let go of the database and the DATA_DIR
// lock), then start the app exactly as `npm start` does, and repeat the sign-in details once it answers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_MAIN } from './build-server.mjs';
import { ensureBuilt } from './ensure-built.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await ensureBuilt();
const seed = spawn(process.execPath, ['--no-deprecation', DEMO_MAIN], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'inherit'],
});
let output = '';
seed.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  output += chunk.toString();
});
const code = await new Promise((resolve) => seed.on('close', resolve));
if (code !== 0) process.exit(typeof code === 'number' ? code : 1);
const banner = output.slice(Math.max(0, output.indexOf('── Helpdesk demo')));

await import('./start.mjs');

const port = process.env.PORT ?? '3000';
for (let i = 0; i < 240; i++) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const up = await fetch(`http://127.0.0.1:${port}/health`).then(
    (res) => res.ok,
    () => false,
  );
  if (up) {
    process.stdout.write(`\n${banner}\n`);
    break;
  }
}
