/// <reference types="vitest/config" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { enCataloguePlugin } from './scripts/enCataloguePlugin.ts';
import { markedLexerOnlyPlugin } from './scripts/markedLexerOnlyPlugin.ts';
import { stripContractsPlugin } from './scripts/stripContractsPlugin.ts';
import { zodWithoutJsonSchemaPlugin } from './scripts/zodWithoutJsonSchemaPlugin.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const appRoot = path.join(root, 'app');
const backend = process.env.VITE_BACKEND_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/auth', '/uploads', '/health', '/api-docs'];

/** A feature's public surface (docs/ARCHITECTURE.md "App modules"): re-exports only. */
const FEATURE_INDEX = /[\\/]app[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
/** A feature's lazily loaded parts (app/features/<name>/loaders.ts), re-exported by its index. */
const LOADERS = /[\\/]app[\\/]features[\\/][^\\/]+[\\/]loaders\.ts$/;
const namesIn = (list: string) =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '));

/** The modules behind the names `importer` takes from the feature index `index` (not the index's other files). */
const throughIndex = (ctx: Rolldown.ChunkingContext, importer: string, index: string): string[] => {
  const sources = new Map<string, string>();
  for (const m of (ctx.getModuleInfo(index)?.code ?? '').matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const name of namesIn(m[1] ?? '')) {
      sources.set(name.split(/\s+as\s+/).pop() ?? name, path.resolve(path.dirname(index), m[2] ?? ''));
    }
  }
  const used: string[] = [];
  for (const m of (ctx.getModuleInfo(importer)?.code ?? '').matchAll(
    /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g,
  )) {
    if (path.resolve(path.dirname(importer), m[2] ?? '') !== index) continue;
    for (const name of namesIn(m[1] ?? '')) {
      const source = sources.get(name.split(/\s+as\s+/)[0] ?? name);
      if (source) used.push(source);
    }
  }
  return used;
};

/**
 * Modules `from` imports statically, directly or not (dynamic imports are other chunks), `from` included. An
 * import of a feature's index follows only the files behind the names imported, as the tree-shaken build does.
 */
const staticClosure = (ctx: Rolldown.ChunkingContext, from: string): Set<string> => {
  const seen = new Set<string>();
  const todo = [from];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    if (FEATURE_INDEX.test(id)) continue;
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) {
      todo.push(imported);
      if (FEATURE_INDEX.test(imported)) todo.push(...throughIndex(ctx, id, imported));
    }
  }
  return seen;
};

/**
 * The shell: what every page inside an account needs (AccountLayout's static imports), less what the entry
 * already holds and what the sign-in page shares with it (so signing in never loads the sidebars).
 * Computed once per chunking pass.
 */
const shellModules = new WeakMap<Rolldown.ChunkingContext, Set<string>>();
const shellChunk = (id: string, ctx: Rolldown.ChunkingContext) => {
  let shell = shellModules.get(ctx);
  if (!shell) {
    const layout = path.join(appRoot, 'features/shell/AccountLayout.tsx');
    const elsewhere = new Set([
      ...staticClosure(ctx, path.join(appRoot, 'main.tsx')),
      ...staticClosure(ctx, path.join(appRoot, 'features/auth/LoginPage.tsx')),
      layout, // the route's own chunk, which imports this one
    ]);
    shell = new Set([...staticClosure(ctx, layout)].filter((m) => !elsewhere.has(m)));
    shellModules.set(ctx, shell);
  }
  // A feature's loaders.ts (its lazy parts' import()s) stays with its importer, as the inline import() it stands
  // for did: in the shell chunk it would add a second map of preload dependencies to the conversation screen.
  return shell.has(id) && !LOADERS.test(id) ? 'shell' : null;
};

/** The entry's files (see modulePreload below): the groups tagged $initial, the runtime and the stylesheet. */
const ENTRY_FILES = /^assets\/(index|react|vendor|rolldown-runtime)-[\w-]+\.(js|css)$/;

export default defineConfig({
  root: appRoot,
  base: '/app/',
  plugins: [
    react(),
    tailwindcss(),
    enCataloguePlugin(path.join(root, 'common/i18n/en.json')),
    zodWithoutJsonSchemaPlugin(),
    markedLexerOnlyPlugin(),
    stripContractsPlugin(),
  ],
  build: {
    outDir: path.join(process.env.HELPDESK_DIST_ROOT ?? path.join(root, 'dist'), 'app'),
    emptyOutDir: true,
    manifest: true,
    modulePreload: {
      // A lazy chunk's preload list leaves out the entry's own files (the index, react and vendor groups below,
      // the chunking runtime, the stylesheet): every import() runs after they loaded, so preloading them does
      // nothing, and their hashed names are bytes no gzip can shrink in every chunk that has an import().
      resolveDependencies: (_file, deps) => deps.filter((d) => !ENTRY_FILES.test(d)),
    },
    rolldownOptions: {
      // A feature's index.ts only re-exports (app/features/<name>/index.ts, docs/ARCHITECTURE.md "App modules"):
      // importing one name from it must not load the feature's other files.
      treeshake: {
        moduleSideEffects: [{ test: FEATURE_INDEX, sideEffects: false }],
      },
      output: {
        // Pages load on first visit (app/pages.tsx); these groups keep a screen's first load to a few files
        // (docs/ARCHITECTURE.md "How routes load"). Whatever no group takes follows its importers: a page's
        // own chunk, or one shared by the pages that use it — heavy libraries (phone numbers, colour picker,
        // the reply editor) load only with the pages that need them.
        codeSplitting: {
          groups: [
            // Changes least, so stays cached longest.
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 4 },
            // The other libraries every screen needs before it shows (TanStack Query, i18next, zod).
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 3 },
            // The app code every screen needs: main.tsx and its static imports (the entry chunk).
            { name: 'index', tags: ['$initial'], priority: 2 },
            // Its dependencies stay where the rules above and below put them (sign-in shares some).
            { name: shellChunk, debugName: 'shell', priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      ...Object.fromEntries(proxied.map((p) => [p, { target: backend, changeOrigin: true }])),
      '/cable': { target: backend.replace(/^http/, 'ws'), ws: true },
    },
  },
});
