import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { PROXY_WARNING, registerProxyWarning } from './proxyWarning.ts';

const captureApp = (trustProxy: boolean) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream }, trustProxy });
  registerProxyWarning(app, trustProxy);
  app.get('/x', () => ({}));
  const warnings = () => lines.filter((l) => l.includes('TRUST_PROXY is off')).length;
  return { app, warnings };
};

describe('X-Forwarded-For without TRUST_PROXY', () => {
  it('warns once, at the first request that carries the header', async () => {
    const { app, warnings } = captureApp(false);
    await app.inject({ method: 'GET', url: '/x' });
    expect(warnings()).toBe(0);
    await app.inject({ method: 'GET', url: '/x', headers: { 'x-forwarded-for': '203.0.113.9' } });
    await app.inject({ method: 'GET', url: '/x', headers: { 'x-forwarded-for': '203.0.113.10' } });
    expect(warnings()).toBe(1);
    expect(PROXY_WARNING).toMatch(/TRUST_PROXY=true/);
  });

  it('says nothing when TRUST_PROXY is on', async () => {
    const { app, warnings } = captureApp(true);
    await app.inject({ method: 'GET', url: '/x', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(warnings()).toBe(0);
  });
});
