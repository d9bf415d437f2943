import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config.ts';

/**
 * Response headers for every surface (helmet). The dashboard SPA and the API share one strict policy:
 * scripts only from this origin (no inline script: the SPA's boot script is a file), no framing
 * (`frame-ancestors 'none'` and X-Frame-Options DENY), nosniff and a Referrer-Policy. The website
 * widget (/widget) is framed by any site and carries its own CSP (`widgetHelmet`); the loader
 * (/packs/js/sdk.js) and uploads may be loaded cross-origin (`crossOriginLoadable`).
 */

type TDirectives = Record<string, string[] | null>;

const originOf = (url: string | null) => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/** The dashboard's and the API's CSP. Facebook's SDK (inbox creation) only when an app id is configured. */
export const appDirectives = (config: Pick<TConfig, 'providers' | 'allowPrivateNetworkTargets'>): TDirectives => {
  const fb = config.providers.facebook.appId ? originOf(config.providers.facebook.sdkUrl) : [];
  const fbFrames = fb.length ? ['https://www.facebook.com', 'https://web.facebook.com'] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...fb],
    'script-src-attr': ["'none'"],
    // Inline <style> and style attributes: the widget loader and some components inject styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Avatars and attachments may be external URLs (provider media, contact avatars).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // 'self' covers ws(s):// to this host (/cable) in CSP Level 3 browsers.
    'connect-src': ["'self'", ...fb, ...(fb.length ? ['https://graph.facebook.com'] : [])],
    // The support chat opens this installation's own widget in an iframe. Dashboard apps (an administrator's
    // pages, sandboxed) are https; plain http too where private-network targets are allowed (an intranet).
    'frame-src': ["'self'", 'https:', ...(config.allowPrivateNetworkTargets ? ['http:'] : []), ...fbFrames],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Self-hosters may serve plain http on their network: upgrading would break every asset.
    'upgrade-insecure-requests': null,
  };
};

/** The widget iframe: framable by any site, its own scripts only. */
export const widgetDirectives: TDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ['*'],
  'upgrade-insecure-requests': null,
};

/** Route option: the widget page's headers (no X-Frame-Options; CSP with frame-ancestors *). */
export const widgetHelmet: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: widgetDirectives },
  frameguard: false,
};

/** Route option: a resource other sites load (the widget loader script). */
export const crossOriginLoadable: FastifyHelmetOptions = {
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};

export const registerSecurityHeaders = async (
  app: FastifyInstance,
  config: Pick<TConfig, 'providers' | 'allowPrivateNetworkTargets'>,
) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: appDirectives(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // OAuth sign-in (Facebook) opens popups that talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // Only sent over https by browsers' rules; no includeSubDomains (the operator's other hosts are theirs).
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
  });
};
