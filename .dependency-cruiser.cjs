// Import walls, checked by `npm run check:deps` (part of `npm run check`). See docs/ARCHITECTURE.md.
//
// - no-circular: no import cycle among the files of server/, app/, common/ and widget/. Type-only imports
//   count too (tsPreCompilationDeps), so a cycle cannot hide behind `import type`.
// - drizzle-only-in-data-layer: drizzle-orm and server/db/schema/ (values and types) are imported only by
//   *.repo.ts files, server/db/, server/events/ and server/jobs/. Tests (*.test.ts) and the test harness
//   (server/test/) are exempt: they seed and read rows directly. Everything else imports the repo's
//   functions and its row types (`export type TInboxRow = typeof inboxes.$inferSelect` in inboxes.repo.ts).

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
          // Tests and their harness read and seed rows directly.
          '\\.test\\.tsx?$',
          '^server/test/',
          exactly(KNOWN_VIOLATIONS.drizzle),
        ],
      },
      to: { path: ['^node_modules/drizzle-orm/', '^server/db/schema/'] },
    },
  ],
  options: {
    // The four source folders are given on the command line; libraries are leaves, not cruised.
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
