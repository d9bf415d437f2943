import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { CrawlError, crawlSite, CRAWL_LIMITS } from './crawler.ts';

/** A small site: / links to /a, /b, /private/x and another host; /a links to /a/deep; /a/deep to /a/deeper. */
const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><nav><a href="/">Home</a></nav>` +
  `<article><h1>${title}</h1>${body}</article></body></html>`;

let other: http.Server;
let site: http.Server;
let base = '';
let otherBase = '';
const hits: string[] = [];

const listen = (s: http.Server) =>
  new Promise<string>((resolve) =>
    s.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)),
  );

beforeAll(async () => {
  other = http.createServer((_req, res) => res.end(page('Elsewhere', '<p>Another site entirely.</p>')));
  otherBase = await listen(other);
  const pages: Record<string, string> = {
    '/robots.txt': 'User-agent: *\nDisallow: /private/\n',
    '/': page(
      'Welcome',
      `<p>Our shop sells kettles and teapots to customers in many countries.</p>
       <a href="/a">Shipping</a> <a href="/b#top">Returns</a> <a href="/private/x">Staff</a>
       <a href="${otherBase}/">Partner</a> <a href="mailto:hi@example.com">Mail</a>`,
    ),
    '/a': page(
      'Shipping',
      '<p>Parcels leave our warehouse every weekday and arrive in three days.</p><a href="/a/deep">More</a>',
    ),
    '/a/deep': page(
      'Shipping details',
      '<p>International parcels take ten days and are tracked.</p><a href="/a/deeper">Even more</a>',
    ),
    '/a/deeper': page('Too deep', '<p>This page is three links away from the start.</p>'),
    '/b': page('Returns', '<p>Returns are free within thirty days of delivery.</p><a href="/redirect">Old</a>'),
    '/private/x': page('Staff only', '<p>Not for robots.</p>'),
  };
  site = http.createServer((req, res) => {
    const path = (req.url ?? '/').replace(/\?.*$/, '');
    hits.push(path);
    if (path === '/redirect') {
      res.writeHead(302, { location: `${otherBase}/` });
      return res.end();
    }
    const body = pages[path];
    if (!body) {
      res.writeHead(404);
      return res.end('missing');
    }
    res.writeHead(200, { 'content-type': path.endsWith('.txt') ? 'text/plain' : 'text/html; charset=utf-8' });
    res.end(body);
  });
  base = await listen(site);
});
afterAll(() => {
  site.close();
  other.close();
});

const open = outboundPolicy({ allowPrivateNetworkTargets: true });

describe('crawlSite', () => {
  it('reads the start host only, honours robots.txt, stops at depth 2, pages as markdown with their own url', async () => {
    hits.length = 0;
    const pages = await crawlSite(`${base}/`, open);
    expect(pages.map((p) => [p.title, p.url])).toEqual([
      ['Welcome', `${base}/`],
      ['Shipping', `${base}/a`],
      ['Returns', `${base}/b`],
      ['Shipping details', `${base}/a/deep`],
    ]);
    expect(pages[1]?.text).toContain('Parcels leave our warehouse every weekday');
    // robots.txt read first; the disallowed page, the page past the depth cap and the other host never asked.
    expect(hits[0]).toBe('/robots.txt');
    expect(hits).not.toContain('/private/x');
    expect(hits).not.toContain('/a/deeper');
    // A redirect to another host is followed by the guard but the page is not kept.
    expect(pages.some((p) => p.title === 'Elsewhere')).toBe(false);
  });

  it('stops at the page cap', async () => {
    const pages = await crawlSite(`${base}/`, open, { ...CRAWL_LIMITS, pages: 2 });
    expect(pages).toHaveLength(2);
  });

  it('refuses a private or loopback target when ALLOW_PRIVATE_NETWORK_TARGETS is off, and a start robots forbid', async () => {
    const closed = outboundPolicy({ allowPrivateNetworkTargets: false });
    const refused = await crawlSite(`${base}/`, closed).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CrawlError);
    expect((refused as Error).message).toMatch(/^refused/);
    const robots = await crawlSite(`${base}/private/x`, open).catch((e: unknown) => e);
    expect((robots as Error).message).toBe('robots');
    const missing = await crawlSite(`${base}/nothing-here`, open).catch((e: unknown) => e);
    expect((missing as Error).message).toBe('unreachable');
  });
});
