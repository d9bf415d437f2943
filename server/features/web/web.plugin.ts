import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import type { TApp } from '../../http.ts';
import { fromRoot } from '../../lib/projectRoot.ts';
import { isInlineUpload } from '../../lib/uploads.ts';

/** Where builds land: `dist/` of the checkout, or HELPDESK_DIST_ROOT (parallel builds in tests use their own). */
export const DIST_ROOT = process.env.HELPDESK_DIST_ROOT ?? fromRoot('dist');
export const DIST_DIR = path.join(DIST_ROOT, 'app');

/** Serves the built SPA under /app (every /app/* path gets index.html) and uploaded files under /uploads. */
export const registerWeb = async (app: TApp, uploadsDir: string) => {
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders: (res, filePath) => {
      res.header('X-Content-Type-Options', 'nosniff');
      // A file opened directly runs nothing and is framed by nobody, even if a browser renders it.
      res.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; sandbox");
      res.header('Cache-Control', 'public, max-age=31536000, immutable');
      // Avatars and attachments are shown by the widget and by API clients on other origins.
      res.header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (!isInlineUpload(filePath)) res.header('Content-Disposition', 'attachment');
    },
  });

  const indexFile = path.join(DIST_DIR, 'index.html');
  const hasSpa = fs.existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: DIST_DIR,
      prefix: '/app/',
      decorateReply: true,
      index: false,
      wildcard: false,
      // Built chunks carry a hash of their content in their name: browsers keep them without asking again
      // (a page's first visit would otherwise revalidate each of its chunks).
      setHeaders: (res, filePath) => {
        if (/(^|[\\/])assets[\\/][^\\/]+$/.test(filePath))
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const sendIndex = async (_req: unknown, reply: FastifyReply) => {
    if (!hasSpa) return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html', DIST_DIR);
  };
  app.get('/', (_req, reply) => reply.redirect('/app/'));
  app.get('/app', sendIndex);
  app.get('/app/*', sendIndex);
  // The installation console's address (Chatwoot's /super_admin, the user menu's link) is a page of the SPA.
  const toConsole = (req: { url: string }, reply: FastifyReply) => reply.redirect(`/app${req.url}`);
  app.get('/super_admin', toConsole);
  app.get('/super_admin/*', toConsole);
};
