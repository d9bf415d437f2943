import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeAttachment } from '../features/attachments/attachments.store.ts';
import { buildAdmin } from '../test/factories.ts';
import { setupTestApp } from '../test/harness.ts';

const t = setupTestApp();

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The CSP as directive → sources. */
const csp = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );

const expectCommon = (headers: Record<string, unknown>) => {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
};

describe('security headers', () => {
  it.each(['/api/v1/profile', '/health', '/app/', '/app/accounts/1/dashboard', '/api/v1/accounts/1/conversations'])(
    '%s may not be framed and runs no inline script',
    async (url) => {
      const res = await get(url);
      expectCommon(res.headers);
      expect(res.headers['x-frame-options']).toBe('DENY');
      const policy = csp(res.headers['content-security-policy']);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['connect-src']).toContain("'self'");
      expect(policy).not.toHaveProperty('upgrade-insecure-requests');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    },
  );

  it('lets any site frame the widget, with its own CSP and no X-Frame-Options', async () => {
    const res = await get('/widget?website_token=abc');
    expectCommon(res.headers);
    expect(res.headers).not.toHaveProperty('x-frame-options');
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['frame-ancestors']).toEqual(['*']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('lets other sites load the widget loader script', async () => {
    const res = await get('/packs/js/sdk.js');
    expectCommon(res.headers);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

describe('uploads', () => {
  const put = async (name: string, body: string) => {
    const key = `attachments/1/${name}`;
    const file = path.join(t.deps.uploads.root, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, body);
    return `/uploads/${key}`;
  };

  it.each(['evil.svg', 'page.xhtml', 'page.xht', 'page.html', 'report.pdf', 'data.xml', 'notes.txt', 'blob.bin'])(
    'sends %s as a download that runs nothing',
    async (name) => {
      const res = await get(await put(name, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(csp(res.headers['content-security-policy'])).toMatchObject({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        sandbox: [],
      });
    },
  );

  it.each(['photo.png', 'photo.JPG', 'clip.mp4', 'voice.mp3', 'voice.ogg', 'movie.webm'])(
    'shows %s inline, loadable by other origins',
    async (name) => {
      const res = await get(await put(name, 'bytes'));
      expect(res.statusCode).toBe(200);
      expect(res.headers).not.toHaveProperty('content-disposition');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    },
  );

  it('stores active formats (.xht, .xhtml, .svg, image/svg+xml) as plain files under a .bin name', async () => {
    const admin = await buildAdmin(t);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    for (const [fileName, contentType] of [
      ['a.xht', 'application/xhtml+xml'],
      ['a.xhtml', 'application/xhtml+xml'],
      ['a.svg', 'image/svg+xml'],
    ] as const) {
      const stored = await storeAttachment(t.deps, admin.accountId, { fileName, contentType, bytes: svg });
      expect(stored.fileKey).toMatch(/\.bin$/);
      expect(stored.fileType).toBe(3); // file, not image
      const res = await get(`/uploads/${stored.fileKey}`);
      expect(res.headers['content-disposition']).toBe('attachment');
    }
  });
});
