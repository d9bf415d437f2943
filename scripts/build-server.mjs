// The server as plain JavaScript: `npm start` runs dist/server/main.js with Node alone, so a start neither
// compiles TypeScript nor keeps tsx's compiler process alive (start-up time and idle memory, bench:boot).
// Packages stay in node_modules (not bundled); files read at run time are found from the checkout's root
// (server/lib/projectRoot.ts). `buildServer()` is what start.mjs calls when the sources are newer.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT = path.join(root, 'dist', 'server');
export const SERVER_MAIN = path.join(SERVER_OUT, 'main.js');
export const DEMO_MAIN = path.join(SERVER_OUT, 'demo.main.js');
/**
 * Node's flags for the server (package.json's start and demo scripts repeat them; a unit test keeps the two
 * equal): V8's young generation at 8 MB a semi-space instead of 16 takes ~15 MB off idle RSS, and a
 * helpdesk's requests make little short-lived garbage each.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];

export const buildServer = () => {
  // Chunk names carry a hash: without a clean folder every build would leave the last one's chunks behind.
  fs.rmSync(SERVER_OUT, { recursive: true, force: true });
  return build({
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts', 'demo.main': 'server/demo/demo.main.ts' },
    outdir: SERVER_OUT,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    // Chunks load lazily (main.ts imports the app while PostgreSQL starts); names stay readable in stacks.
    chunkNames: 'chunks/[name]-[hash]',
    keepNames: true,
  });
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
