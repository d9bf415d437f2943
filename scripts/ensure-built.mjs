// What `npm start` and `npm run demo` need built, built when missing or older than its sources: the web
// app, the website widget (chat app at /widget, loader at /packs/js/sdk.js) and the server itself.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_MAIN } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const newestMtime = (target) => {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
};
/** Whether `built` is missing or older than any of `sources` (paths from the root). */
const stale = (built, sources) => {
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  return builtAt === 0 || Math.max(...sources.map((p) => newestMtime(path.join(root, p)))) > builtAt;
};

const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const viteBuild = (args) => {
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

export const ensureBuilt = async () => {
  if (stale(path.join(root, 'dist', 'app', 'index.html'), ['app', 'common', 'vite.config.ts', 'package-lock.json'])) {
    process.stdout.write('Building the web app…\n');
    viteBuild([]);
  }
  const widgetSources = ['widget', 'common', 'vite.widget.config.ts', 'package-lock.json'];
  if (stale(path.join(root, 'dist', 'widget', 'index.html'), widgetSources)) {
    process.stdout.write('Building the website widget…\n');
    viteBuild(['-c', 'vite.widget.config.ts']);
    viteBuild(['-c', 'vite.widget.config.ts', '--mode', 'sdk']);
  }
  if (stale(SERVER_MAIN, ['server', 'common', 'package-lock.json', 'scripts/build-server.mjs'])) {
    process.stdout.write('Building the server…\n');
    await buildServer();
  }
};
