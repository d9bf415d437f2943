import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';

const t = setupTestApp();

describe('health and docs', () => {
  it('GET /health answers 200 with the database up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('publishes the OpenAPI generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api-docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/auth/sign_in', '/api/v1/accounts/{accountId}/agents', '/api/v1/profile']),
    );
    expect(doc.paths['/api/v1/accounts/{accountId}/agents']?.post?.requestBody).toBeTruthy();
    expect((await t.app.inject({ method: 'GET', url: '/api-docs' })).statusCode).toBeLessThan(400);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});
