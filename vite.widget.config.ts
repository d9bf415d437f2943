import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { launcherWordsPlugin } from './scripts/launcherWordsPlugin.ts';
import { stripContractsPlugin } from './scripts/stripContractsPlugin.ts';

/**
 * The website widget, two small builds apart from the SPA:
 *   vite build -c vite.widget.config.ts              → <dist>/widget (the chat app, Preact, served at /widget)
 *   vite build -c vite.widget.config.ts --mode sdk   → <dist>/packs/js/sdk.js (the loader, one IIFE file)
 * Budgets (scripts/widget-size-check.ts): chat app ≤ 80 KB gzip, loader ≤ 10 KB gzip.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const dist = process.env.HELPDESK_DIST_ROOT ?? path.join(root, 'dist');
const common = {
  // Named JSON imports (`import { widgetChat } from 'en.json'`) keep only the widget's catalogue.
  json: { stringify: false, namedExports: true },
  oxc: { jsx: { runtime: 'automatic' as const, importSource: 'preact' } },
};

export default defineConfig(({ mode }) =>
  mode === 'sdk'
    ? {
        ...common,
        plugins: [launcherWordsPlugin(path.join(root, 'common/i18n'))],
        publicDir: false,
        build: {
          outDir: path.join(dist, 'packs', 'js'),
          emptyOutDir: true,
          target: 'es2019',
          lib: {
            entry: path.join(root, 'widget/loader/sdk.ts'),
            formats: ['iife'],
            name: 'chatwootLoader',
            fileName: () => 'sdk.js',
          },
        },
      }
    : {
        ...common,
        plugins: [stripContractsPlugin()],
        root: path.join(root, 'widget/chat'),
        base: '/widget/',
        publicDir: false,
        build: {
          outDir: path.join(dist, 'widget'),
          emptyOutDir: true,
          target: 'es2020',
          modulePreload: { polyfill: false },
        },
      },
);
