import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { providerDownload, ProviderError } from '../../lib/providerHttp.ts';

/**
 * Issue 42 item 9: media a provider points to is fetched through the outbound guard. "provider" is the
 * configured API base (trusted, as an operator's setting); "internal" is a server that must never be
 * reached from a URL a provider's answer gave.
 */
const hits = { provider: [] as string[], internal: [] as string[] };
const servers: http.Server[] = [];
let provider = '';
let internal = '';
const MAX = 1000;

const listen = async (handler: http.RequestListener) => {
  const server = http.createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  internal = await listen((req, res) => {
    hits.internal.push(req.url ?? '');
    res.end('secret');
  });
  provider = await listen((req, res) => {
    hits.provider.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/redirect') {
      res.writeHead(302, { location: `${internal}/admin` });
      return res.end();
    }
    if (url.pathname === '/declared-big') {
      res.writeHead(200, { 'content-length': String(MAX * 2) });
      return res.end('x'.repeat(MAX * 2));
    }
    if (url.pathname === '/streamed-big') {
      // No content-length: chunks until the client hangs up.
      res.writeHead(200, { 'content-type': 'image/png' });
      const timer = setInterval(() => res.write('y'.repeat(400)), 5);
      res.on('close', () => clearInterval(timer));
      return;
    }
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end('png');
  });
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

const limits = (allowPrivate = false) => ({
  timeoutMs: 5_000,
  maxBytes: MAX,
  policy: outboundPolicy({ allowPrivateNetworkTargets: allowPrivate }),
  trustedOrigins: [provider],
});

const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
};

describe('providerDownload', () => {
  it('downloads from the configured API base', async () => {
    const file = await providerDownload(`${provider}/media/1`, {}, limits());
    expect(file).toEqual({ bytes: Buffer.from('png'), contentType: 'image/png' });
  });

  it('refuses a media URL from a provider answer that points at a private address (permanently)', async () => {
    for (const url of [`${internal}/latest/meta-data`, 'http://169.254.169.254/x', 'http://localhost./x']) {
      const err = await failure(providerDownload(url, { headers: { authorization: 'Bearer t' } }, limits()));
      expect(err.message).toMatch(/^The media URL was refused: /);
      expect(err.isPermanent).toBe(true);
    }
    expect(hits.internal).toEqual([]);
  });

  it('refuses a redirect from the provider to a private address', async () => {
    const err = await failure(providerDownload(`${provider}/redirect`, {}, limits()));
    expect(err.message).toMatch(/refused: .*loopback/);
    expect(hits.internal).toEqual([]);
  });

  it('cuts off a body past the size limit, declared or streamed', async () => {
    expect((await failure(providerDownload(`${provider}/declared-big`, {}, limits()))).status).toBe(413);
    expect((await failure(providerDownload(`${provider}/streamed-big`, {}, limits()))).status).toBe(413);
  });

  it('reaches private addresses when ALLOW_PRIVATE_NETWORK_TARGETS is on', async () => {
    const file = await providerDownload(`${internal}/allowed`, {}, limits(true));
    expect(file.bytes.toString()).toBe('secret');
    expect(hits.internal).toEqual(['/allowed']);
  });
});
