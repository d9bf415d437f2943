import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalOfAddress } from './addressPolicy.ts';
import { guardedFetch } from './guardedFetch.ts';
import { refusalOfHost, type TOutboundPolicy, type TResolve } from './outboundGuard.ts';

/**
 * "public" is a server on 127.0.0.2 that the test's classifier counts as a public address (the
 * machine has no other address to play the internet); "internal" is a server on 127.0.0.1 that must
 * never be reached.
 */
const PUBLIC_IP = '127.0.0.2';
const hits = { public: [] as string[], internal: [] as string[] };
let publicPort = 0;
let internalPort = 0;
const servers: http.Server[] = [];

const listen = async (host: string, handler: http.RequestListener) => {
  const server = http.createServer(handler);
  await new Promise<void>((r) => server.listen(0, host, r));
  servers.push(server);
  return (server.address() as AddressInfo).port;
};

beforeAll(async () => {
  internalPort = await listen('127.0.0.1', (req, res) => {
    hits.internal.push(`${req.method} ${req.url}`);
    res.end('secret');
  });
  publicPort = await listen(PUBLIC_IP, (req, res) => {
    hits.public.push(`${req.method} ${req.url}`);
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to');
    if (to) {
      res.writeHead(307, { location: to });
      return res.end();
    }
    res.end('ok');
  });
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

const policy = (resolve: TResolve): TOutboundPolicy => ({
  allowPrivate: false,
  resolve,
  classify: (a) => (a === PUBLIC_IP ? null : refusalOfAddress(a)),
});
const fixed =
  (address: string): TResolve =>
  () =>
    Promise.resolve([{ address, family: 4 }]);

describe('guardedFetch', () => {
  it('connects to the address the guarded lookup checked', async () => {
    const res = await guardedFetch(`http://hooks.test:${publicPort}/ok`, {}, policy(fixed(PUBLIC_IP)));
    expect(await res.text()).toBe('ok');
    expect(hits.public).toContain('GET /ok');
  });

  it('refuses at connect time a name that answered public at save time and loopback now (rebinding)', async () => {
    const answers = ['93.184.216.34', '127.0.0.1'];
    const rebinding: TResolve = () => Promise.resolve([{ address: answers.shift() ?? '127.0.0.1', family: 4 }]);
    const p = policy(rebinding);
    const url = `http://rebind.test:${internalPort}/hook`;
    expect(await refusalOfHost(new URL(url).hostname, p)).toBeNull(); // save time: public
    await expect(guardedFetch(url, { method: 'POST', body: '{}' }, p)).rejects.toThrow(
      /^target refused: rebind\.test resolves to a loopback address/,
    );
    expect(hits.internal).toEqual([]);
  });

  it.each(['127.0.0.1', '127.1', '2130706433', '0x7f000001', '[::ffff:127.0.0.1]', 'localhost'])(
    'refuses a redirect to %s',
    async (host) => {
      const to = encodeURIComponent(`http://${host}:${internalPort}/admin`);
      await expect(
        guardedFetch(
          `http://hooks.test:${publicPort}/r?to=${to}`,
          { method: 'POST', body: 'x' },
          policy(fixed(PUBLIC_IP)),
        ),
      ).rejects.toThrow(/^target refused/);
      expect(hits.internal).toEqual([]);
    },
  );

  it('refuses IP literals before connecting, other schemes, and endless redirects', async () => {
    const p = policy(fixed(PUBLIC_IP));
    await expect(guardedFetch(`http://127.0.0.1:${internalPort}/`, {}, p)).rejects.toThrow(/loopback/);
    await expect(guardedFetch(`http://[::1]:${internalPort}/`, {}, p)).rejects.toThrow(/loopback/);
    await expect(guardedFetch('file:///etc/passwd', {}, p)).rejects.toThrow(/file: URL/);
    const self = `http://hooks.test:${publicPort}/loop`;
    let chain = self;
    for (let i = 0; i < 5; i++) chain = `http://hooks.test:${publicPort}/r?to=${encodeURIComponent(chain)}`;
    await expect(guardedFetch(chain, {}, p)).rejects.toThrow(/more than 3 redirects/);
    expect(hits.internal).toEqual([]);
  });

  it('follows a redirect to a public address, and reaches private ones when allowed', async () => {
    const p = policy(fixed(PUBLIC_IP));
    const to = encodeURIComponent(`http://other.test:${publicPort}/landed`);
    const res = await guardedFetch(`http://hooks.test:${publicPort}/r?to=${to}`, { method: 'POST', body: 'x' }, p);
    expect(res.status).toBe(200);
    expect(hits.public).toContain('POST /landed');

    const open = await guardedFetch(`http://127.0.0.1:${internalPort}/allowed`, {}, { ...p, allowPrivate: true });
    expect(await open.text()).toBe('secret');
    expect(hits.internal).toEqual(['GET /allowed']);
  });
});
