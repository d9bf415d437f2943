// Import walls, checked by `npm run check:deps` (part of `npm run check`). See docs/ARCHITECTURE.md.
//
// - no-circular: no import cycle among the files of server/, app/, common/, widget/, bench/ and scripts/. Type-only imports
//   count too (tsPreCompilationDeps), so a cycle cannot hide behind `import type`.
// - drizzle-only-in-data-layer: drizzle-orm and server/db/schema/ (values and types) are imported only by
//   *.repo.ts files, server/db/, server/events/ and server/jobs/. Tests (*.test.ts) and the test harness
//   (server/test/) are exempt: they seed and read rows directly, and so are the benchmarks (bench/). Everything else imports the repo's
//   functions and its row types (`export type TInboxRow = typeof inboxes.$inferSelect` in inboxes.repo.ts).
// - feature-imports-through-index: a feature folder (server/features/<name>/, app/features/<name>/) is a module
//   whose index.ts is its public surface. Another feature, or code outside the features (server/consumers, jobs,
//   realtime, demo, lib, app.ts, bench/, scripts/; app/router.tsx, main.tsx, lib/), imports only that index; a
//   feature's own files import each other directly. Tests (*.test.ts[x]) and the test harnesses (server/test/,
//   app/test/) may import any internal file; so may server/http.ts (the HTTP kernel every route builds on: a type
//   import of the guards, below the features). One exception in the app: app/pages.tsx loads each page by its
//   own path with a lazy import() (a lazy import of an index would pull the whole feature into the page's
//   chunk); its static imports still go through the index (pages-load-lazily below).
// - No cycle between features at folder level: not expressible as a dependency-cruiser rule, so check:deps
//   then runs scripts/feature-cycles.ts on dependency-cruiser's JSON output for both roots. The layers are in
//   docs/ARCHITECTURE.md ("Modules" for the server, "App modules" for the app).

/**
 * Files that still break a wall, written before the rule existed and being rewritten elsewhere. This list
 * only ever shrinks: when a file here is fixed, delete its line (a file not on it must pass).
 */
const KNOWN_VIOLATIONS = {
  /** Import drizzle-orm or server/db/schema outside the data layer. */
  drizzle: [],
  /** On an import cycle. A cycle is tolerated only while every file on it is listed here. */
  circular: [],
};

/**
 * Feature roots whose folders are modules (index.ts only from outside), with the files outside the features
 * that may still import a feature's internals (besides tests).
 */
const FEATURE_ROOTS = {
  'server/features': ['^server/test/', '^server/http\\.ts$'],
  // app/pages.tsx: only its lazy page imports (rule pages-load-lazily keeps its static imports on the index).
  'app/features': ['^app/test/', '^app/pages\\.tsx$'],
};

const exactly = (paths) => `^(${paths.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import cycles make load order matter and features inseparable; break the cycle (see docs/ARCHITECTURE.md).',
      from: {},
      to: { circular: true, via: { pathNot: exactly(KNOWN_VIOLATIONS.circular) } },
    },
    {
      name: 'drizzle-only-in-data-layer',
      severity: 'error',
      comment:
        'Only *.repo.ts, server/db/, server/events/ and server/jobs/ touch drizzle: move the query into the ' +
        "feature's repo and import its functions and row types from there.",
      from: {
        pathNot: [
          '\\.repo\\.ts$',
          '^server/(db|events|jobs)/',
          // Tests and their harness read and seed rows directly; so do the benchmarks.
          '\\.test\\.tsx?$',
          '^server/test/',
          '^bench/',
          exactly(KNOWN_VIOLATIONS.drizzle),
        ],
      },
      to: { path: ['^node_modules/drizzle-orm/', '^server/db/schema/'] },
    },
    ...Object.entries(FEATURE_ROOTS).flatMap(([root, exempt]) => [
      {
        name: 'feature-imports-through-index',
        severity: 'error',
        comment:
          `Another feature's internals: import from ${root}/<feature>/index.ts and export the name there ` +
          'if other modules may use it (docs/ARCHITECTURE.md, "Modules").',
        from: { path: `^${root}/([^/]+)/`, pathNot: ['\\.test\\.tsx?$'] },
        to: { path: `^${root}/[^/]+/`, pathNot: [`^${root}/$1/`, `^${root}/[^/]+/index\\.tsx?$`] },
      },
      {
        name: 'outside-code-imports-feature-index',
        severity: 'error',
        comment:
          `Code outside the features imports a feature only through ${root}/<feature>/index.ts ` +
          '(docs/ARCHITECTURE.md, "Modules").',
        from: {
          pathNot: [`^${root}/`, '\\.test\\.tsx?$', ...exempt],
        },
        to: { path: `^${root}/[^/]+/`, pathNot: [`^${root}/[^/]+/index\\.tsx?$`] },
      },
    ]),
    {
      name: 'pages-load-lazily',
      severity: 'error',
      comment:
        'app/pages.tsx may name a page file only in a lazy import() (its own chunk); anything else it needs from ' +
        'a feature comes from app/features/<feature>/index.ts (docs/ARCHITECTURE.md, "App modules").',
      from: { path: '^app/pages\\.tsx$' },
      to: {
        path: '^app/features/[^/]+/',
        pathNot: ['^app/features/[^/]+/index\\.tsx?$'],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
  ],
  options: {
    // The source folders (server app common widget bench scripts) are given on the command line; libraries
    // are leaves, not cruised.
    doNotFollow: { path: '^node_modules/' },
    // `import type` is an edge too (for both rules).
    tsPreCompilationDeps: true,
    // Resolves `.ts` extension imports the way tsc does.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    progress: { type: 'none' },
  },
};
