import { KNOWLEDGE_LIMITS } from '../../../common/contracts/captainKnowledge.ts';
import { guardedFetch } from '../../lib/outbound/guardedFetch.ts';
import { OutboundRefusedError, type TOutboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import type { TSourcePage } from './chunking.ts';
import { readHtmlPage } from './htmlPage.ts';

/** How the crawler names itself to sites and to their robots.txt rules. */
export const CRAWLER_USER_AGENT = 'HelpdeskCaptain/1.0 (+knowledge crawler)';

export interface TCrawlLimits {
  pages: number;
  depth: number;
  pageBytes: number;
  timeoutMs: number;
}

export const CRAWL_LIMITS: TCrawlLimits = {
  pages: KNOWLEDGE_LIMITS.crawlPages,
  depth: KNOWLEDGE_LIMITS.crawlDepth,
  pageBytes: KNOWLEDGE_LIMITS.pageBytes,
  timeoutMs: KNOWLEDGE_LIMITS.pageTimeoutMs,
};

/** Why a crawl read nothing: the document fails with this (the screen shows it). */
export class CrawlError extends Error {}

type TFetched = { url: string; type: string; body: string } | null;

/** The body's text, or null past `max` bytes (the download stops there). */
const readCapped = async (res: Response, max: number) => {
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > max) {
    await res.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!res.body) return '';
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += part.byteLength;
    if (size > max) return null;
    parts.push(part);
  }
  return Buffer.concat(parts).toString('utf8');
};

/** One GET through the outbound guard (every redirect hop checked), within the time and size limits. */
const fetchPage = async (url: string, policy: TOutboundPolicy, limits: TCrawlLimits): Promise<TFetched> => {
  const res = (await guardedFetch(
    url,
    {
      headers: { 'user-agent': CRAWLER_USER_AGENT, accept: 'text/html,text/plain;q=0.9,*/*;q=0.1' },
      signal: AbortSignal.timeout(limits.timeoutMs),
    },
    policy,
  )) as unknown as Response;
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    return null;
  }
  const body = await readCapped(res, limits.pageBytes);
  if (body === null) return null;
  return { url: res.url || url, type: (res.headers.get('content-type') ?? '').toLowerCase(), body };
};

const robotsOf = async (origin: string, policy: TOutboundPolicy, limits: TCrawlLimits) => {
  const robotsUrl = `${origin}/robots.txt`;
  let text = '';
  try {
    text = (await fetchPage(robotsUrl, policy, limits))?.body ?? '';
  } catch (err) {
    if (err instanceof OutboundRefusedError) throw err;
  }
  const { default: robotsParser } = await import('robots-parser');
  const robots = robotsParser(robotsUrl, text);
  return (url: string) => robots.isAllowed(url, CRAWLER_USER_AGENT) !== false;
};

const pageOf = async (fetched: NonNullable<TFetched>) => {
  if (fetched.type.includes('html')) return readHtmlPage(fetched.body, fetched.url);
  if (fetched.type.startsWith('text/plain') || fetched.type.startsWith('text/markdown'))
    return { title: new URL(fetched.url).pathname, markdown: fetched.body.trim(), links: [] };
  return null;
};

/**
 * Reads a site from `start`, breadth first: pages of the start page's host only (scheme and port included),
 * what its robots.txt allows this crawler, at most `limits.pages` pages and `limits.depth` links away from the
 * start. Every request, robots.txt and each redirect hop included, goes through the outbound guard; a page on
 * another host after redirects, too big, too slow, not HTML or text, or failing is skipped. Throws CrawlError
 * when the start page itself cannot be read (refused by the guard or by robots.txt, an error status).
 */
export const crawlSite = async (
  start: string,
  policy: TOutboundPolicy,
  limits: TCrawlLimits = CRAWL_LIMITS,
): Promise<TSourcePage[]> => {
  const origin = new URL(start).origin;
  let allowed: (url: string) => boolean;
  try {
    allowed = await robotsOf(origin, policy, limits);
  } catch (err) {
    throw new CrawlError(err instanceof OutboundRefusedError ? `refused: ${err.message}` : 'unreachable');
  }
  const startUrl = new URL(start);
  startUrl.hash = '';
  if (!allowed(startUrl.toString())) throw new CrawlError('robots');
  const seen = new Set([startUrl.toString()]);
  const queue: { url: string; depth: number }[] = [{ url: startUrl.toString(), depth: 0 }];
  const pages: TSourcePage[] = [];
  for (let next = queue.shift(); next && pages.length < limits.pages; next = queue.shift()) {
    let fetched: TFetched;
    try {
      fetched = await fetchPage(next.url, policy, limits);
    } catch (err) {
      if (next.depth === 0)
        throw new CrawlError(err instanceof OutboundRefusedError ? `refused: ${err.message}` : 'unreachable');
      continue;
    }
    if (!fetched || new URL(fetched.url).origin !== origin) {
      if (next.depth === 0) throw new CrawlError('unreachable');
      continue;
    }
    const page = await pageOf(fetched);
    if (!page) continue;
    if (page.markdown) pages.push({ title: page.title, url: fetched.url, text: page.markdown });
    if (next.depth >= limits.depth) continue;
    for (const link of page.links) {
      if (seen.has(link) || new URL(link).origin !== origin || !allowed(link)) continue;
      seen.add(link);
      queue.push({ url: link, depth: next.depth + 1 });
    }
  }
  return pages;
};
