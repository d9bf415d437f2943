import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { TApp } from '../../http.ts';
import { crossOriginLoadable, widgetHelmet } from '../../lib/securityHeaders.ts';
import { DIST_ROOT } from '../web/index.ts';

/** Built by `vite build -c vite.widget.config.ts`: the chat app and the loader. */
export const WIDGET_DIST = path.join(DIST_ROOT, 'widget');
export const SDK_FILE = path.join(DIST_ROOT, 'packs', 'js', 'sdk.js');

const NOT_BUILT = 'The website widget is not built yet: run `npm run build`.';

/**
 * Serves the chat app at /widget (the iframe the loader opens, framable by any site) with its
 * hashed assets, and the loader at /packs/js/sdk.js (short cache: sites embed this fixed path).
 */
export const registerWidgetPages = async (app: TApp) => {
  if (fs.existsSync(path.join(WIDGET_DIST, 'assets'))) {
    await app.register(fastifyStatic, {
      root: path.join(WIDGET_DIST, 'assets'),
      prefix: '/widget/assets/',
      decorateReply: false,
      index: false,
      setHeaders: (res) => {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
        res.header('Access-Control-Allow-Origin', '*');
        res.header('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  }
  // nosniff and Referrer-Policy come from the global security headers; the CSP is the widget's own.
  app.get('/widget', { schema: { hide: true }, helmet: widgetHelmet }, async (_req, reply) => {
    const file = path.join(WIDGET_DIST, 'index.html');
    if (!fs.existsSync(file)) return reply.status(503).type('text/plain').send(NOT_BUILT);
    return reply
      .type('text/html')
      .header('Cache-Control', 'no-cache')
      .send(await fs.promises.readFile(file));
  });
  app.get('/packs/js/sdk.js', { schema: { hide: true }, helmet: crossOriginLoadable }, async (_req, reply) => {
    if (!fs.existsSync(SDK_FILE)) return reply.status(503).type('text/plain').send(NOT_BUILT);
    return reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .header('Access-Control-Allow-Origin', '*')
      .send(await fs.promises.readFile(SDK_FILE));
  });
};
