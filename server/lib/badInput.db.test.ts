import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/harness.ts';
import { buildAdmin } from '../test/factories.ts';

const t = setupTestApp();
let base = '';

beforeAll(async () => {
  // The app itself (inject) cannot show a reset connection: a real socket can.
  // inject cannot show a reset connection: a real socket can (the harness closes the app after the file).
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

/** Sends a body over a real socket and reads the answer; a reset rejects. */
const send = (method: string, path: string, body: Buffer | string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers: { 'content-type': 'application/json', ...headers } });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode ?? 0, json: text ? (JSON.parse(text) as unknown) : null });
      });
    });
    req.on('error', reject);
    req.end(body);
  });

const huge = JSON.stringify({ password: 'x'.repeat(3 * 1024 * 1024) });

describe('bodies over the 1 MB limit', () => {
  it('answers 413 JSON on /auth/password instead of resetting the connection', async () => {
    const res = await send('PUT', '/auth/password', huge);
    expect(res).toEqual({ status: 413, json: expect.objectContaining({ code: 'payload_too_large' }) as unknown });
  });

  it('answers 413 JSON on a public contact route, also when the body is chunked', async () => {
    const path = '/public/api/v1/inboxes/some-inbox/contacts';
    const res = await send('POST', path, huge);
    expect(res.status).toBe(413);
    const chunked = await send('POST', path, Buffer.from(huge), { 'transfer-encoding': 'chunked' });
    expect(chunked.status).toBe(413);
    const expecting = await send('POST', path, huge, { expect: '100-continue' });
    expect(expecting.status).toBe(413);
  });
});

describe('NUL bytes and broken multipart', () => {
  it('answers 422 naming the field for a NUL byte in a JSON string', async () => {
    const admin = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/contacts`,
      headers: admin.headers,
      payload: { name: 'a\u0000b', custom_attributes: { 'k\u0000': 1 } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed', attributes: ['name'] });
    const nested = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/labels`,
      headers: admin.headers,
      payload: { label: { title: 'ok', description: 'x\u0000' } },
    });
    expect(nested.statusCode).toBe(422);
    expect(nested.json()).toMatchObject({ attributes: ['label.description'] });
  });

  it('answers 422 for %00 in a query or a path', async () => {
    const admin = await buildAdmin(t);
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}/contacts/search?q=a%00b`,
      headers: admin.headers,
    });
    expect(search.statusCode).toBe(422);
    expect(search.json()).toMatchObject({ attributes: ['q'] });
    const inbox = await t.app.inject({ method: 'GET', url: '/public/api/v1/inboxes/a%00b/contacts/c' });
    expect(inbox.statusCode).toBe(422);
  });

  it('answers 400 for multipart without a boundary or cut short', async () => {
    const admin = await buildAdmin(t);
    const url = `/api/v1/accounts/${admin.accountId}/contacts`;
    const noBoundary = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin.headers, 'content-type': 'multipart/form-data' },
      payload: 'name=x',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toMatchObject({ code: 'bad_request' });
    const truncated = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin.headers, 'content-type': 'multipart/form-data; boundary=b0' },
      payload: '--b0\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf',
    });
    expect(truncated.statusCode).toBe(400);
    const team = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/teams`,
      headers: { ...admin.headers, 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(team.statusCode).toBe(400);
  });
});
