import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../test/harness.ts';
import { registerErrorHandler } from './errorHandler.ts';
import { parseDsn, reportError, reportOfError } from './errorReport.ts';

/** A local Sentry-compatible receiver: keeps each envelope's path, auth header and body. */
const received: { path: string; auth: string; body: string }[] = [];
const receiver = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    received.push({ path: req.url ?? '', auth: String(req.headers['x-sentry-auth'] ?? ''), body });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"x"}');
  });
});
const env: Record<string, string> = { ...ALLOW_PRIVATE_TARGETS };
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  env.SENTRY_DSN = `http://publickey123@127.0.0.1:${(receiver.address() as AddressInfo).port}/42`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const t = setupTestApp(env);
const SECRET = 'Zk3v9QpL2mN8xR4tW7yB1cD5fG6hJ0sA';
const lines = (body: string) => body.split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);

describe('error reporting to a Sentry-compatible DSN', () => {
  it('reads the DSN as Sentry does', () => {
    expect(parseDsn('https://abc@o1.ingest.example/7')).toMatchObject({
      endpoint: 'https://o1.ingest.example/api/7/envelope/',
      publicKey: 'abc',
    });
    expect(parseDsn('https://example.test/no-key')).toBeNull();
    expect(parseDsn(null)).toBeNull();
  });

  it('posts a server error as an envelope, with no secret, email, query or header in it', async () => {
    received.length = 0;
    const err = new TypeError(`boom with token ${SECRET} for bob@example.test password=hunter2`);
    expect(
      await reportError(t.config, reportOfError(err, { method: 'POST', url: '/api/v1/x?api_access_token=abc' })),
    ).toBe(true);
    expect(received).toHaveLength(1);
    const [r] = received;
    expect(r!.path).toBe('/api/42/envelope/');
    expect(r!.auth).toContain('sentry_key=publickey123');
    const [header, item, event] = lines(r!.body);
    expect(header).toMatchObject({ event_id: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(item).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      platform: 'node',
      level: 'error',
      request: { method: 'POST', url: '/api/v1/x' },
      exception: { values: [{ type: 'TypeError', value: expect.stringContaining('boom with token') }] },
    });
    for (const secret of [SECRET, 'bob@example.test', 'hunter2', 'api_access_token=abc']) {
      expect(r!.body).not.toContain(secret);
    }
  });

  it('forwards a browser error posted to /api/v1/error_reports', async () => {
    received.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/error_reports',
      payload: {
        type: 'ReferenceError',
        message: 'x is not defined',
        stack: 'ReferenceError\n at f (app.js:1:2)',
        path: '/app/login',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    const [, , event] = lines(received[0]!.body);
    expect(event).toMatchObject({
      platform: 'javascript',
      tags: { origin: 'browser' },
      request: { url: '/app/login' },
    });
    const installation = await t.app.inject({ method: 'GET', url: '/api/v1/installation' });
    expect(installation.json()).toMatchObject({ error_reporting: true });
  });

  it('the error handler reports 5xx answers and not 4xx', async () => {
    const seen: string[] = [];
    const app = Fastify({ logger: false });
    registerErrorHandler(app, (err) => seen.push((err as Error).message));
    app.get('/boom', () => {
      throw new Error('kaput');
    });
    app.get('/bad', () => {
      throw Object.assign(new Error('bad input'), { statusCode: 400 });
    });
    expect((await app.inject({ url: '/boom' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/bad' })).statusCode).toBe(400);
    expect(seen).toEqual(['kaput']);
    await app.close();
  });
});
