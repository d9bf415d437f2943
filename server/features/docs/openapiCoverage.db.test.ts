import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';

const t = setupTestApp();

type TResponse = { content?: Record<string, { schema?: unknown }> };
type TDoc = { paths: Record<string, Record<string, { responses?: Record<string, TResponse> }>> };

/**
 * Operations with no response contract, each with the reason (docs/API.md "Response contracts"):
 * pages for browsers, not API bodies.
 */
const EXCEPTIONS: Record<string, string> = {
  'GET /': 'the SPA shell (HTML)',
  'GET /app': 'the SPA shell (HTML)',
  'GET /app/{*}': 'the SPA shell (HTML)',
  'GET /hc/{portalSlug}': 'the public help centre (HTML pages)',
  'GET /hc/{portalSlug}/{*}': 'the public help centre (HTML pages, redirects)',
  'GET /robots.txt': 'the help centre robots file (text)',
  'GET /survey/responses/{uuid}': 'the CSAT survey page (HTML)',
  'POST /survey/responses/{uuid}': 'the CSAT survey form post (HTML page or redirect)',
  'GET /api/v1/accounts/{accountId}/contacts/{id}/exports/{archiveId}/download':
    "a contact's data archive (a ZIP file)",
  'PUT /rails/active_storage/disk/{token}': "a direct upload's bytes (204, no body)",
  'GET /super_admin': 'a redirect to the installation console in the SPA',
  'GET /super_admin/{*}': 'a redirect to the installation console in the SPA',
};

/** A 2xx answer with a body schema, or a declared 204 (no body by contract). */
const hasContract = (responses: Record<string, TResponse> = {}) =>
  Object.entries(responses).some(
    ([code, r]) => (code.startsWith('2') && Object.values(r.content ?? {}).some((c) => c.schema)) || code === '204',
  );

describe('the served OpenAPI', () => {
  it('declares a response contract for at least 95% of operations; the rest are named exceptions', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api-docs/json' });
    const doc = res.json<TDoc>();
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
    );
    const missing = operations.filter(({ op }) => !hasContract(op.responses)).map(({ name }) => name);
    expect(missing.filter((name) => !(name in EXCEPTIONS))).toEqual([]);
    const covered = operations.length - missing.length;
    expect(covered / operations.length).toBeGreaterThanOrEqual(0.95);
  });
});
