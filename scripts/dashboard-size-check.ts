/**
 * Fails when a dashboard screen's first load outgrows its budget: the JavaScript the browser fetches before
 * the screen is usable, gzipped — the entry and its static imports, then each lazy chunk the route needs (its
 * page, and the shell for pages inside an account) with their static imports, each file counted once.
 * Chunks a screen loads later by itself (the reply editor) are not counted. Read from the build's manifest
 * (<dist>/app/.vite/manifest.json); builds the dashboard first when it is missing.
 * Also fails when a page of app/pages.tsx lost its own chunk, or when the entry imports a page statically.
 * Run: npx tsx scripts/dashboard-size-check.ts [--files]   (--files lists each screen's files by size)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appDist = path.join(process.env.HELPDESK_DIST_ROOT ?? path.join(root, 'dist'), 'app');
const manifestFile = path.join(appDist, '.vite', 'manifest.json');
const KB = 1024;
export const BUDGET = 250 * KB;

/** The screens with a budget: the lazy modules (manifest keys, relative to app/) each one waits for. */
export const SCREENS = {
  'sign-in (/app/login)': ['features/auth/LoginPage.tsx'],
  'conversation (/app/accounts/:id/conversations/:id)': [
    'features/shell/AccountLayout.tsx',
    'features/conversations/ConversationsPage.tsx',
  ],
} as const;

interface TManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type TManifest = Record<string, TManifestChunk>;

if (!fs.existsSync(manifestFile)) {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const r = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as TManifest;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error(`${manifestFile} names no entry`);

/** A chunk and everything it imports statically, as manifest keys. */
const withStaticImports = (key: string, into = new Set<string>()): Set<string> => {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in ${manifestFile}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, into);
  return into;
};

const gzipped = new Map<string, number>();
const gz = (key: string) => {
  const file = manifest[key]!.file;
  if (!gzipped.has(file)) {
    gzipped.set(file, zlib.gzipSync(fs.readFileSync(path.join(appDist, file)), { level: 9 }).length);
  }
  return gzipped.get(file)!;
};
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const problems: string[] = [];
const entry = withStaticImports(entryKey);
const entrySize = [...entry].reduce((sum, key) => sum + gz(key), 0);
console.log(`dashboard entry: ${kb(entrySize)} gzip in ${entry.size} files`);
for (const [screen, lazyKeys] of Object.entries(SCREENS)) {
  const keys = new Set(entry);
  for (const key of lazyKeys) {
    if (!manifest[key]?.isDynamicEntry) problems.push(`${key} has no chunk of its own (imported statically?)`);
    else withStaticImports(key, keys);
  }
  const size = [...keys].reduce((sum, key) => sum + gz(key), 0);
  const over = size > BUDGET;
  console.log(`${screen}: ${kb(size)} gzip of ${BUDGET / KB} KB in ${keys.size} files${over ? '  ← over budget' : ''}`);
  if (process.argv.includes('--files')) {
    for (const key of [...keys].sort((a, b) => gz(b) - gz(a))) console.log(`  ${kb(gz(key)).padStart(9)}  ${key}`);
  }
  if (over) problems.push(`${screen} loads ${kb(size)} of JavaScript, over its ${BUDGET / KB} KB budget`);
}

// Every page of the table loads on its first visit: its module must be a chunk of its own.
const pagesTable = fs.readFileSync(path.join(root, 'app', 'pages.tsx'), 'utf8');
for (const [, spec] of pagesTable.matchAll(/^[^*\n]*\bimport\('\.\/([^']+)'\)/gm)) {
  if (spec && !manifest[spec]?.isDynamicEntry) problems.push(`${spec} is in app/pages.tsx but has no chunk of its own`);
}

// No page module rides in the entry: walk the entry's static imports in the source (type-only imports vanish
// from the bundle and are skipped). The guards' own screens are the exception.
const GUARD_SCREENS = new Set([
  'PlaceholderPage.tsx',
  'FeatureDisabledPage.tsx',
  'HelpCenterUpgradePage.tsx',
  'NoAccessPage.tsx',
]);
const staticImports = (file: string): string[] =>
  [...fs.readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s(?!type\s)[^;]*?\sfrom\s+'(\.[^']+\.tsx?)'/gm)].map(
    ([, spec]) => path.resolve(path.dirname(file), spec!),
  );
const reached = new Set<string>();
for (const todo = [path.join(root, 'app', 'main.tsx')]; todo.length > 0;) {
  const file = todo.pop()!;
  if (reached.has(file)) continue;
  reached.add(file);
  todo.push(...staticImports(file));
}
for (const file of reached) {
  if (/Page\.tsx$/.test(file) && !GUARD_SCREENS.has(path.basename(file))) {
    problems.push(`${path.relative(root, file)} is imported statically by the entry: register it in app/pages.tsx`);
  }
}

for (const problem of problems) console.error(`✗ ${problem}`);
if (problems.length > 0) process.exit(1);
