import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZWidgetArticle, ZWidgetHelpCenter } from '../../../common/contracts/responses/helpCenter.ts';
import { publicUrl, type TDeps } from '../../deps.ts';
import type { TRouteCtx } from '../../http.ts';
import { findPublicPortal } from './publicPortal.repo.ts';
import {
  domainEntry,
  servePublic,
  slugEntry,
  type TPortalEntry,
  type TPublicParams,
  type TPublicResult,
} from './publicPortal.service.ts';
import { widgetArticle, widgetHelpCenter } from './widgetHelpCenter.service.ts';

const tags = ['Help Center (public)'];
const ZQuery = z.object({
  query: z.string().max(500).optional(),
  sort: z.string().max(16).optional(),
  page: z.string().max(8).optional(),
  per_page: z.string().max(8).optional(),
});
const ZWidgetQuery = z.object({
  website_token: z.string().trim().min(1).max(64),
  query: z.string().max(200).optional(),
  locale: z.string().max(16).optional(),
});

const send = (reply: FastifyReply, result: TPublicResult) => {
  if (result.type === 'redirect') return reply.redirect(result.body, 302);
  return reply
    .code(result.status)
    .header('content-type', result.type)
    .header('cache-control', result.status === 200 ? 'public, max-age=60' : 'no-store')
    .send(result.body);
};

/** Path segments after the portal's root; `decode` for a raw URL (route params arrive decoded). */
const segmentsOf = (rest: string, decode: boolean) =>
  rest
    .split('/')
    .filter((s, i, all) => s !== '' || (i === 0 && all.length === 1))
    .map((s) => {
      if (!decode) return s;
      try {
        return decodeURIComponent(s);
      } catch {
        return '\u0000';
      }
    });

const IP_ADDRESS = /^(?:\d{1,3}\.){3}\d{1,3}$|^\[[0-9a-f:.]+\]$/i;

/** Paths this server answers itself on any host; everything else on a portal's custom domain is the portal. */
const OWN_PREFIXES = [
  '/api/',
  '/app',
  '/uploads/',
  '/hc/',
  '/widget',
  '/packs/',
  '/cable',
  '/rails/',
  '/public/',
  '/survey/',
  '/auth/',
  '/api-docs',
];

/**
 * Custom-domain look-ups, remembered briefly (hosts that are no portal too, so strangers cost no query):
 * the account whose portal has this domain, or null.
 */
const domainCache = new Map<string, { at: number; accountId: number | null }>();
const portalDomainAccount = async (deps: TDeps, host: string) => {
  const hit = domainCache.get(host);
  if (hit && Date.now() - hit.at < 30_000) return hit.accountId;
  const accountId = (await findPublicPortal(deps.db, { domain: host }))?.accountId ?? null;
  if (domainCache.size > 1000) domainCache.clear();
  domainCache.set(host, { at: Date.now(), accountId });
  return accountId;
};
const isPortalDomain = async (deps: TDeps, host: string) => (await portalDomainAccount(deps, host)) !== null;

/**
 * The public help centre: /hc/{portalSlug}/… (server-rendered, no script), /robots.txt, the portal on its
 * custom domain (Host header), and the widget's JSON (search and popular articles of the inbox's portal).
 */
export const registerPublicPortalRoutes = ({ app, deps }: TRouteCtx) => {
  const ownHosts = new Set(['localhost', '127.0.0.1', '[::1]', new URL(publicUrl(deps)).hostname]);
  const hostOf = (req: FastifyRequest) => req.hostname.split(':')[0]?.toLowerCase() ?? '';
  /**
   * /hc/{slug} on a portal's custom domain serves that domain's account's portals only (404 for others); on a
   * host that is neither this server's nor any portal's, Chatwoot's 401 "Domain: … is not registered with us".
   * IP addresses count as this server's (a self-hosted install reached by its address).
   */
  const slugEntryFor = async (req: FastifyRequest, slug: string) => {
    const host = hostOf(req);
    const isForeign = !ownHosts.has(host) && host.includes('.') && !IP_ADDRESS.test(host);
    const accountId = isForeign ? await portalDomainAccount(deps, host) : null;
    if (isForeign && accountId === null) return { unregistered: host };
    return slugEntry(deps, slug, accountId === null ? undefined : { accountId, origin: `${req.protocol}://${host}` });
  };
  const serve = async (
    req: FastifyRequest,
    reply: FastifyReply,
    entry: TPortalEntry | { unregistered: string },
    segments: string[],
    params: TPublicParams,
  ) => {
    if ('unregistered' in entry) {
      return reply.code(401).send({ error: `Domain: ${entry.unregistered} is not registered with us` });
    }
    const result = await servePublic(deps, entry, segments, params, req.ip);
    if (!result) return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
    return send(reply, result);
  };

  app.get(
    '/hc/:portalSlug',
    { schema: { tags, params: z.object({ portalSlug: z.string().max(255) }), querystring: ZQuery } },
    async (req, reply) => serve(req, reply, await slugEntryFor(req, req.params.portalSlug), [''], req.query),
  );
  app.get(
    '/hc/:portalSlug/*',
    {
      schema: {
        tags,
        params: z.object({ portalSlug: z.string().max(255), '*': z.string().max(2000) }),
        querystring: ZQuery,
      },
    },
    async (req, reply) =>
      serve(req, reply, await slugEntryFor(req, req.params.portalSlug), segmentsOf(req.params['*'], false), req.query),
  );

  app.get('/robots.txt', { schema: { tags } }, async (req, reply) => {
    const host = hostOf(req);
    const onPortal = !ownHosts.has(host) && (await isPortalDomain(deps, host));
    const lines = onPortal
      ? ['User-agent: *', 'Allow: /', `Sitemap: ${req.protocol}://${host}/sitemap.xml`]
      : ['User-agent: *', 'Allow: /hc/', 'Disallow: /app/', 'Disallow: /api/', 'Disallow: /widget'];
    return reply.header('content-type', 'text/plain; charset=utf-8').send(`${lines.join('\n')}\n`);
  });

  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    const host = hostOf(req);
    if (ownHosts.has(host) || !host.includes('.')) return;
    const path = req.url.split('?')[0] ?? '/';
    if (path === '/robots.txt' || OWN_PREFIXES.some((p) => path.startsWith(p))) return;
    if (!(await isPortalDomain(deps, host))) return;
    const search = new URLSearchParams(req.url.split('?')[1] ?? '');
    const params = Object.fromEntries(
      (['query', 'sort', 'page', 'per_page'] as const).flatMap((k) => {
        const v = search.get(k);
        return v === null ? [] : [[k, v.slice(0, 500)]];
      }),
    );
    return serve(req, reply, domainEntry(host, req.protocol === 'https'), segmentsOf(path.slice(1), true), params);
  });

  app.get(
    '/api/v1/widget/help_center',
    { schema: { tags: ['Widget'], querystring: ZWidgetQuery, response: { 200: ZWidgetHelpCenter } } },
    (req) => widgetHelpCenter(deps, req.ip, req.query),
  );
  app.get(
    '/api/v1/widget/help_center/articles/:slug',
    {
      schema: {
        tags: ['Widget'],
        params: z.object({ slug: z.string().min(1).max(255) }),
        querystring: z.object({ website_token: ZWidgetQuery.shape.website_token }),
        response: { 200: ZWidgetArticle },
      },
    },
    (req) => widgetArticle(deps, req.ip, { website_token: req.query.website_token, slug: req.params.slug }),
  );
};
