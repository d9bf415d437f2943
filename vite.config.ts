/// <reference types="vitest/config" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));
const backend = process.env.VITE_BACKEND_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/auth', '/uploads', '/health', '/api-docs'];

export default defineConfig({
  root: path.join(root, 'app'),
  base: '/app/',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: path.join(process.env.HELPDESK_DIST_ROOT ?? path.join(root, 'dist'), 'app'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: their own chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            // The reply editor (TipTap + ProseMirror) stays out: it loads lazily with a conversation.
            {
              name: 'vendor',
              test: /node_modules[\\/](?!@tiptap|prosemirror-|linkifyjs|orderedmap|rope-sequence|w3c-keyname)/,
              priority: 1,
            },
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
