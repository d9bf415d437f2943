import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { enCataloguePlugin } from './scripts/enCataloguePlugin.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
/** The app's modules import the English catalogue in two parts (app/lib/catalogueSections.ts). */
const plugins = [enCataloguePlugin(path.join(root, 'common/i18n/en.json'))];

export default defineConfig({
  test: {
    projects: [
      {
        plugins,
        test: {
          name: 'unit',
          include: ['{server,common,app,widget,scripts}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.db.test.ts', '**/node_modules/**'],
          environment: 'node',
          setupFiles: ['app/test/unitSetup.ts'],
          // Beside the db tier on a busy machine (the contract scan reads every source file).
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'db',
          include: ['server/**/*.db.test.ts'],
          globalSetup: ['server/test/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          // Each file has its own database and app, so the modules (the whole server) load once per worker,
          // not once per file: the tier runs in less than half the time. Process-wide state must therefore
          // never outlive a database (no module-level memory of rows).
          isolate: false,
        },
      },
    ],
  },
});
