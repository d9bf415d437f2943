// `npm start`: build the SPA when it is missing or older than its sources, then run the server
// (embedded PostgreSQL unless DATABASE_URL is set).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist', 'app', 'index.html');

const newestMtime = (target) => {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
};

const sources = ['app', 'common', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));
const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const build = (args) => {
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt) {
  process.stdout.write('Building the web app…\n');
  build([]);
}
// The website widget (chat app at /widget, loader at /packs/js/sdk.js) builds on its own.
const widgetIndex = path.join(root, 'dist', 'widget', 'index.html');
const widgetAt = fs.existsSync(widgetIndex) ? fs.statSync(widgetIndex).mtimeMs : 0;
const widgetSources = ['widget', 'common', 'vite.widget.config.ts', 'package-lock.json'].map((p) => path.join(root, p));
if (widgetAt === 0 || Math.max(...widgetSources.map(newestMtime)) > widgetAt) {
  process.stdout.write('Building the website widget…\n');
  build(['-c', 'vite.widget.config.ts']);
  build(['-c', 'vite.widget.config.ts', '--mode', 'sdk']);
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'server', 'main.ts'));
