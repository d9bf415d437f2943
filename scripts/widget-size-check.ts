/**
 * Fails when the website widget outgrows its budgets (DESIGN §8), measured gzipped on the build:
 *   loader  <dist>/packs/js/sdk.js             ≤ 10 KB
 *   chat app <dist>/widget (index.html + assets) ≤ 80 KB
 * Builds the widget first when it is missing. Run: npx tsx scripts/widget-size-check.ts
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.HELPDESK_DIST_ROOT ?? path.join(root, 'dist');
const KB = 1024;
export const BUDGETS = { loader: 10 * KB, chat: 80 * KB } as const;

const sdk = path.join(dist, 'packs', 'js', 'sdk.js');
const chatDir = path.join(dist, 'widget');
const gz = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p) : [p];
  });

if (!fs.existsSync(sdk) || !fs.existsSync(path.join(chatDir, 'index.html'))) {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  for (const args of [[], ['--mode', 'sdk']]) {
    const r = spawnSync(
      process.execPath,
      [vite, 'build', '-c', 'vite.widget.config.ts', '--logLevel', 'warn', ...args],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

const loader = gz(sdk);
const chat = filesUnder(chatDir)
  .filter((f) => /\.(js|css|html)$/.test(f))
  .reduce((sum, f) => sum + gz(f), 0);
const line = (name: string, size: number, budget: number) =>
  `${name}: ${(size / KB).toFixed(1)} KB gzip of ${budget / KB} KB${size > budget ? '  ← over budget' : ''}`;
console.log(line('widget loader (sdk.js)', loader, BUDGETS.loader));
console.log(line('widget chat app', chat, BUDGETS.chat));
if (loader > BUDGETS.loader || chat > BUDGETS.chat) process.exit(1);
